"""Batch 25 (held out). A swimming club gala secretary's chat: LlamaIndex Memory (async aput/aget), asyncio, one
root span per turn.

App: Helen is gala secretary at the Ely Otters. She chats with an assistant while sorting entries for the county
gala (Sun 26/4, Cambridge): entry times, swimmers' times, fees, officials; each message is ``aput`` into a
LlamaIndex Memory and the whole memory (``aget``) is the context of each answer. Ten turns in March 2026, each
starting with the day it was sent.

Planted fault (ResponseError, ignored sufficient context): the county entry time for girls 10-11, 50m backstroke,
is 45.00. On Mon 9/3 Helen notes Isla Reid's squad time, 47.2, "not there yet". On Sat 21/3 Isla swims the club
time trial: "43.8 for 50 back!!! Becky timed it + Dev 2nd watch, so it counts as a club time". Entries close Fri
3/4. On Wed 25/3 Isla's mum asks if she can swim it; the model goes by the 9/3 time and says no. Question: "can
Isla do the 50 back at the county gala?" -> expected "yes".

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the entry
time, the 21/3 time trial and the entry deadline are in the context of the last answer. Another reading: none that
we see; memory holds every message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b25_llamaindex_swimclub_gala_entry_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Mon 2/3 - county gala pack is out. Sun 26th April, Parkside pools Cambridge, warm up 8.30. Entry times for "
     "girls 10-11: 50 free 39.50, 50 back 45.00, 50 breast 50.00. Entries close Fri 3/4, £6.50 per event",
     "County gala Sunday 26 April at Parkside; girls 10-11 entry times noted; entries close Friday 3 April at "
     "GBP 6.50 an event."),
    ("Wed 4/3 - need 2 timekeepers + a judge from us or we get fined £50. Dev's said yes to timekeeping",
     "Dev is one timekeeper; you still need another and a judge."),
    ("Mon 9/3 - squad times from Sat: Isla Reid 50 back 47.2, not there yet, Becky's working on her turns. Maya "
     "Singh 50 free 38.9 so she's in",
     "Isla is at 47.2 for 50 back, outside the 45.00 entry time for now; Maya's 38.9 gets her into the 50 free."),
    ("Thu 12/3 - Jenny's doing the judge course 28/3 so she can judge for us, £25 course fee, club pays",
     "Jenny will be your judge after her course on 28 March."),
    ("Mon 16/3 - coach booked for the gala, £310, leaves the leisure centre 7.15am. parents can follow in cars",
     "Coach booked for GBP 310, leaving 7.15am."),
    ("Sat 21/3 - club time trial this morning. Isla 43.8 for 50 back!!! Becky timed it + Dev 2nd watch, so it "
     "counts as a club time. Her mum cried",
     "Brilliant - 43.8 for Isla in the 50 back, on two watches."),
    ("Sun 22/3 - Maya also wants to do 50 breast, her best is 51.3, no chance this time sadly",
     "Maya's 51.3 is outside the 50.00 breaststroke entry time, so just the 50 free for her."),
    ("Mon 23/3 - 2nd timekeeper sorted, Carl (Ollie's dad)",
     "Carl is the second timekeeper, so officials are covered."),
    ("Tue 24/3 - entries so far: Maya 50 free, the Patel twins 50 free + 50 breast, Sam 50 back. cheque for the "
     "county due w the entries",
     "Entries so far: Maya, the Patel twins and Sam."),
    ("Wed 25/3 - Isla's mum just asked me - can Isla do the 50 back at the county gala?",
     "Not this time - her 50 back is 47.2, outside the 45.00 entry time. Maybe at the next gala once her turns "
     "improve."),
]


async def main():
    memory = Memory.from_defaults(session_id="otters-gala-secretary", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("50 back 45.00" in c and "Entries close Fri 3/4" in c for c in lines), lines
                assert any("Sat 21/3" in c and "Isla 43.8 for 50 back" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="Yes - her 43.8 at the club time trial on the 21st is inside the 45 sec entry time "
                                  "(entries close 3 April)", actual=reply)


asyncio.run(main())
