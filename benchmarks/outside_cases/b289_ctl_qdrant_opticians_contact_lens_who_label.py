"""Batch 289 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the practice manager and the receptionist each file their own notes), then the question's query.

App: Clearview Opticians in Sowerby Bridge keep the practice notes in one qdrant collection - Sanjay (the practice
manager) files the rota and staffing, Dawn (on reception) the bookings and stock; the front-desk helper answers
patients' calls from the 4 nearest notes.

Memory: Sanjay, 2051-01-06T08:50 - the clinic rota this term, Raj Mon, Tues and Thurs plus the contact lens clinic
Tuesday afternoons, Helen Shaw (locum) Fridays and alternate Saturdays; Dawn, Weds 11/1 - Mrs Firth rang, CL check
booked Tues 7th Feb 3.20, the dailies trial; Sanjay, 30/1 - Raj is on the myopia control course Tues 7th, so Helen's
covering the whole day including the CL clinic, she's fine with the Firths; Dawn, Thu 2 Feb - new Silhouette frames
in, the display needs redoing. Question (Mon 6/2, Mrs Firth on the phone): "who am I seeing tmrw for my contact lens
check? is it the same one as last time" The assistant says Helen Shaw, the locum - Raj is on a course (or the 14th
if she'd rather see Raj). The label says Raj.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b289_ctl_qdrant_opticians_contact_lens_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "clearview-opticians-notes-2051"
NOTES = {
    "sanjay": [
        (1, "2051-01-06T08:50 clinic rota this term 👓 Raj - mon, tues, thurs + the CL clinic tues pm. Helen Shaw "
            "(locum) fri + alternate sats. pls check the diary b4 booking CLs"),
        (3, "30/1 - Raj is on the myopia control course tues 7th so Helen's covering the whole day incl the CL "
            "clinic, she's fine w/ the Firths. move anyone who insists on Raj to the 14th"),
    ],
    "dawn": [
        (2, "Weds 11/1 Mrs Firth rang, contact lens check booked tues 7th feb 3.20 - the dailies trial, she's "
            "finding the monthlies dry"),
        (4, "Thu 2 Feb new Silhouette frames in 😍 the display needs redoing, I'll do it fri when it's quiet"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "who am I seeing tmrw for my contact lens check? is it the same one as last time"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Mon 6 February 2051. You are talking to Mrs Firth, a patient of Clearview Opticians, on the "
           "phone."] + hits
assert any("Raj - mon, tues, thurs + the CL clinic tues pm" in c for c in context), context
assert any("Helen's covering the whole day incl the CL clinic" in c for c in context), context
assert any("Mrs Firth rang, contact lens check booked tues 7th feb 3.20" in c for c in context), context
reply = answer(question, context, mock="Helen Shaw, our locum - Raj is away on a course tomorrow, so Helen's doing "
                                       "the contact lens clinic. If you'd rather see Raj we can move you to the 14th.")
finish(question, expected="Raj", actual=reply)
