"""Batch 298 (held out). A sign-language class: qdrant collection of the class's notes, one root span per note, one
for the half-term clear-out and one for the question; the clear-out deletes, by a payload filter, the homework notes
of the first half of term, and one of them also carried the moved assessment.

App: an evening BSL Level 1 class at Birchencliffe Community Centre - Tuesdays 7-9pm, twelve weeks from January 2051,
taught by Dawn (who is Deaf and teaches through an interpreter for the first two weeks only). Kerry (the class rep)
files the class's notes into one qdrant collection (payload ``kind``: plan, homework, assessment, social) so the
class helper can answer people who miss a week. At half term she deletes the homework notes with a filter on
``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Kerry's assessment note (2051-01-10T21:30) has the Unit 2 assessment (receptive and a
short conversation with Dawn) on Tue 14th March in class time. Kerry's homework note of Tue 21 Feb starts with the
week's homework (fingerspell your street and 5 family signs on a video to Dawn by Sunday) and says, after it, that
Dawn's told them the Unit 2 assessment has moved to Thu 16th March, 6.30, because the Signature assessor can't do
the Tuesday. Kerry's half-term clear-out (Sun 26/2) deletes the homework notes, that one with them. Question (Mon
13/3, Tariq): "when's the unit 2 assessment? need to swap my shift at work" -> expected Thu 16th March at 6.30 (the
assessor can't do the Tuesday). The assistant says Tue 14th March in class time.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Tue 21 Feb note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on the 16th, the Thursday or the assessor); the assessment note's "tue 14th march" is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b298_qdrant_sign_class_assessment_when_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "birchencliffe-bsl-level1-2051"
MOVED = ("Tue 21 Feb (Kerry) homework 🤟 fingerspell ur street + 5 family signs, video to Dawn by sun. ALSO Dawn says "
         "the unit 2 assessment's moved to Thu 16th March 6.30, the Signature assessor can't do the tues. same room")
NOTES = [
    (1, "plan", "2051-01-09T19:45 BSL Level 1 🤟 tues 7-9pm Room 6 Birchencliffe CC, 12 wks from 10th jan. Dawn's "
                "our tutor, interpreter for the 1st 2 wks only then it's all in sign!!"),
    (2, "assessment", "2051-01-10T21:30 assessments - unit 1 (fingerspelling + intros) tue 7th feb, unit 2 "
                      "assessment (receptive + a short convo w/ Dawn) tue 14th march in class time. both filmed"),
    (3, "homework", "17/1 homework - practise the alphabet both hands, numbers 1-20, watch See Hear ep 3"),
    (4, "social", "Fri 3rd Feb Deaf club social at the Albert 8pm, Dawn says come + practise, no voice!!"),
    (5, "homework", "31.1. homework - colours + the weather signs, + describe ur kitchen to a partner next wk"),
    (6, "homework", MOVED),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": "Kerry"})])
assert client.count(COLL).count == len(NOTES)

question = "when's the unit 2 assessment? need to swap my shift at work"
vec = offline.embed([question])[0]
with turn_span("half-term clear-out Sun 26/2"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert MOVED in before, before
    done = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="homework"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=done))

with turn_span("question Mon 13/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Mon 13 March 2051. You are talking to Tariq, a student in the Tuesday evening BSL Level 1 "
               "class at Birchencliffe Community Centre."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("16th", "thu 16", "assessor")), stored
    assert any("unit 2 assessment (receptive + a short convo w/ Dawn) tue 14th march" in c for c in context), context
    reply = answer(question, context, mock="Tue 14th March, in the usual class time (7-9pm) - receptive plus a short "
                                           "conversation with Dawn, filmed.")
finish(question, expected="Thu 16th March at 6.30 - moved as the Signature assessor can't do the Tuesday",
       actual=reply)
