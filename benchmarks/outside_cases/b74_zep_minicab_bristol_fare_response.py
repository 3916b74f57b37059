"""Batch 74 (held out). A minicab firm's airport runs: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Tash, the controller at Valley Cars (Stroud), logs the firm's fares and jobs as messages on a Zep thread; the
drivers' assistant answers from a graph edge search. Bristol airport from Stroud is £68 flat for up to 4; a party of
5 or more goes in the 8-seater, which is £15 on top; and the airport's drop-off charge (£6) goes on the customer's
fare. The Wilsons' job on Tue 15/7 is 6 people, a drop at Bristol.

Planted fault (ResponseError, ignored sufficient context): the flat fare, the 8-seater supplement, the drop-off charge
and the job (6 of them) are all in the facts the model gets; the model quotes the flat fare. Question (Mon 14/7,
Jules, who has the job): "what do I charge the Wilsons for tomorrow's Bristol run?" -> expected £89 (68 + 15 + 6).
The assistant says £68.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the four facts are
in the context the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b74_zep_minicab_bristol_fare_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "valley-cars", "valley-cars-control"
NOTES = [
    "fares 2031 - Bristol airport from Stroud/Nailsworth £68 flat, that's 1 to 4 pax, Heathrow £150, Gatwick £165, "
    "B'ham £140",
    "anything 5+ people goes in the 8 seater (Jules or Dev), that's £15 on top of the normal fare. no exceptions, "
    "Ray's orders",
    "Bristol drop-off zone is £6 now for up to 10 mins - goes on their fare, don't swallow it lads",
    "Wilsons, 22 Bisley Rd - tues 15/7 BRS, 6 of them (2 grandparents) + a buggy, pick up 4.50am, flight to "
    "Malaga 07.15. Jules",
    "Dev off weds-fri this wk, Ray covering nights",
    "reminder the 8 seater's tyres r due, booked into Kwik Fit mon 21/7 8am",
    "Mr Okafor paid cash for sun, £62, in the tin",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Tash")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Tash")])

question = "what do I charge the Wilsons for tomorrow's Bristol run?"
facts = client.graph.search_edges(GRAPH, query="Wilsons Bristol airport fare charge 8 seater people drop-off zone",
                                  page_size=8).items
context = ["Today is Mon 14 July 2031. You are talking to Jules, who has the Wilsons' job in the 8-seater."] + \
          [f.fact for f in facts]
assert any("Bristol airport from Stroud/Nailsworth £68 flat" in c for c in context), context
assert any("£15 on top of the normal fare" in c for c in context), context
assert any("Bristol drop-off zone is £6" in c for c in context), context
assert any("6 of them (2 grandparents)" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£68 - that's the flat fare to Bristol airport from Stroud.")
finish(question, expected="£89 all in (the £68, +15 for the big car, +6 drop-off)", actual=reply)
