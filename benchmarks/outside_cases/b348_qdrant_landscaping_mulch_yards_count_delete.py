"""Batch 348 (held out). A landscaping crew's job list: qdrant collection of the crew's notes, one root span per
note, one for Yesenia's clear-out and one for the question; the clear-out deletes, by a payload filter, the
finished-job notes she has invoiced, and one of them also carried a change to the next day's job.

App: Jardinería Hermanos Olvera is a small landscaping crew - Beto Olvera (the boss), his brother Memo and Poncho -
with Beto's wife Yesenia doing the office side. Everybody drops notes, mostly in Spanglish, into one qdrant
collection (payload ``kind``: job, done, equipment, pay). Once a finished job is invoiced Yesenia deletes the "done"
notes with a filter on ``kind``; the crew's helper answers from the 4 nearest notes.

Planted fault (DeletionError): Yesenia's job note of 2051-04-03T17:45 has the Johnson job (1412 Elm) for sáb 15/04 -
mulch in the front beds, "3 yardas del rojo". Memo's done note of jue 13/04 starts with the Garcias' job finished
and paid ($180 cobrado) and says, in Spanish, that they stopped at Mrs. Johnson's to measure and "quiere el doble
de mulch en el frente, so no son 3 yardas, son 6, y que sea el café oscuro no el rojo". Yesenia's clear-out (Fri
14/04, after invoicing) deletes the done notes, that one with them. Question (Fri 14/04, Poncho loading the trailer):
"cuántas yardas de mulch llevo pa' lo de Johnson mañana? loading the trailer tonight" -> expected 6 yards, dark brown
(double the 3 in the job note, as Memo wrote) - a numeric answer whose change is written only in Spanish. The
assistant says 3 yards of the red.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Memo's jue 13/04 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on "el doble", "son 6" or "café oscuro"); the job note's "3 yardas del rojo" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b348_qdrant_landscaping_mulch_yards_count_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hermanos-olvera-jobs-2051"
MULCH = ("jue 13/04 (Memo) - Garcías done ✅ trim + cleanup + haul away, $180 cobrado cash. pasamos por lo de Mrs. "
         "Johnson pa' medir el mulch - quiere el doble de mulch en el frente, so no son 3 yardas, son 6, y que sea el "
         "café oscuro no el rojo. she's paying the difference, ya le dije")
NOTES = [
    (1, "job", "Yesenia", "2051-04-03T17:45 Johnson (1412 Elm) - mulch en las jardineras del frente, 3 yardas del "
                          "rojo, sáb 15/04 8am. $95 la yarda instalada. cuidado con los rociadores"),
    (2, "job", "Yesenia", "5/04 Hendersons - poda de los crepe myrtles + aerate el lawn, martes 18/04. el portón "
                          "tiene código 2468"),
    (3, "equipment", "Beto", "lun 10/04 la trimmer Stihl grande otra vez no prende 🙄 Memo la lleva al taller, usen "
                             "la chica mientras. trailer ya tiene llanta nueva"),
    (4, "done", "Poncho", "mar 11/04 Ruiz done, sod + cleanup, $1,150, she paid Zelle. dejamos los pallets, Beto pasa "
                          "por ellos"),
    (5, "pay", "Yesenia", "12/04 rayita el viernes como siempre, Poncho pidió adelanto de $100, ya se lo di"),
    (6, "done", "Memo", MULCH),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "cuántas yardas de mulch llevo pa' lo de Johnson mañana? loading the trailer tonight"
vec = offline.embed([question])[0]
with turn_span("clear-out vie 14/04"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert MULCH in before, before
    invoiced = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="done"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=invoiced))

with turn_span("question vie 14/04"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Fri 14 April 2051. You are talking to Poncho, on the crew at Jardinería Hermanos "
               "Olvera."] + hits
    assert MULCH not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("el doble", "son 6", "café oscuro")), stored
    assert any("3 yardas del rojo" in c for c in context), context
    reply = answer(f"(Poncho) {question}", context,
                   mock="3 yardas del rojo for the Johnson job - sáb 8am, 1412 Elm, cuidado con los rociadores.")
finish(question, expected="6 yards, the dark brown - Mrs. Johnson wants double the mulch in the front (not 3 of the "
                          "red)", actual=reply)
