"""Batch 78 (held out). A brass band's summer engagements: Zep (sync client, the offline stand-in server), facts
from the band treasurer's thread, script style.

App: Ray, treasurer of Kingsbury Silver Band, drops money notes into a Zep thread; the app answers from the graph's
facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): the carnival committee pays £300 for the parade, the
coach to Ashby for it is £120 and the band pays it, and the band's own carnival raffle of £45 goes to the
committee, not the band - all are in the facts. Question (Mon 28/7): "how much have we actually made on the
carnival?" -> expected £180 (£300 less the £120 coach). The model gives the £300 fee.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the fee and
the coach are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b78_zep_band_carnival_net_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "kingsbury-band-money", "kingsbury-treasurer"
NOTES = [
    "carnival cttee confirmed £300 for us doing the parade 26/7, cheque after, they're always slow",
    "coach for the carnival (Ashby, 24 seater) - Fenn's, £120, we pay it, booked 2/6",
    "Hollins Green fete paid £250 cash on the day 12/7, banked 14th",
    "the raffle we ran on the carnival float made £45 but that goes to the carnival's own charity, not us",
    "new music stands x 6 from Gear4music £87, came out of the equipment pot",
    "Abbey Park bandstand - council pay £180 a sunday, invoice after the 27th",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ray")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Ray")])

question = "how much have we actually made on the carnival?"
facts = client.graph.search_edges(GRAPH, query="carnival parade fee coach cost made raffle",
                                  page_size=8).items
context = ["Today is Mon 28 July 2031. You are talking to Ray, the band treasurer."] + [f.fact for f in facts]
assert any("£300 for us doing the parade" in c for c in context), context
assert any("Fenn's, £120, we pay it" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£300 - that's what the carnival committee is paying for the parade, "
                                           "the cheque's to follow.")
finish(question, expected="£180 once Fenn's coach is paid", actual=reply)
