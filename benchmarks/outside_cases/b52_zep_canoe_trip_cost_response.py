"""Batch 52 (held out). A canoe club's trip thread: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Teme Valley Canoe Club's trip leader Meg logs the arrangements for the two-day Wye descent (Sat 11 - Sun 12 July
2026, Hay to Whitney with a night at the Boatside campsite) as messages on one Zep thread; members ask the
assistant, which answers from a graph edge search. The costs are said in different messages: the minibus is £96 for
the weekend split between the 12 going; the campsite is £11 a head for the night; club boats are free for members.
So each member pays £8 + £11 = £19.

Planted fault (ResponseError, ignored sufficient context): the model gives only the campsite, leaving out the
minibus share. Question (Tue 7/7, a member): "how much do I owe you for the wye weekend?" -> expected £19. The
model says £11.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the minibus
price, the number going and the campsite price are all in the facts the model got. Another reading: none that we
see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b52_zep_canoe_trip_cost_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "tvcc-wye-weekend", "tvcc-wye-weekend-plans"
NOTES = [
    "wye 2-dayer 11th-12th July, Hay to Whitney sat, Whitney to Hereford sun - 12 of us going now Sian's dropped out",
    "minibus from Wyre Forest Community Transport, £96 for the whole weekend, we'll split it between everyone going",
    "Boatside campsite sat night, £11 a head, loos + hot showers (20p meter!!), fires in the pits only",
    "club boats free for members as always, just sign them out in the book by thurs",
    "food - everyone brings their own sat lunch, Dafydd's doing a chilli for sat night, chip in on the day if u eat it",
    "meet 7.30 sat at the clubhouse, boats on the trailer fri eve 6pm, need 4 volunteers",
    "pay me by bank transfer by fri 10th pls, ref WYE + your name",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Meg")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Meg")])

question = "how much do I owe you for the wye weekend?"
facts = client.graph.search_edges(GRAPH, query="wye weekend cost £ minibus split campsite a head of us going pay",
                                  page_size=8).items
context = ["Today is Tue 7 July 2026."] + [f.fact for f in facts]
assert any("12 of us going" in c for c in context), context
assert any("£96 for the whole weekend" in c and "split" in c for c in context), context
assert any("£11 a head" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£11 - that's the Boatside campsite for the Saturday night. Boats are "
                                           "free for members.")
finish(question, expected="£19 each - £8 share of the minibus plus £11 for the campsite", actual=reply)
