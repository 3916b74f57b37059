"""Batch 115 (held out). A taxi firm's week of fares: Zep facts (sync client, offline stand-in), script style.

App: Shaz, on the desk at Vale Cars, logs the week's jobs and takings into a Zep thread as they come; the helper
answers Raj, the owner, from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have four airport runs in the week - Mon the
Fairbanks back from MAN T1 £72 cash, Weds Mr Dhillon to LBA £45 on account, Thurs Mrs Okafor's return from MAN £68
(her son paid cash) and Fri the Lims to Heathrow £310 (Kev, a long day) - plus a £12 local fare to the Co-op, a
£9.50 hospital run and £60 of diesel out. The model adds up only three of the runs and leaves out Heathrow.
Question (Sat 25/4, Raj): "what did the airport runs bring in this wk? just those, not the locals" -> expected £495
(72 + 45 + 68 + 310). The assistant says £185.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): every fact the sum
needs is in the context the model was given, and the model left one of them out. Asserted: all four airport fares
are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b115_zep_taxi_airport_fares_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "vale-cars", "vale-cars-shaz"
NOTES = [
    "mon 20/4 - the Fairbanks back off MAN T1 (Tenerife, v brown lol), Kev, £72 cash in the tin",
    "Mrs Pearson hospital run mon 9.15 to the General + back, £9.50, she always rounds it up to a tenner bless her",
    "weds - Mr Dhillon to LBA 6am, Dawn, £45 on his account, invoice end of month",
    "thurs 23rd Mrs Okafor's return from MAN T2, flight late in so Raj waited 50 mins, £68 - her son Tunde paid "
    "cash at the door",
    "diesel £60 out of the tin tues, receipt's in the drawer",
    "fri - the Lims to Heathrow T5 for 11am, Kev, left at 5.30, back for 4ish, £310 by card. long day for him",
    "£12 local, Co-op to Beech Rd, fri teatime",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Shaz")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Shaz")])

question = "what did the airport runs bring in this wk? just those, not the locals"
facts = client.graph.search_edges(GRAPH, query="airport run fare MAN LBA Heathrow this week takings",
                                  page_size=10).items
context = ["Today is Sat 25 April 2037. You are talking to Raj, who owns Vale Cars."] + [f.fact for f in facts]
assert any("MAN T1" in c and "£72" in c for c in context), context
assert any("LBA" in c and "£45" in c for c in context), context
assert any("Okafor" in c and "£68" in c for c in context), context
assert any("Heathrow" in c and "£310" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£185 - the Fairbanks £72, Mr Dhillon £45 and Mrs Okafor's return £68.")
finish(question, expected="£495 - Fairbanks 72, Mr Dhillon 45, Mrs Okafor 68 and the Lims' Heathrow run 310",
       actual=reply)
