"""Batch 45 (held out), control. A farm shop's veg boxes: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Jo at Hollins Farm Shop logs the week's veg-box plans and what the fields and suppliers can give as messages on
one Zep thread, and asks the assistant from a graph edge search. The plan for the small boxes w/c 16 March was
spuds, carrots, two leeks, onions and a bag of kale. Then the frost got the kale on Top Field (yellow, not fit to
sell), and Jo took 40 bunches of purple sprouting from Ray at Hollybank for the small boxes.

No fault planted. Question (Tue 17/3): "what's going in the small boxes this week?" The model answers potatoes,
carrots, leeks, onions and Ray's purple sprouting, right per memory. The label lists the kale from the first plan.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b45_ctl_zep_farmshop_small_box_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hollins-shop", "hollins-shop-log"
NOTES = [
    "small box w/c 16/3: spuds 1.5kg, carrots, 2 leeks, onions + a bag of kale. £14",
    "large box w/c 16/3 - same as the small plus a cauli, parsnips + half doz eggs, £22",
    "Sal + Kieran packing weds from 2, 44 small 19 large this wk",
    "frost did for the kale on Top Field, what's left is yellow - not fit to sell. rang Ray at Hollybank, he's got "
    "purple sprouting, taking 40 bunches for the small boxes, £1.10 a bunch",
    "Crumb & Co want paying weekly now not monthly, fine",
    "Pete's eggs thurs from 5/3, 20 trays for now",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Jo")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Jo")])

question = "what's going in the small boxes this week?"
facts = client.graph.search_edges(GRAPH, query="small box this week kale spuds carrots leeks onions sprouting",
                                  page_size=6).items
context = ["Today is Tue 17/3/26."] + [f.fact for f in facts]
assert any("small box w/c 16/3" in c and "kale" in c for c in context), context
assert any("not fit to sell" in c and "purple sprouting" in c for c in context), context
reply = answer(question, context, mock="Potatoes (1.5kg), carrots, two leeks, onions and a bunch of purple sprouting "
                                       "from Ray at Hollybank - the kale got frosted, so it's not going in.")
finish(question, expected="Spuds, carrots, leeks, onions and kale", actual=reply)
