"""Batch 268 (held out). A bakery's wholesale orders: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the invoice and the credit owed against it in its facts and gives the
invoice total.

App: Crossley's Bakery in Mytholmroyd deliver bread to pubs and cafés up the valley and invoice them monthly. Sandra
(who does the books two days a week) and Shaz (who runs the wholesale side) put the office chat into a Zep thread;
the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Sandra's 2050-03-01T09:00 post - the
Fleece at Heptonstall on a monthly invoice, 30 days, Marco (the chef) signs the notes; Sandra's 31/3 post - the
Fleece's March invoice is done, £412.60 (bloomers and brioche, 17 drops); Shaz's Fri 1st Apr post - we owe the
Fleece a credit for the 40 brioche we shorted them on the 19th when the oven went down, £16, take it off March,
Marco's been on about it; and Sandra's Mon 4/4 post - the price letters have gone, the Fleece's brioche goes up 2p a
bun from May. Question (Tue 5/4, Shaz, on the phone to the Fleece's landlord): "what do the Fleece owe us for march?
landlord wants to pay it today by bank transfer" -> expected £396.60 (£412.60 less the £16 credit for the shorted
brioche). The model says £412.60.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the £412.60 invoice and the £16 credit to come off March, and the model gave the invoice as it stood.
Asserted: the context has the £412.60 and the £16 credit.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b268_zep_bakery_pub_invoice_owed_diff_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "crossleys-bakery", "wholesale-office-2050"
POSTS = [
    "2050-03-01T09:00 Sandra - Fleece (Heptonstall) on monthly invoice now, 30 days, Marco the chef signs the "
    "delivery notes, NOT the landlord",
    "31/3 Sandra - Fleece march invoice done 🧾 £412.60 (bloomers + brioche, 17 drops). Larder's is £655.20, "
    "Moor End £188",
    "Fri 1st Apr Shaz - heads up, we owe the Fleece a credit for the 40 brioche we shorted them on the 19th when the "
    "oven went down 😩 £16, take it off march, Marco's been on about it",
    "Mon 4/4 Sandra - price list letters went out, Fleece brioche going up 2p a bun from may, bloomers same",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Crossley's office")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="office chat")])

question = "what do the Fleece owe us for march? landlord wants to pay it today by bank transfer"
context = ["Today is Tue 5 April 2050. You are talking to Shaz, who runs wholesale at Crossley's Bakery."]
for query in ("Fleece march invoice", "credit owed to the Fleece", "what the Fleece owe"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Fleece march invoice done" in c and "£412.60" in c for c in context), context
assert any("we owe the Fleece a credit" in c and "£16, take it off march" in c for c in context), context
with fault():
    reply = answer(f"(Shaz) {question}", context,
                   mock="£412.60 for March - that's the bloomers and brioche, 17 drops.")
finish(question, expected="£396.60 - the £412.60 invoice less the £16 credit for the brioche we shorted them",
       actual=reply)
