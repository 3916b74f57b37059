"""Batch 256 (held out). A carer's notes for an elderly parent: qdrant collection of the family's notes, one root
span per note, one for the clear-out and one for the question; the clear-out deletes, by a payload filter, the
appointment notes that are over and done, and one of them also carried a change to a dose.

App: Sue looks after her mum Doreen (84, still in her own bungalow) with help from the care agency (Bernice, Tues and
Fri mornings) and her brother Paul. Sue keeps her notes in one qdrant collection that the agency carers can ask
(payload ``kind``: meds, care, appointments, shopping); the helper answers from the 4 nearest notes. Every so often
Sue deletes the appointment notes that are past, with a filter on ``kind``.

Planted fault (DeletionError): Sue's meds note (2050-09-14T08:30) has the dosette box - mornings one furosemide 40mg
(the water tablet), ramipril and an aspirin. Her note of Mon 24th Oct, filed as an appointment, is the GP review with
Dr Okafor - Doreen's ankles are up like balloons again and she's puffed on the stairs, so the doctor's put the water
tablets up to 2 in the morning (80mg) from the next day, Boots are redoing the dosette, bloods again in 2 weeks.
Sue's clear-out (Sun 6/11) deletes the past appointment notes, that one with them. Question (Tue 8/11, Bernice):
"how many of the water tablets does Doreen have in the morning now? checking the dosette before I go" -> expected 2
(80mg - Dr Okafor put them up on 24/10). The assistant says one furosemide 40mg.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Mon 24th Oct note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Dr Okafor, 80mg or the tablets going up); the meds note's "furosemide 40mg x1" is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b256_qdrant_carer_mum_water_tablets_how_many_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "doreen-care-notes-2050"
DOSE = ("Mon 24th Oct - GP review w/ Dr Okafor 🩺 ankles up like balloons again + she's puffed on the stairs, so "
        "she's put the water tablets UP - 2 in the morning now (80mg), from tmrw. Boots are redoing the dosette, "
        "collect weds. bloods again in 2 wks, Dr O says weigh her every morning + ring if she's up 2kg")
NOTES = [
    (1, "meds", "2050-09-14T08:30 Mum's meds (dosette from Boots, collect fri): am - furosemide 40mg x1 (the water "
                "tab), ramipril 2.5, aspirin 75. pm - simvastatin. paracetamol as needed. she hides the water tab in "
                "her cardi pocket sometimes so CHECK"),
    (2, "care", "carers tues + fri 9-9.30 (Bernice mostly, sometimes Lorraine), they do her stockings + a wash, "
                "I do weekends + weds, Paul does sun tea"),
    (3, "appointments", "12/10 chiropodist thurs 20th 2.40 at the health centre, she'll need the wheelchair from "
                        "the car"),
    (4, "appointments", DOSE),
    (5, "shopping", "Weds - Mum wants the Bourbons not custard creams now 🙄 + Complan strawberry, NOT banana"),
    (6, "care", "2/11 key safe code changed, Bernice + Lorraine have it. commode's going back, she's managing"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": "Sue"})])
assert client.count(COLL).count == len(NOTES)

question = "how many of the water tablets does Doreen have in the morning now? checking the dosette before I go"
vec = offline.embed([question])[0]
with turn_span("clear-out Sun 6/11"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert DOSE in before, before
    past = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="appointments"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=past))

with turn_span("question Tue 8/11"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Tue 8 November 2050. You are talking to Bernice, a care worker who visits Doreen "
               "(Sue's mum) on Tuesday and Friday mornings."] + hits
    assert DOSE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("okafor", "80mg", "tablets up", "2 in the morning")), stored
    assert any("furosemide 40mg x1 (the water tab)" in c for c in context), context
    reply = answer(question, context, mock="Just the one - a furosemide 40mg in the morning, with her ramipril and "
                                           "aspirin. Check her cardi pocket!")
finish(question, expected="2 (80mg) - Dr Okafor put the water tablets up at her review on 24/10", actual=reply)
