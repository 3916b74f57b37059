"""Batch 302 (held out). A hearing aid clinic: qdrant collection of the front desk's notes, one root span per note,
one for Lorraine's clear-out and one for the question; the clear-out deletes, by a payload filter, the appointment
notes she has copied into the diary, and one of them also carried a patient's new battery size.

App: Brighouse Hearing Care is a small independent clinic - hearing tests, fittings, repairs, wax removal, batteries
by post or over the counter. Lorraine (reception) and Chris (the audiologist) file notes into one qdrant collection
(payload ``kind``: clinic, batteries, repairs, appointments, stock). Once a week's appointments are written up in the
diary Lorraine deletes the appointments notes with a filter on ``kind``; the helper answers patients' and families'
calls from the 4 nearest notes.

Planted fault (DeletionError): the batteries list (2051-01-16T10:30) has Mr Firth on size 13 (orange), with Mrs
Holroyd on 10s (yellow) and the Sutcliffes on 312s. Chris's appointments note of Thu 9 Mar says Mr Firth came in at
2.30 for his fitting - the new Phonak ones, both ears, happy as Larry - he's on the 312s now (brown) not the 13s,
change his card, and rebook his 6 week check. Lorraine's clear-out (Fri 17/3) deletes the appointments notes, that
one with them. Question (Mon 20/3, Mr Firth's daughter on the phone): "what size batteries does my dad need? Eric
Firth. I'm picking some up from Boots for him" -> expected size 312, the brown ones (since his new aids were fitted
on the 9th). The assistant says size 13, the orange ones.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Chris's Thu 9 Mar note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Phonak, "312s now" or a fitting); the batteries list's "Mr Firth 13 (orange)" is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b302_qdrant_hearing_clinic_battery_size_which_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "brighouse-hearing-care-desk"
FIRTH = ("Thu 9 Mar (Chris) - Mr Firth in 2.30 for his fitting, the new Phonak ones both ears, happy as larry 👂 he's "
         "on the 312s now (brown) NOT the 13s - pls change his card + his battery posting. rebook his 6 wk check, "
         "pref a morning")
NOTES = [
    (1, "clinic", "Lorraine", "2051-01-04T09:00 clinic hrs mon-fri 9-5, sat 9-12 (Chris alt sats). wax clinic tues "
                              "pm, £45 both ears"),
    (2, "batteries", "Lorraine", "2051-01-16T10:30 battery list for the posting - Mr Firth 13 (orange), Mrs Holroyd "
                                 "10 (yellow), the Sutcliffes both 312 (brown), Mr Ahmed 675 (blue). 2 packs each "
                                 "every 3 months"),
    (3, "repairs", "Chris", "22/2 Mrs Holroyd's left aid back from repair, tubing replaced, in her tray"),
    (4, "stock", "Lorraine", "1.3. ordered 40 packs of 312 + 20 of 13, drying pots back in, £12"),
    (5, "appointments", "Lorraine", "Weds 8 Mar - Mrs Clegg moved to tues 21st 11.10, her taxi's booked. 2 "
                                    "new referrals from Dr Shah, letters out"),
    (6, "appointments", "Chris", FIRTH),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "what size batteries does my dad need? Eric Firth. I'm picking some up from Boots for him"
vec = offline.embed([question])[0]
with turn_span("clear-out Fri 17/3"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert FIRTH in before, before
    in_diary = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="appointments"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_diary))

with turn_span("question Mon 20/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Mon 20 March 2051. You are answering the phone at Brighouse Hearing Care; the caller is Mr "
               "Eric Firth's daughter."] + hits
    assert FIRTH not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("phonak", "312s now", "fitting")), stored
    assert any("Mr Firth 13 (orange)" in c for c in context), context
    reply = answer(question, context, mock="Size 13 - the orange packets. Boots should have them; or we can post "
                                           "them, he's on the list.")
finish(question, expected="size 312, the brown ones - he's been on them since his new aids were fitted on the 9th",
       actual=reply)
