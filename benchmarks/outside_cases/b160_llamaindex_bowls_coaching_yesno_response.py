"""Batch 160 (held out). A bowls club secretary's chat: LlamaIndex Memory (sync put/get), one root span per turn; the
answer call has the drop-in rule and answers from the roll-ups' booking rule.

App: Margaret is secretary of Fernlea Bowls Club, whose open day is Sat 15th May 2038, 1.30-5. She chats with the
club's helper in the week before while she fields phone calls; the chat is kept in LlamaIndex Memory and read back
each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the open day's times and the
coaching being drop in, 2-4 on rinks 1 + 2, no booking needed, just turn up in flat soled shoes (Ken, Jim and Eileen
coaching); in turn 2, the Wednesday evening roll ups being booking only (6.30, max 16, the sheet on the clubhouse
noticeboard - people keep just turning up); in turn 3 the spare woods and overshoes; in turn 4 the teas and the
raffle. The model answers from the roll-up rule. Question (turn 5, Thu 13/5): "a lady's just rang - does she need to
book for the coaching sat? she's bringing her neighbour" -> expected no - it's drop in, 2-4 on rinks 1 + 2, just turn
up in flat shoes. The assistant says yes, put both names on the sheet.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the open day's
drop-in coaching with no booking is in the context the model was given, and it answered from the Wednesday roll-ups'
rule. Asserted: the drop-in line and the roll-up line are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b160_llamaindex_bowls_coaching_yesno_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "a lady's just rang - does she need to book for the coaching sat? she's bringing her neighbour"
TURNS = [
    ("open day sat 15th, 1.30-5. coaching's drop in 2-4 on rinks 1 + 2, no booking needed, just turn up in flat "
     "soled shoes. Ken, Jim + Eileen coaching",
     "Open day Sat 15th 1.30-5; drop-in coaching 2-4 on rinks 1 and 2, no booking."),
    ("roll ups weds evenings ARE booking only tho - 6.30, max 16, the sheet's on the clubhouse noticeboard. people "
     "keep just turning up 🙄",
     "Wednesday roll-ups: booking only, 6.30, max 16, sheet on the noticeboard."),
    ("spare woods - 12 sets in the locker, sizes 2-5, + 20 pairs of overshoes for anyone who turns up in trainers",
     "12 sets of spare woods and 20 pairs of overshoes."),
    ("teas in the pavilion from 2, Eileen's lemon drizzle. raffle at half 4, meat hamper off Dobson's is 1st prize",
     "Teas from 2 in the pavilion; raffle at 4.30."),
    (QUESTION,
     "Yes - it's booking only. Ask her to put both names on the sheet on the clubhouse noticeboard."),
]

memory = Memory.from_defaults(session_id="fernlea-bowls-margaret", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Thu 13 May 2038. You are talking to Margaret, secretary of Fernlea Bowls Club, "
                       "about the open day on Sat 15 May."] + lines[:-1]
            assert any("coaching's drop in 2-4 on rinks 1 + 2, no booking needed" in c for c in context), context
            assert any("roll ups weds evenings ARE booking only" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="no - the coaching's drop in, 2-4 on rinks 1 + 2; they just turn up in flat shoes",
       actual=reply)
