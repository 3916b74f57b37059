"""Batch 333 (held out). A pop-up vaccination clinic rota: qdrant collection of the clinic's rota notes, one root span
per note, one for Marie's clear-out and one for the question; the clear-out deletes, by a payload filter, the swaps
notes she has copied into the master rota spreadsheet, and one of them also carried the new clinical lead.

App: the Calder PCN run a pop-up flu and covid booster clinic on Sat 8th Oct 2050 in St Michael's church hall -
two sessions (9-12.30 and 1.30-4), a clinical lead, three vaccinators, two on admin, one on the door, 15 minutes'
obs after the jab. Marie (the practice manager who does the rota) and the leads file notes into one qdrant
collection (payload ``kind``: plan, rota, swaps, supplies). Once the swaps are in the master spreadsheet Marie
deletes the swaps notes with a filter on ``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the rota note (2050-09-20T19:00) has Dr Okafor as clinical lead on the 8th, with Bev,
Sue and Kamal vaccinating, Lynn and Pat on admin, Colin on the door. Marie's swaps note of Sun 2nd Oct starts with
Pat swapping with Gill for the 8th and says, in the middle, that Dr Okafor's been called up for jury service that
week, so Sister Bev Hargreaves is clinical lead on the 8th (she's done the PGD training) and they'll get a bank
vaccinator in for her chair. Marie's clear-out (Mon 3/10) deletes the swaps notes, that one with them. Question (Fri
7/10, Colin on the door): "who's the clinical lead tmrw? need to know who to send ppl to if they come over faint" ->
expected Sister Bev Hargreaves (Dr Okafor's on jury service). The assistant says Dr Okafor.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Marie's Sun 2nd Oct note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on jury service, Sister Bev or the bank vaccinator); the rota note's "lead Dr Okafor" is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b333_qdrant_vax_clinic_clinical_lead_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-pcn-popup-clinic-oct-2050"
LEAD = ("Sun 2nd Oct (Marie) swaps for the 8th - Pat's swapped w/ Gill (admin AM). Dr Okafor's been called up for "
        "jury service that wk 😩 so Sister Bev Hargreaves is clinical lead on the 8th, she's done the PGD training, "
        "+ we'll get a bank vaccinator in for her chair. Kamal AM only now")
NOTES = [
    (1, "plan", "Marie", "2050-09-12T17:45 POP UP CLINIC 💉 sat 8th oct St Michael's church hall, flu + covid "
                         "boosters, 9-12.30 + 1.30-4. booked via the surgery text, walk-ins if room. 15 min obs after"),
    (2, "rota", "Marie", "2050-09-20T19:00 ROTA sat 8th - lead Dr Okafor, vaccinators Bev, Sue, Kamal. admin Lynn + "
                         "Pat. door Colin (all day, bless him). anyone feeling faint -> the lead, no exceptions"),
    (3, "supplies", "Kamal", "27.9. fridge delivery fri 7th 4pm, cool boxes + data loggers from the surgery, sharps "
                             "bins x6, anaphylaxis kits checked"),
    (4, "swaps", "Marie", "Tue 27/9 swaps - Sue + Kamal swapping afternoons, Lynn can't do after 3 (school run)"),
    (5, "swaps", "Marie", LEAD),
    (6, "plan", "Marie", "Weds 5th Oct - obs chairs in the side room, 20 of them. church car park staff only, "
                         "patients on the street or the Co-op"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who's the clinical lead tmrw? need to know who to send ppl to if they come over faint"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 3/10"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert LEAD in before, before
    in_spreadsheet = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="swaps"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_spreadsheet))

with turn_span("question Fri 7/10"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Fri 7 October 2050. You are talking to Colin, on the door at the Calder PCN pop-up "
               "vaccination clinic (Sat 8 Oct)."] + hits
    assert LEAD not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("jury", "sister bev", "hargreaves", "bank vaccinator")), stored
    assert any("lead Dr Okafor" in c for c in context), context
    reply = answer(question, context, mock="Dr Okafor's the clinical lead tomorrow - anyone feeling faint goes to "
                                           "them, no exceptions.")
finish(question, expected="Sister Bev Hargreaves - Dr Okafor's on jury service that week", actual=reply)
