"""Batch 193 (held out). A playgroup's Christmas party: LlamaIndex Memory (sync put/get), one root span per turn;
the answer call has the extra children in its context and counts the presents left without them.

App: Bumble Bees playgroup (Tuesdays and Thursdays in the Methodist hall) has its Christmas party on Thurs 17th Dec
2043 - Santa with a present for every child, party food, a singalong. Shona (the playgroup leader) chats with the
playgroup's helper while she sorts it out; the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2043-11-10T20:30), Santa's
presents - 24 on the register, £4 each from the fund, wrapping at Shona's; turn 2, the food (sausage rolls, fairy
cakes, jelly pots, Sue's gluten-free bits for Oscar); turn 3 (Weds 25th Nov), 3 new starters since half term - Ruby,
Maisie and Leo - so they need one too, and Isla's mum asked if baby Isla (1, she comes with Leo) can have one, said yes
of course; turn 4, 19 wrapped tonight, ran out of sellotape; turn 5, Santa (Ron from church, grotto in the book corner,
11ish). Question (turn 6, Sun 13/12): "how many presents have I still got left to wrap? doing the rest tomorrow night"
-> expected 9 (24 + 3 new starters + Isla = 28, 19 wrapped). The model counts the register's 24 and says 5.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): every number the
count needs - 24 on the register, 3 new starters and Isla, 19 wrapped - is in the context the model was given, and it
left the extra 4 out. Asserted: the context has the 24, the new starters with Isla, and the 19 wrapped.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b193_llamaindex_playgroup_presents_left_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many presents have I still got left to wrap? doing the rest tomorrow night"
TURNS = [
    ("2043-11-10T20:30 santa's presents 🎁 24 on the register, £4 each from the fund, I'll get them at the Range. "
     "wrapping at mine",
     "24 presents at £4 each from the fund, bought at the Range; wrapping at yours."),
    ("food - sausage rolls (Donna), fairy cakes, jelly pots, squash. Sue's doing gf bits for Oscar",
     "Food: sausage rolls from Donna, fairy cakes, jelly pots and squash; Sue's doing gluten-free for Oscar."),
    ("Weds 25th Nov 3 new starters since half term - Ruby, Maisie + Leo - so they'll need one too. + Isla's mum "
     "asked if Isla can have one, she's only 1 but she comes in w Leo - said yes ofc 🥰",
     "Noted - Ruby, Maisie and Leo, and Isla too."),
    ("wrapped 19 tonight, ran out of sellotape 🙄 Sainsburys tmrw",
     "19 wrapped so far."),
    ("santa - Ron from church in the suit again, grotto in the book corner, he'll come in 11ish after the singing",
     "Santa: Ron from church, grotto in the book corner, about 11 after the singing."),
    (QUESTION,
     "5 left - 24 on the register and you've wrapped 19."),
]


def main() -> str:
    memory = Memory.from_defaults(session_id="bumble-bees-xmas-2043-shona", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            memory.put(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in memory.get()]
            if i == len(TURNS):
                context = ["Today is Sun 13 Dec 2043. You are talking to Shona, leader of Bumble Bees playgroup; the "
                           "Christmas party is Thurs 17 Dec."] + lines[:-1]
                assert any("24 on the register" in c for c in context), context
                assert any("3 new starters since half term" in c and "Isla can have one" in c for c in context), context
                assert any("wrapped 19 tonight" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            memory.put(ChatMessage(role="assistant", content=reply))
    return reply


reply = main()
finish(QUESTION, expected="9 - 28 to do (24 on the register + Ruby, Maisie, Leo + Isla), 19 wrapped", actual=reply)
