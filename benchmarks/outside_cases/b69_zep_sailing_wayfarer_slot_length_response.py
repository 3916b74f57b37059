"""Batch 69 (held out). A sailing club's dinghy hire: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Mike runs the hire desk at Saul Junction Sailing Club. He logs the hire notes as messages on a Zep thread and
the assistant answers members from a graph edge search. Hire slots are 10-1 and 2-5, but on race Sundays (every
other Sunday, 27/5 is one) the hire boats have to be back on the beach by half twelve so the race officer can lay
the course.

Planted fault (ResponseError, ignored sufficient context): the slot, the race-day rule and the fact that Sunday 27th
is a race day are all in the facts the model gets; the model gives the whole slot. Question (Sat 26/5, Mrs Okafor,
who has the Wayfarer tomorrow): "how long have we got the Wayfarer for tomorrow?" -> expected two and a half hours
(10 till 12.30). The assistant says three hours.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the booking, the
race-day rule and the race date are in the facts the model got. Another reading: none that we see; nothing was lost
from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b69_zep_sailing_wayfarer_slot_length_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "saul-sailing-hire", "saul-sailing-hire-desk"
NOTES = [
    "hire slots sat + sun: 10-1 + 2-5. Wayfarer £45 a slot, Topper/Laser £24-28. members only, 1 slot each a day "
    "in summer",
    "race sundays (every other sun - 13/5, 27/5, 10/6...) hire boats back on the beach by half 12 latest, the RO "
    "needs the water + the rescue RIB from 1 to lay the course. tell ppl when they book!!",
    "Sun 27/5 Wayfarer 10-1 - the Okafors again, paid £45 on the app. Tash instructing. kids 9 + 11",
    "Wayfarer jib sheet swapped for the spare, new one ordered",
    "sun 20th - no race, hire all day, Dev in the Laser 10-12 went ok, capsized twice lol",
    "rescue RIB fuel - 2 cans full in the shed, key on the hook by the door",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Mike")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Mike")])

question = "how long have we got the Wayfarer for tomorrow?"
facts = client.graph.search_edges(GRAPH, query="Wayfarer sun 27/5 Okafors hire slot 10-1 race sundays back on the "
                                               "beach by half 12", page_size=8).items
context = ["Today is Sat 26 May 2029. You are talking to Mrs Okafor, who has the Wayfarer booked for tomorrow."] + \
          [f.fact for f in facts]
assert any("Sun 27/5 Wayfarer 10-1" in c for c in context), context
assert any("race sundays" in c and "27/5" in c and "half 12" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Three hours - your slot's 10 till 1 with Tash instructing.")
finish(question, expected="2 and a half hrs - it's a race day, boats back by 12.30", actual=reply)
