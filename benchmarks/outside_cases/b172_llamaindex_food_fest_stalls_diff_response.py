"""Batch 172 (held out). A food festival's chair writing up the council grant report with the festival's helper:
LlamaIndex Memory (sync put/get), one root span per turn; the answer call has both years' stall counts and gets the
difference wrong.

App: Stourfield Food Festival is Sat 11th - Sun 12th August 2040 on the castle green, with overflow stalls in the
market hall. Graham, the festival's chair, chats with the helper while he fills in the town council's grant report;
the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, last year's numbers - 48 stalls on
the green plus the 6 in the market hall, about 9,000 through the gate; in turn 2, this year's - 59 on the green, the
market hall's 6 again, and the 4 street food vans in the car park aren't stalls, the council counts them separately;
turn 3 the chef demos, turn 4 the grant itself (£2,500, the report due by 31st Aug). The model takes last year's green
stalls only and says 17. Question (turn 5, Weds 22/8): "how many more stalls did we have than last yr? the form
wants a number" -> expected 11 (65 this year against 54 last year). The assistant says 17.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): both years' counts,
with the market hall in each, are in the context the model was given, and it subtracted only last year's green
stalls. Asserted: the last-year and this-year lines are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b172_llamaindex_food_fest_stalls_diff_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many more stalls did we have than last yr? the form wants a number"
TURNS = [
    ("doing the council grant report 🙄 last yr (2039) we had 48 stalls on the green + the 6 in the market hall, "
     "about 9,000 thru the gate",
     "2039: 48 stalls on the green plus 6 in the market hall; about 9,000 visitors."),
    ("this yr 59 on the green, market hall 6 again. the 4 street food vans in the car park aren't stalls, council "
     "counts them separate",
     "2040: 59 on the green plus 6 in the market hall; the 4 food vans are counted separately."),
    ("chef demos went down a storm, marquee rammed for all 6 (3 each day)",
     "Six chef demos, three a day, all full."),
    ("grant was £2,500 this yr, report due by 31st aug, they want numbers not waffle",
     "£2,500 grant; report due 31 August."),
    (QUESTION,
     "17 more - 65 stalls this year against 48 last year."),
]

memory = Memory.from_defaults(session_id="stourfield-food-fest-grant-graham", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Weds 22 August 2040. You are talking to Graham, the chair of Stourfield Food "
                       "Festival (held Sat 11 - Sun 12 August), who is filling in the council's grant report."] + \
                      lines[:-1]
            assert any("48 stalls on the green + the 6 in the market hall" in c for c in context), context
            assert any("59 on the green, market hall 6 again" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="11 more - 65 stalls (59 on the green + 6 in the market hall) against 54 last year (48 + 6)",
       actual=reply)
