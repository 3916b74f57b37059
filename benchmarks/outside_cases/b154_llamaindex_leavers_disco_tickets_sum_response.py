"""Batch 154 (held out). A parent's chat about the Year 6 leavers' disco: LlamaIndex Memory (sync put/get), one root
span per turn.

App: Nicola, whose twins (Lily and Alfie) are leaving Year 6 at Warley Road Primary, chats with her family helper
through June 2037 about the leavers' week; the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the disco (Thu 16th July, 6.30
till 8.45) with tickets £4 each including a hot dog and a squash, from the office by Fri 10th; in turn 2 the leavers'
hoodies (£14.50 each, already paid); in turn 3 that she went to the PTA meeting and the tickets are £5 each this
year because the DJ's put his price up and there's the hall insurance, still with the hot dog, and glow sticks are
50p on the night; in turn 4 that Mrs Hart says it's own clothes, not uniform. The model goes by turn 1. Question
(turn 5, Mon 6/7): "how much do i need to send in for the twins' tickets? putting it in an envelope tmrw" ->
expected £10 (2 x £5; glow sticks extra on the night). The assistant says £8.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the £5 price is in
the context the model was given, next to the £4 from turn 1, and it worked the sum from the first price anyway.
Asserted: turn 1's £4, turn 3's £5 and the twins are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b154_llamaindex_leavers_disco_tickets_sum_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how much do i need to send in for the twins' tickets? putting it in an envelope tmrw"
TURNS = [
    ("letter home re the leavers disco - thurs 16th july 6.30 till 8.45, tickets £4 each incl a hot dog + a squash, "
     "money to the office by fri 10th. Lily + Alfie both going obvs",
     "Leavers' disco Thursday 16 July, 6.30-8.45; tickets £4 each including a hot dog and a squash, money to the "
     "office by Friday 10th."),
    ("leavers hoodies came today!! £14.50 each, already paid on parentpay thank god. Alfie's is massive on him",
     "Hoodies arrived - £14.50 each, already paid on ParentPay."),
    ("went to the PTA meeting - they're £5 each this yr, DJ's put his price up + there's the hall insurance. still "
     "get the hot dog. glow sticks 50p on the night if they want them",
     "Noted: £5 each this year, hot dog still included, glow sticks 50p on the night."),
    ("Mrs Hart says own clothes for the disco not uniform, Lily's already planning an outfit lol",
     "Own clothes for the disco, not uniform."),
    (QUESTION,
     "£8 - two tickets at £4 each, hot dog and squash included. Glow sticks are extra on the night."),
]

memory = Memory.from_defaults(session_id="nicola-family-helper", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Mon 6 July 2037. You are talking to Nicola, whose twins Lily and Alfie are in "
                       "Year 6 at Warley Road Primary."] + lines[:-1]
            assert any("tickets £4 each" in c for c in context), context
            assert any("they're £5 each this yr" in c for c in context), context
            assert any("Lily + Alfie both going" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="£10 - £5 each for the two of them (the PTA put it up from £4); glow sticks are extra on "
                          "the night", actual=reply)
