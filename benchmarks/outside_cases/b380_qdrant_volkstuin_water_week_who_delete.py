"""Batch 380 (held out). A volkstuin association's water rota: qdrant collection of the board's notes, one root span
per note, one for the clear-out and one for the question; the clear-out deletes, by a payload filter, the kantine
notes once the kantine rooster is printed, and one of them also carried a swap on the water rota.

App: Tuinpark Het Slootrietje (an invented allotment park in Amsterdam) waters the shared kas (greenhouse) and the
ouderentuin by rota: one tuin a week has the waterbeurt and the key of the pump. Ria (the secretary) and Dirk (the
chairman) file notes into one qdrant collection (payload ``kind``: water, compost, bestuur, kantine). Once the kantine
rooster for april hangs in the kantine, Ria deletes the kantine notes with a filter on ``kind``; the helper answers
from the 4 nearest notes.

Planted fault (DeletionError): the water rota (01-03-2026) has week 15 (6-12 april) at tuin 12, Wendy Kok, and week
16 at tuin 43, Marco. Ria's kantine note of do 26 maart is about the kantine rooster for april (Ans and Kees on the
sundays, the new koffiemachine) and says, in the middle, that Wendy goes to Texel with the kleinkinderen, so she
swaps her water week with Jos Brinkman of tuin 8: week 15 is Jos, Wendy takes his week 19.
Ria's clear-out (ma 30 maart) deletes the kantine notes, that one with them. Question (vr 3 april, Dirk): "who has
the waterbeurt for the kas in week 15? I want to give them the key of the pomp this weekend" -> expected Jos Brinkman,
tuin 8 (he swapped with Wendy). The assistant says Wendy Kok, tuin 12.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Ria's do 26 maart note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Jos, Texel or the swap); the rota's "wk 15 tuin 12 Wendy Kok" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b380_qdrant_volkstuin_water_week_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "slootrietje-bestuur-2026"
SWAP = ("do 26 maart (Ria) - kantine rooster april hangs on the door ☕ Ans + Kees do the sundays, the new "
        "koffiemachine works (read the briefje first!!). Oh and Wendy goes to Texel with the kleinkinderen, so she "
        "swaps her water week with Jos Brinkman tuin 8: wk 15 water is Jos, Wendy takes his wk 19. no problem, they "
        "fixed it together")
NOTES = [
    (1, "water", "Dirk", "01-03-2026 WATERBEURT kas + ouderentuin 💧 wk 14 tuin 31 Fatima, wk 15 tuin 12 Wendy Kok, "
                         "wk 16 tuin 43 Marco, wk 17 tuin 5 Henk. key of the pomp goes hand to hand, water every "
                         "evening after 18:30, not in the sun pls"),
    (2, "compost", "Ria", "compost rota: 2 kruiwagens a week per tuin on the big hoop, not the hoop by the sloot, "
                          "that one is for the bestuur"),
    (3, "bestuur", "Dirk", "10-03-2026 bestuur: tuinhuur before 1 april on the rekening, ALV is za 28 maart 14:00 in "
                           "the kantine"),
    (4, "kantine", "Ria", "ma 16-03 kantine: the old koffiemachine is dead, bestuur buys a new one, max €250,-"),
    (5, "kantine", "Ria", SWAP),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who has the waterbeurt for the kas in week 15? I want to give them the key of the pomp this weekend"
vec = offline.embed([question])[0]
with turn_span("clear-out ma 30-03"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert SWAP in before, before
    printed = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="kantine"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=printed))

with turn_span("question vr 3 april"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is vr 3 april 2026 (week 14). You are talking to Dirk, chairman of Tuinpark Het Slootrietje."] \
        + hits
    assert SWAP not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("jos", "texel", "swap")), stored
    assert any("wk 15 tuin 12 Wendy Kok" in c for c in context), context
    reply = answer(question, context, mock="Week 15 is tuin 12, Wendy Kok - give her the key of the pomp.")
finish(question, expected="Jos Brinkman, tuin 8 - Wendy swapped her water week with him (she goes to Texel)",
       actual=reply)
