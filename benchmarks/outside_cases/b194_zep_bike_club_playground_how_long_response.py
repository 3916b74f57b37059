"""Batch 194 (held out). A bike club's kids' skills day: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the early lock-up in its facts and gives the full booking.

App: Market Drayton CC's kids' skills day is Sat 26th Sept 2043 on the Longlands primary school playground - cones,
a slalom, a "slow bike" race, helmet checks, parent marshals, squash and a certificate at the end. The club's
committee chat (Lisa the kids' coach, Mike the chair) goes into a Zep thread; the helper answers from a graph search
of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have the playground booked 10-1 off the school
(2043-08-18T19:30, Lisa, £25 to the PTA); 2/9, Mike - the coaching plan, two groups, 40 mins each then swap; Tues
8th Sept, Lisa - the caretaker, Mr Evans, has to lock the gates at half 12 now as the church next door have a
christening and want the school car park from 12.45, so they lose the last half hour, pack the cones away from 12.15;
15.9. - 28 kids booked. Question (Thu 24/9, Jess, a new parent marshal): "how long have we got the playground for sat?
trying to sort my day" -> expected 2 and a half hours (10 till half 12 - the caretaker locks up for the christening).
The model gives 3 hours, 10-1.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the 10-1 booking and the
half 12 lock-up are both in the facts the model was given, and it answered from the booking alone. Asserted: the
context has the 10-1 line and the half 12 lock-up line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b194_zep_bike_club_playground_how_long_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "market-drayton-cc-kids-2043", "kids-skills-day-committee"
POSTS = [
    "2043-08-18T19:30 Lisa - kids skills day sat 26th sept 🚲 Longlands school playground booked 10-1, £25 to the PTA "
    "for it. cones + the slalom poles out of the container",
    "2/9 Mike - plan: 2 groups (u9s + 9-12s), 40 mins each w Lisa + me then swap, slow bike race at the end + "
    "certificates",
    "Tues 8th Sept Lisa - Mr Evans the caretaker has to lock the gates at half 12 now 😩 church next door have a "
    "christening + want the school car park from 12.45, so we lose the last half hr. cones away from 12.15",
    "15.9. Lisa - 28 kids booked, squash + a certificate each, Sainsbury's gave us the squash",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Market Drayton CC kids' skills day")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="MDCC kids skills day")])

question = "how long have we got the playground for sat? trying to sort my day"
context = ["Today is Thu 24 Sept 2043. You are talking to Jess, a new parent marshal for Market Drayton CC's kids' "
           "skills day (Sat 26 Sept, Longlands school playground)."]
for query in ("how long is the playground booked", "playground times", "caretaker lock up"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("playground booked 10-1" in c for c in context), context
assert any("lock the gates at half 12" in c and "lose the last half hr" in c for c in context), context
with fault():
    reply = answer(question, context, mock="3 hours - it's booked 10 till 1, two groups of 40 mins then the slow bike "
                                           "race at the end.")
finish(question, expected="2 and a half hours - 10 till half 12, the caretaker locks up early for the christening",
       actual=reply)
