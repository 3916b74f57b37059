"""Batch 239 (held out). A community garden's plant sale: chromadb collection of the organisers' notes, one root span
per note, one for Dee's clear-out and one for the question; the clear-out deletes, by a metadata filter, the
volunteer notes she has copied onto the rota in the shed, and one of them also carried a price cut.

App: Copley Community Garden hold their plant sale on Sat 13th May 2051 at the garden gate, 10 till 1 - tomatoes,
courgettes, squash, herbs and bedding grown by the volunteers, proceeds to the new polytunnel. Dee (the coordinator)
and Ken (who does the growing) file notes into one chroma collection (metadata ``kind``: plan, stock, prices,
volunteers). Once the volunteer rota is written up and pinned in the shed Dee deletes the volunteer notes with
``delete(where={"kind": "volunteers"})``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the prices note (2051-04-20T19:00) has tomato plants £2 each or 3 for £5, courgettes
£1.50, squash £2, herbs £2.50. Dee's volunteer note of Sun 7th May starts with who's on the gate, the float and the
teas and says, in the middle, that Ken reckons the courgettes have gone leggy in the heat, so they're down to £1
each - still good plants, they'll romp away once they're in. Dee's clear-out (Tue 9/5) deletes the volunteer notes,
that one with them. Question (Fri 12/5, Linda, on the till): "how much for 3 tomato plants + 2 courgettes? want to
do a price list for the till" -> expected £7 (3 for £5 plus 2 x £1). The assistant says £8.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Dee's Sun 7th May note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on £1 each or leggy courgettes); the prices note's "courgettes £1.50" and "3 for £5" are in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b239_chroma_plant_sale_basket_cost_sum_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

CUT = ("Sun 7th May (Dee) - gate: me + Raj 10-11.30, Linda + Pam 11.30-1, float £40 in the blue tin. teas from the "
       "shed, Pam's bringing a lemon drizzle. Ken reckons the courgettes have gone a bit leggy in the heat so they're "
       "down to £1 each now, still good plants, they'll romp away once they're in. Sue on the raffle")
NOTES = [
    ("plan", "Dee", "2051-04-02T10:30 PLANT SALE 🌱 sat 13th may, 10 till 1 at the garden gate. all money to the "
                    "polytunnel fund. posters up in the co-op + the library pls"),
    ("stock", "Ken", "18/4 tomatoes pricked out, about 140 (Gardener's Delight, Moneymaker + a few Sungold), 60 "
                     "courgettes, 30 squash, herbs in the cold frame"),
    ("prices", "Dee", "2051-04-20T19:00 prices agreed at the meeting - tomato plants £2 each or 3 for £5, courgettes "
                      "£1.50, squash £2, herbs £2.50, bedding 6-packs £3"),
    ("volunteers", "Dee", "Weds 3/5 still need 2 for the gate 11.30-1 + someone to do teas, shout up"),
    ("volunteers", "Dee", CUT),
    ("stock", "Ken", "Mon 8th - hardening off all week by the shed, DON'T water the tomatoes after 4, slugs"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("copley-garden-plant-sale-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])

question = "how much for 3 tomato plants + 2 courgettes? want to do a price list for the till"
with turn_span("clear-out Tue 9/5"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert CUT in before, before
    with fault():
        notes.delete(where={"kind": "volunteers"})

with turn_span("question Fri 12/5"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Fri 12 May 2051. You are talking to Linda, who's on the till at Copley Community Garden's "
               "plant sale (Sat 13 May)."] + hits
    assert CUT not in stored and not any(w in c.lower() for c in stored + context
                                         for w in ("£1 each", "leggy")), stored
    assert any("courgettes £1.50" in c and "3 for £5" in c for c in context), context
    reply = answer(question, context, mock="£8 - the tomatoes are 3 for £5 and the courgettes £1.50 each, so £3 for "
                                           "the two.")
finish(question, expected="£7 - 3 tomatoes for £5 plus 2 courgettes at £1 (Ken's knocked them down, they're leggy)",
       actual=reply)
