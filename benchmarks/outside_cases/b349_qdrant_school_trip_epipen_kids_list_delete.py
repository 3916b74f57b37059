"""Batch 349 (held out). A school trip's permission-slip tracker: qdrant collection of the trip notes, one root span
per note, one for the teacher's clear-out and one for the question; the clear-out deletes, by a payload filter, the
reminder notes once the reminder letters have gone home, and one of them also carried a pupil's new medical need.

App: Year 4 at Fernhill Primary go to the Eden Project on Fri 16 June 2051. Ms Okoye (4B's teacher) keeps the slip
tracker in the class helper - markdown tables with a TODO / DONE slip column, the nurse's medical list as nested
bullets, the reminders - each note a point in one qdrant collection (payload ``kind``: slips, medical, reminder,
logistics). When the reminder letters are out she deletes the reminder notes with a filter on ``kind``; the helper
answers from the 4 nearest notes.

Planted fault (DeletionError): the slips table (2051-06-01) has Amara Osei and Ruby Lowe as TODO; Mrs Dean's medical
list (5/6) has Jonah Bell with a nut allergy and 2x EpiPen and Leo Marsh with an inhaler. Ms Okoye's reminder note
of Fri 9/6 says the reminder letters went to the two TODOs, and then: Amara's mum came in with the slip and the £12
this morning so Amara's DONE now - and the slip says she's had a nut allergy diagnosed since Easter, EpiPen x2 to go
with her, med form to Mrs Dean. The clear-out (Mon 12/6) deletes the reminder notes, that one with them. Question
(Wed 14/6, Mr Bell, a parent helper doing the first-aid bag): "which kids need EpiPens packed in the first aid bag
for friday?" -> expected Jonah Bell and Amara Osei (two records). The assistant says just Jonah Bell.

Why the expected verdict is DeletionError at qdrant's delete (the clear-out, which fault() wraps): the Fri 9/6 note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided half the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and
the context after it (nothing on Amara's allergy, Easter or the med form); Jonah's EpiPens are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b349_qdrant_school_trip_epipen_kids_list_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "fernhill-y4-eden-trip-2051"
AMARA = ("Fri 9/6 (Ms O) reminders:\n"
         "- reminder letters out in book bags to the 2 TODOs (Amara, Ruby)\n"
         "- UPDATE Amara Osei -> slip DONE, £12 paid, mum came in this morning\n"
         "  - slip says new nut allergy dx since Easter!! EpiPen x2 to go with her on the trip, med form to Mrs Dean")
NOTES = [
    (1, "slips", "EDEN PROJECT TRIP - Fri 16/6 - 4B slips (2051-06-01)\n"
                 "| pupil | slip | £12 | notes |\n|---|---|---|---|\n"
                 "| Amara Osei | TODO | N | |\n| Jonah Bell | DONE | Y | dad coming as helper |\n"
                 "| Leo Marsh | DONE | Y | |\n| Ruby Lowe | TODO | N | |\n| Sami Haddad | DONE | Y | |"),
    (2, "medical", "meds for the Eden trip 4B (Mrs Dean, 5/6) from the medical register:\n"
                   "- Jonah Bell: nut allergy\n  - EpiPen x2, room temp, in the first aid bag NOT the coach fridge\n"
                   "- Leo Marsh: asthma\n  - blue inhaler (ventolin), he keeps it on him\n"
                   "- everyone else: none on file"),
    (3, "reminder", "7/6 1st reminder on class dojo for slips + money, deadline Mon 12/6 or they can't come 😬"),
    (4, "reminder", AMARA),
    (5, "logistics", "coach 08:15 SHARP from the front gate, back approx 17:30. packed lunch, no glass bottles, "
                     "waterproofs whatever the forecast says"),
    (6, "logistics", "adults: Ms Okoye, Mr Reilly, parent helpers Mr Bell + Mrs Lowe -> 1:6 ok. first aid bag: "
                     "Mr Bell (he's done the course)"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "class": "4B"})])
assert client.count(COLL).count == len(NOTES)

question = "which kids need EpiPens packed in the first aid bag for friday?"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 12/6"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert AMARA in before, before
    letters_out = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="reminder"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=letters_out))

with turn_span("question Wed 14/6"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Wed 14 June 2051. You are talking to Mr Bell, a parent helper on Fernhill Primary 4B's "
               "Eden Project trip (Fri 16 June), who is doing the first aid bag."] + hits
    assert AMARA not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("dx since easter", "med form", "amara osei -> slip done")), stored
    assert any("Jonah Bell: nut allergy" in c and "EpiPen x2" in c for c in context), context
    reply = answer(question, context, mock="Just Jonah Bell - 2 EpiPens, kept at room temp in the first aid bag.")
finish(question, expected="Jonah Bell and Amara Osei - 2 EpiPens each (Amara's nut allergy is new since Easter)",
       actual=reply)
