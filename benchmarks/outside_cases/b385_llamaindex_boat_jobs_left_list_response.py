"""Batch 385 (held out). Getting a Newfoundland inshore boat ready for the water: LlamaIndex Memory (async
aput/aget), asyncio, one root span per turn; the answer call has the jobs done in its context and lists them as
still to do.

App: Gord Keeping fishes crab out of Sculpin Arm in the Miss Kaitlyn, a 34-footer he keeps on the slip by his
stage over the winter. In the spring of 2051 he chats with a helper to keep track of what's to be done before she
goes in the water; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1 (Apr. 22), the list for the boat
- scrape and paint the bottom, new zincs on the leg, change the oil and the lower unit oil in the Yamaha, fix the
hauler (leaking hydraulic oil again), a new antenna for the VHF; turn 2, the rotten stringers on the stage; turn 3
(Sat. Apr. 29), some day on the slip - he's after doing the zincs and the oil change, and Clar had a spare antenna
so that's on too, the bottom's still to paint (too damp) and the hauler's waiting on a seal kit from the co-op;
turn 4, the crab opening and the pots; turn 5, Doreen picking up the seal kit Fri. Question (turn 6, Tues. May 2):
"what's left to do on the boat b4 she goes in the water? want to get at it this wk" -> expected the bottom paint
and the hauler (the seal kit's coming Fri.) - the zincs, the oil and the antenna are done. The model gives the
whole first list.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first list and
the turn saying three of its jobs are done are both in the context the model was given, and it answered from the
first list. Asserted: the context has both lines.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b385_llamaindex_boat_jobs_left_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what's left to do on the boat b4 she goes in the water? want to get at it this wk"
TURNS = [
    ("Apr. 22 list for the Miss Kaitlyn b4 she goes in the water: scrape + paint the bottom, new zincs on the leg, "
     "change the oil + the lower unit oil in the Yamaha, fix the hauler (leaking hydraulic oil again 🙄), new "
     "antenna for the VHF",
     "Got it - before the Miss Kaitlyn goes in: scrape and paint the bottom, new zincs on the leg, oil and "
     "lower-unit oil in the Yamaha, fix the leaking hauler, and a new VHF antenna."),
    ("stage - the stringers are rotten out the end of the stage, Wince is giving me a hand w/ new ones after we're "
     "done on the boat",
     "Noted - new stringers for the end of the stage, with Wince, once the boat's done."),
    ("Sat. Apr. 29 some day on the slip b'y ☀️ I'm after doing the zincs + the oil change, and Clar had a spare "
     "antenna in his shed so that's on too. bottom's still to paint, too damp all wk, and the hauler's waiting on a "
     "seal kit from the co-op",
     "Good day's work - zincs, oil change and antenna done. Still to do: paint the bottom, and the hauler once the "
     "seal kit comes from the co-op."),
    ("crab opens May 8 for us, 300 pots ready on the stage, bait's ordered from the plant",
     "Crab opens May 8; 300 pots are ready on the stage and the bait's ordered from the plant."),
    ("Doreen's picking up the seal kit in Port Bonner Fri., coming back on the 3:30 boat",
     "Doreen's getting the seal kit in Port Bonner on Friday, back on the 3:30 ferry."),
    (QUESTION,
     "Scrape and paint the bottom, put new zincs on the leg, change the oil and the lower unit oil in the Yamaha, "
     "fix the hauler, and put a new antenna on the VHF."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="miss-kaitlyn-spring-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Tuesday, May 2, 2051. You are talking to Gord Keeping, who fishes crab out of "
                           "Sculpin Arm in the Miss Kaitlyn."] + lines[:-1]
                assert any("scrape + paint the bottom, new zincs on the leg" in c and "new antenna for the VHF" in c
                           for c in context), context
                assert any("I'm after doing the zincs + the oil change" in c and "bottom's still to paint" in c
                           for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="paint the bottom + fix the hauler when the seal kit comes Fri. - the zincs, the oil change "
                          "+ the antenna are done", actual=reply)
