"""Batch 66 (held out). A home-baking business's wedding order: Zep (sync client against the offline Zep v4 stand-in
of tests/instrumentations), script style (each call its own trace).

App: Nadia of "Crumb & Co" logs the Kowalski wedding order (Sat 28 Sept 2028, Painswick Rococo Garden) as messages
on a Zep thread and asks the assistant from a graph edge search when she writes the final invoice. The order is a
three-tier naked cake at £240 and 60 cupcakes at £1.50 each (£90); the couple paid a £100 deposit by bank transfer.
So £240 + £90 - £100 = £230 left to pay.

Planted fault (ResponseError, ignored sufficient context): the model takes the deposit off the cake and leaves out
the cupcakes: £140. Question (Mon 16/9): "how much is left to pay on the Kowalski wedding order?" -> expected £230.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the cake price,
the cupcakes and their price, and the deposit are all in the facts the model got. Another reading: none that we
see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b66_zep_bakery_wedding_balance_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "crumb-co", "crumb-co-kowalski-wedding"
NOTES = [
    "Kowalski wedding confirmed!! 3 tier naked cake, choc orange / vanilla bean / choc orange, £240 incl the stand "
    "hire",
    "they want cupcakes for the evening do as well - 60, vanilla w buttercream roses, did them at £1.50 each",
    "deposit £100 came through by bank 3/8, ref KOWALSKI WED",
    "delivery to Painswick Rococo Garden sat 28/9 by 11am, set up in the marquee. no charge, it's 10 min away",
    "flowers on the cake from their florist (Petal & Stem), I just put them on - make sure nothing's toxic",
    "Anna (bride) asked can we keep the top tier for the christening next yr - told her freeze it, wrapped twice",
    "invoice to go out 2 wks before - mon 16th",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Nadia")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Nadia")])

question = "how much is left to pay on the Kowalski wedding order?"
facts = client.graph.search_edges(GRAPH, query="Kowalski wedding cake price £ cupcakes each deposit paid left to "
                                               "pay", page_size=8).items
context = ["Today is Mon 16 September 2028."] + [f.fact for f in facts]
assert any("naked cake" in c and "£240" in c for c in context), context
assert any("60" in c and "£1.50 each" in c for c in context), context
assert any("deposit £100" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£140 - the cake's £240 and they've paid £100 deposit. Invoice goes out "
                                           "today.")
finish(question, expected="£230 (cake £240 + cupcakes £90, less the £100 they've paid)", actual=reply)
