"""Batch 325 (held out). A repair-and-reuse furniture charity: LlamaIndex Memory (async aput/aget), asyncio, one root
span per turn; the answer call has the changed finish (and its cure time) in its context and answers from the first
one.

App: Reclaim & Repair in Elland take in house-clearance furniture, do it up in their workshop (volunteers on
weekdays, Jim in charge of the bench) and sell it in their showroom on Wednesdays and Saturdays. Jim chats with the
workshop's helper to keep track of the jobs; the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (2051-03-02T10:15), Jim's
finishing notes for the big oak drop-leaf table from the Greetland clearance - sand to 240, Danish oil, 3 coats, 24
hrs between, then it can go out; turn 2, the showroom days; turn 3 (Tue 7th Mar), the Danish oil's run out so
they're using the hardwax oil Osmo sent instead - 2 coats, 8-10 hrs between, BUT it needs 5 days to cure before
anything goes on it or it marks, so nothing out in the showroom till 5 days after the last coat; turn 4, the bench
list; turn 5, the dust extraction. Question (turn 6, Mon 13/3): "done the 2nd coat on the oak table this morning -
how long before it can go out in the showroom? Mandy's got someone interested" -> expected 5 days after the last
coat (so Sat 18th at the earliest). The model says 24 hours, so tomorrow.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first
finishing notes and the turn that switched to hardwax oil with a 5-day cure are both in the context the model was
given, and it answered from the first notes. Asserted: the context has both finishing lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b325_llamaindex_furniture_charity_oak_table_how_long_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("done the 2nd coat on the oak table this morning - how long before it can go out in the showroom? "
            "Mandy's got someone interested")
TURNS = [
    ("2051-03-02T10:15 finishing notes for the big oak drop leaf (the Greetland clearance one) 🪵 sand to 240, "
     "Danish oil, 3 coats, 24 hrs between, then it can go out. the leaf hinge needs a new screw",
     "Noted - oak drop-leaf: sand to 240, three coats of Danish oil 24 hours apart, then it can go out; new screw "
     "for the leaf hinge."),
    ("showroom's weds 10-2 + sat 10-3, Mandy does the prices, tickets in the blue folder",
     "Showroom Wednesdays 10 till 2 and Saturdays 10 till 3; Mandy prices things, tickets are in the blue folder."),
    ("Tue 7th Mar - Danish oil's run out 🙄 so we're using the hardwax oil Osmo sent us instead - 2 coats, 8-10 hrs "
     "between, BUT it needs 5 days to cure before anything goes on it or it marks, so nothing out in the showroom "
     "till 5 days after the last coat",
     "Got it: hardwax oil now - two coats, 8-10 hours apart, then five days' cure after the last coat before it goes "
     "in the showroom."),
    ("bench list: the welsh dresser (new back), 4 ladderbacks need re-rushing, the pine blanket box, then the oak "
     "table",
     "Bench list: Welsh dresser (new back), four ladderbacks to re-rush, the pine blanket box, then the oak table."),
    ("dust extraction's on the blink again, masks on for sanding pls, Terry's getting a bloke in thurs",
     "Masks on for sanding until the dust extraction's fixed - someone's coming Thursday."),
    (QUESTION,
     "24 hours after the last coat - so it can go out tomorrow."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="reclaim-repair-workshop-jim", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Mon 13 March 2051. You are talking to Jim, who runs the workshop bench at "
                           "Reclaim & Repair."] + lines[:-1]
                assert any("Danish oil, 3 coats, 24 hrs between, then it can go out" in c for c in context), context
                assert any("needs 5 days to cure" in c and "nothing out in the showroom" in c for c in context), \
                    context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="5 days after the last coat - the hardwax oil needs 5 days to cure, so Sat 18th at the "
                          "earliest", actual=reply)
