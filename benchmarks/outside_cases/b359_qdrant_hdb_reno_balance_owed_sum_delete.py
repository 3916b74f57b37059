"""Batch 359 (held out). An HDB flat renovation: qdrant collection of a couple's reno notes, one root span per note,
one for Shu Fen's clear-out and one for the question; the clear-out deletes, by a payload filter, the quotation
notes she has filed in the reno folder, and one of them also carried the contractor's discount.

App: Wei Ming and Shu Fen are doing up their new 4-room BTO at Tengah (blk 131B) with Seng Heng Reno (Ah Seng) -
hacking, carpentry, electrical, painting. They file their notes into one qdrant collection (payload ``kind``:
contract, quotation, payment, schedule, permit). Once the quotes are printed and in the reno folder, Shu Fen
deletes the quotation notes with a filter on ``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the contract note (2051-01-09T21:30) has the total at S$38,500, 30% deposit, 40%
after carpentry, 30% at handover, "confirm plus chop". The payment note (Mon 16 Jan) has the S$11,550 deposit paid.
Shu Fen's note of Sat 21/1 starts with the showroom visit and the other contractors' quotes (so it was filed as a
quotation) and says, in the middle, that Ah Seng agreed to knock off S$1,200 on the carpentry if they change the
wardrobe doors from veneer to laminate, so the contract total minus 1.2k. Her clear-out (Tue 24/1) deletes the
quotation notes, that one with them. Question (Sun 12/3, Wei Ming): "after the deposit how much more we owe Ah Seng
altogether? want to plan how much cash + CPF" -> expected S$25,750 (38,500 - 1,200 - 11,550). The assistant says
S$26,950.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Sat 21/1 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on the 1,200, the laminate or the knock-off); the contract's S$38,500 and the S$11,550 deposit are
in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b359_qdrant_hdb_reno_balance_owed_sum_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "tengah-131b-reno-2051"
LESS = ("Sat 21/1 (Shu Fen) went Ah Seng's showroom at Ubi. the Mega Home quote S$41k + the IG one S$36k but no "
        "carpentry, so still Ah Seng. he agree to knock off S$1,200 on the carpentry if we change the wardrobe doors "
        "from veneer to laminate - ok with me, cannot tell the diff one. so the total we owe him is contract minus "
        "1.2k, he'll update the invoice")
NOTES = [
    (1, "contract", "Wei Ming", "2051-01-09T21:30 signed w Seng Heng Reno (Ah Seng) 🔨 total S$38,500 incl hacking, "
                                "carpentry, electrical, painting. pay 30% deposit, 40% after carpentry, 30% at "
                                "handover. confirm plus chop"),
    (2, "quotation", "Wei Ming", "14/1 other quotes for comparison - Mega Home Deco S$41k, the IG contractor S$36k "
                                 "but carpentry not incl. no need already"),
    (3, "payment", "Wei Ming", "Mon 16 Jan - paid the deposit S$11,550 by bank transfer, Ah Seng acknowledge on "
                               "whatsapp, receipt in the folder"),
    (4, "schedule", "Shu Fen", "hacking start 6/2, HDB permit approved liao. noisy works only 9-5 weekdays, no "
                               "sat/sun/PH"),
    (5, "quotation", "Shu Fen", LESS),
    (6, "permit", "Shu Fen", "town council want the reno notice at the lift lobby, Ah Seng put up already. neighbour "
                             "#11-240 ask for his number in case"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "after the deposit how much more we owe Ah Seng altogether? want to plan how much cash + CPF"
vec = offline.embed([question])[0]
with turn_span("clear-out Tue 24/1"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert LESS in before, before
    filed = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="quotation"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=filed))

with turn_span("question Sun 12/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Sun 12 March 2051. You are talking to Wei Ming, who is renovating his 4-room BTO at Tengah "
               "with Seng Heng Reno."] + hits
    assert LESS not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("1,200", "1.2k", "laminate", "knock off")), stored
    assert any("total S$38,500" in c for c in context), context
    assert any("paid the deposit S$11,550" in c for c in context), context
    reply = answer(question, context, mock="S$26,950 - the S$38,500 contract less the S$11,550 deposit (S$15,400 "
                                           "after carpentry, S$11,550 at handover).")
finish(question, expected="S$25,750 - 38,500 less Ah Seng's S$1,200 off for laminate, less the S$11,550 deposit",
       actual=reply)
