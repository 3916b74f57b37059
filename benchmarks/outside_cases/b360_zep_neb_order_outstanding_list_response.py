"""Batch 360 (held out). A lab's reagent orders: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has both items still to come in its context and lists only one.

App: the Kowalski lab's #orders Slack channel goes into a Zep thread; the lab helper answers "what's come / what's
still to come" from a graph search of the facts. Hannah (the lab manager's technician) places the orders and books
the deliveries in.

Planted fault (ResponseError, ignored sufficient context): the facts have Hannah's 2050-05-03 PO 7781 to NEB
(Gibson master mix E2611L, DpnI, the Q5 site-directed mutagenesis kit, T4 PNK); her Tue 10/5 post - the delivery
came, Gibson MM and T4 PNK into -20 A, DpnI backordered, NEB say end of May; her 12 May post - correction to
Tuesday's, the Q5 SDM kit wasn't in that box either, the packing slip says "to follow", she's chasing; and Marco's
Fri 13/5 post asking to borrow DpnI for Monday. Question (Mon 16/5, Marco): "what's still outstanding from the NEB
order? need to know if I should borrow from the Reyes lab" -> expected the DpnI (backordered till end of May) and
the Q5 site-directed mutagenesis kit (to follow). The model says just the DpnI, everything else came Tuesday.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the backordered DpnI and the correction that the Q5 SDM kit wasn't in the box, and it left the kit
out. Asserted: the context has the DpnI backorder and the SDM kit correction.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b360_zep_neb_order_outstanding_list_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "kowalski-lab", "orders-2050"
POSTS = [
    ("Hannah", "2050-05-03 PO 7781 placed w/ NEB: Gibson MM (E2611L), DpnI, Q5 site-directed mutagenesis kit "
               "(E0554S), T4 PNK. ETA ~1 wk, budget KOW-22"),
    ("Hannah", "Tue 10/5 NEB delivery in - Gibson MM + T4 PNK into -20 A door rack. DpnI backordered, NEB say end "
               "of May 😒"),
    ("Hannah", "12 May - correction to tues: the Q5 SDM kit wasn't in that box either, packing slip says 'to "
               "follow'. chasing NEB"),
    ("Marco", "Fri 13/5 anyone got spare DpnI? need ~2 µL for the S-0433 digest mon"),
    ("Hannah", "Fri 13/5 Fisher order (PO 7790) all in: 1.5 mL tubes x10 boxes, P200 filter tips x5, agarose 500 g"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Kowalski lab #orders")
client = zep_client(server)
for who, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "what's still outstanding from the NEB order? need to know if I should borrow from the Reyes lab"
context = ["Today is Mon 16 May 2050. You are talking to Marco, a postdoc in the Kowalski lab."]
for query in ("NEB order outstanding", "backordered to follow", "what's arrived from NEB"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("DpnI backordered, NEB say end of May" in c for c in context), context
assert any("the Q5 SDM kit wasn't in that box either" in c for c in context), context
with fault():
    reply = answer(f"(Marco) {question}", context,
                   mock="Just the DpnI - it's backordered till the end of May. Everything else on PO 7781 came on "
                        "Tuesday, so borrow DpnI from the Reyes lab for Monday.")
finish(question, expected="the DpnI (backordered till end of May) and the Q5 site-directed mutagenesis kit (to "
                          "follow, Hannah's chasing)", actual=reply)
