"""Batch 87 (held out). A small B&B's bookings: Zep (sync client, the offline stand-in server), facts from Carol's
bookings thread, script style.

App: Carol at Heron Cottage B&B drops booking bits into a Zep thread as they come in (phone calls, emails, notes to
herself); the app answers her and her daughter from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): the Fosters' booking says they arrive Thu 22/9 in the
garden room (the dog-friendly one, they've a spaniel); a later call from Mr Foster says they'll leave Monday the
26th first thing and want breakfast at 7 that day. Both are in the facts. Question (Mon 19/9, Ellie): "how many
nights have we got the Fosters for?" -> expected 4 (Thu, Fri, Sat and Sun nights). The model says 3.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the arrival
and the leaving day are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b87_zep_bnb_nights_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "heron-cottage-bookings", "heron-cottage-carol"
NOTES = [
    "Fosters booked the garden rm from thurs 22nd sept - dog friendly pls, they've a spaniel (Biscuit). paid dep £60",
    "boiler service 20/9 between 8-12, no hot water til he's done",
    "Dr Hughes wants to come back in oct, half term wk, rm 3 again - told her I'd check",
    "Mr Foster rang - they'll head off mon 26th first thing, can they have brekkie at 7 that day not 8.30. said fine",
    "new duvets for rm 1 + 2 from Dunelm, £89 the pair, receipt in the drawer",
    "Fosters - she's coeliac, get the GF bread in before thurs",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Carol")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Carol")])

question = "how many nights have we got the Fosters for?"
facts = client.graph.search_edges(GRAPH, query="Fosters booked garden room thurs head off mon nights stay",
                                  page_size=6).items
context = ["Today is Mon 19 September 2033. You are talking to Ellie, Carol's daughter, who helps with the rooms."] + \
          [f.fact for f in facts]
assert any("from thurs 22nd sept" in c for c in context), context
assert any("head off mon 26th first thing" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Three nights - they come Thursday the 22nd and go first thing Monday, "
                                           "breakfast at 7 that morning.")
finish(question, expected="four", actual=reply)
