"""Batch 102 (held out). A wedding florist's order notes: Zep (sync client, the offline stand-in server), facts
from the studio thread, script style.

App: Nisha at Petal & Stem drops notes about each wedding into a Zep thread; the studio helper answers from the
graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): the facts say the Khan wedding (Sat 4/7, the Fairway)
has 12 round tables with 5 ivory roses per centrepiece, Aisha's bouquet takes 20 ivory roses, and the 3
bridesmaids' posies 6 each; and there are 30 ivory roses left in the cold room from the Patel job, still good, to
go on the Khans. Question (Tue 30/6, Maya the Saturday girl doing the wholesaler order): "how many ivory roses do i
put on the wholesale order for the khan wedding?" -> expected 68 (60 + 20 + 18 = 98, less the 30 in the cold
room). The model says 98, leaving out the cold room.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the tables,
bouquet, posies and cold-room lines are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b102_zep_florist_roses_order_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "petal-stem-weddings", "petal-stem-nisha"
NOTES = [
    "Khan wedding sat 4/7 at the Fairway - 12 round tables, centrepieces 5 ivory roses each + gyp + ruscus",
    "Aisha's bouquet: 20 ivory roses hand tied, ribbon from her mum's sari (she's dropping it in weds)",
    "bridesmaids x3 - posies, 6 ivory roses each, same ribbon if theres enough",
    "cold room - 30 ivory roses left from the Patel job, still lovely, use them on the Khans",
    "Fairway want everything cleared by midnight, Tom collecting vases sun am",
    "wholesale order has to be in by weds 1/7 noon for thurs delivery",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Nisha")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Nisha")])

question = "how many ivory roses do i put on the wholesale order for the khan wedding?"
facts = client.graph.search_edges(GRAPH, query="Khan wedding ivory roses centrepieces bouquet posies cold room",
                                  page_size=8).items
context = ["Today is Tue 30 June 2037. You are talking to Maya, who's doing the wholesale order."] + \
          [f.fact for f in facts]
assert any("12 round tables" in c and "5 ivory roses each" in c for c in context), context
assert any("20 ivory roses" in c for c in context), context
assert any("6 ivory roses each" in c for c in context), context
assert any("30 ivory roses left" in c for c in context), context
with fault():
    reply = answer(question, context, mock="98 ivory roses - 60 for the twelve centrepieces, 20 for Aisha's bouquet "
                                           "and 18 for the three posies.")
finish(question, expected="68", actual=reply)
