"""Batch 46 (held out), control. A plant stall's notes: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Jen ("Greenshoots" plant stall, Ludlow on Saturdays) logs stock and prices as messages on one Zep thread and
asks the assistant from a graph edge search. Her May price list has the 2-litre lavenders at £7. The batch of 30
that came from Hill's nursery on 20/5 was poor - brown at the base on about half - so she wrote she'd put a fiver
on them until they've all gone.

No fault planted. Question (Fri 22/5): "what am I charging for the big lavenders tomorrow?" The model answers £5,
right per memory. The label says £7, the price-list figure. Expected verdict: AnnotationError (the label is wrong);
no memory operation is at fault.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b46_ctl_zep_plant_stall_lavender_price_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "greenshoots-stock", "greenshoots-log"
NOTES = [
    "May prices - 9cm perennials £3.50 or 3 for £10, 2L perennials + the big lavenders (Hidcote, 2L) £7, herbs "
    "£2.50, tomato plants £2.50",
    "Ludlow sat 16/5 £311, pitch 22 was fine actually, more passing trade than the Buttercross",
    "Hill's delivery 20/5 - 30 lavender Hidcote 2L, but honestly about half are brown at the base, not great. put "
    "a fiver on them, they can go at a fiver till they've all gone, not worth arguing w Hill's",
    "Mrs Price's 6 sweet peas - paid £9, collected",
    "need more 9cm pots + a bag of grit from the farm shop b4 weds",
    "salvias doing well, 'Caradonna' nearly all gone, reorder 2 trays",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Jen")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Jen")])

question = "what am I charging for the big lavenders tomorrow?"
facts = client.graph.search_edges(GRAPH, query="lavender Hidcote 2L price £ fiver", page_size=6).items
context = ["Today is Fri 22/5/26."] + [f.fact for f in facts]
assert any("big lavenders (Hidcote, 2L) £7" in c for c in context), context
assert any("put a fiver on them" in c for c in context), context
reply = answer(question, context, mock="£5 each - the Hill's batch is a bit brown at the base, so they're going at a "
                                       "fiver until they're gone.")
finish(question, expected="£7 a pot", actual=reply)
