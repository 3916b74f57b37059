"""Batch 397 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (every call
its own trace): the school office's notes upserted one by one, then the question's query.

App: the Saturday Polish school (szkoła sobotnia) at St. Bronislava parish in Chicago, fall 2050 - Saturdays 9am to
1:30pm, one wychowawczyni (homeroom teacher) per klasa, the dyktando (the spelling competition) in the fall. Pani
Agnieszka (the secretary) files the office's notes into one qdrant collection; the helper answers parents'
questions from the 4 nearest notes.

Memory: 2050-09-03T17:00 - teachers for 2050/51: klasa 1 pani Marta, klasa 3 pani Jola, klasa 5 pani Ewa Sobczak,
klasa 6 pan Grzegorz; 10/15 - dyktando sign-up forms, hand to your kid's wychowawczyni by 11/5, $5 entry; Sun 10/23
- pani Ewa had the baby early, a chłopiec, 7 lb 2 oz, Szymon, everyone's fine, so pani Renata Dudek takes klasa 5
till Easter, she taught here before; 10/29 - parents' meeting moved to the library. Question (Thu 11/3, pani Kinga,
mother of Bartek in klasa 5): "who do I give Bartek's dyktando form to? he's klasa 5, it's due saturday" The
assistant says pani Renata Dudek (she has klasa 5 while pani Ewa's on leave with the baby). The label says pani Ewa
Sobczak.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b397_ctl_qdrant_polish_school_klasa5_teacher_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "st-bronislava-szkola-teachers-2050"
NOTES = [
    (1, "2050-09-03T17:00 NAUCZYCIELE 2050/51 👩‍🏫 klasa 1 pani Marta, klasa 3 pani Jola, klasa 5 pani Ewa Sobczak, "
        "klasa 6 pan Grzegorz. przedszkole pani Ania + pani Beata"),
    (2, "10/15 dyktando sign-up forms went home today ✏️ hand them to your kid's wychowawczyni by Sat 11/5, $5 "
        "entry, klasy 3-8"),
    (3, "Sun 10/23 - pani Ewa had the baby early!! 🍼 chłopiec, 7 lb 2 oz, Szymon, everyone's fine, gratulacje! so "
        "pani Renata Dudek takes klasa 5 till Easter, she taught here before, the kids know her"),
    (4, "10/29 parents' meeting (zebranie) moved to the library, Sat 11/12 at 11, coffee + ciasto"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "by": "Agnieszka"})])
assert client.count(COLL).count == len(NOTES)

question = "who do I give Bartek's dyktando form to? he's klasa 5, it's due saturday"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Thu 11/3/2050. You are talking to pani Kinga, whose son Bartek is in klasa 5 at the Saturday "
           "Polish school at St. Bronislava."] + hits
assert any("klasa 5 pani Ewa Sobczak" in c for c in context), context
assert any("pani Renata Dudek takes klasa 5 till Easter" in c for c in context), context
reply = answer(question, context, mock="To pani Renata Dudek - she has klasa 5 till Easter while pani Ewa's home "
                                       "with the baby. Hand it in by Saturday 11/5.")
finish(question, expected="pani Ewa Sobczak", actual=reply)
