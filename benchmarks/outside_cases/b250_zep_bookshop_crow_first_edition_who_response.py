"""Batch 250 (held out). A second-hand bookshop's stock notes: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has who the reserved book is for now in its context and names the
customer who dropped out.

App: Maggie runs Lumb Lane Books, a second-hand bookshop in Hebden Bridge, with Josh on Saturdays. They put the
shop's notes - stock in, reservations, orders, the till - into a Zep thread, and the helper answers from a graph
search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Maggie's 2050-02-20T15:10 note - the Ted
Hughes Crow, Faber 1970 first edition, in the locked cabinet, £180, reserved for Mr Pickering, who'll pay on the
1st; Josh's 5/3 note - Pickering rang, he can't stretch to it after all, his boiler's gone, so it's free again, and
the lady with the Plath tote bag, Mrs Oduya, is having it, paid £50 deposit, collecting Sat 19th, her name's on the
slip in the cabinet; and Maggie's Weds 9th March note - Pickering's having the Hughes Selected instead, the cheap
one. Question (Sat 19/3, Josh at the counter): "who's the Crow first edition for? there's someone at the counter
saying they've come to collect it" -> expected Mrs Oduya (£50 paid, £130 to pay). The model says Mr Pickering.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given say Pickering dropped out and Mrs Oduya is having it, and the model named Pickering. Asserted: the context
has the first reservation and Josh's note with Mrs Oduya.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b250_zep_bookshop_crow_first_edition_who_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "lumb-lane-books", "shop-notes-2050"
POSTS = [
    "2050-02-20T15:10 Maggie - Ted Hughes Crow, Faber 1970 1st ed, dj a bit chipped but lovely 🐦‍⬛ in the locked "
    "cabinet, £180. reserved for Mr Pickering, he'll pay on the 1st when his pension's in",
    "26/2 Maggie - 3 boxes of Maigrets in from the Heptonstall clearance, pricing mon",
    "5/3 Josh - Pickering rang, can't stretch to the Crow after all, his boiler's gone 😬 so it's free again. the lady "
    "w/ the Plath tote bag (Mrs Oduya) is having it!! paid £50 deposit, collecting sat 19th, her name's on the slip "
    "in the cabinet",
    "Weds 9th March Maggie - Pickering's having the Hughes Selected Poems instead, the £6 one, poor lamb",
    "Fri 18th Maggie - heating man's been, all working. Josh on tmrw 10-4, float's in the tin",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Lumb Lane Books")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="shop notes")])

question = "who's the Crow first edition for? there's someone at the counter saying they've come to collect it"
context = ["Today is Sat 19 March 2050. You are talking to Josh, on the counter at Lumb Lane Books."]
for query in ("Crow first edition reserved", "who is collecting the Hughes", "deposit paid collecting"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("reserved for Mr Pickering" in c for c in context), context
assert any("can't stretch to the Crow after all" in c and "(Mrs Oduya) is having it" in c for c in context), context
with fault():
    reply = answer(f"(Josh) {question}", context,
                   mock="It's Mr Pickering's - he reserved the Crow (£180) and said he'd pay when his pension's in. "
                        "It's in the locked cabinet.")
finish(question, expected="Mrs Oduya (the lady with the Plath tote) - £50 deposit paid, Pickering dropped out",
       actual=reply)
