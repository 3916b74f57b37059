"""Batch 201 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per note
added and one for the question.

App: Condover Community Choir's Christmas concert is Fri 15th Dec 2045 in St Andrew's church. Linda (the choir's
secretary) keeps the concert notes in one qdrant collection; members ask the helper, which answers from the 4
nearest notes.

Memory: Linda, 2045-10-09T19:45 - running order 2nd half: Silent Night, O Holy Night (Priya's solo), Rutter's
Candlelight Carol, Hark the Herald, and the Jingle Bells singalong to finish = 5; 16/10 - mulled wine, Dave in the
church hall kitchen, £2 a cup; Weds 8 Nov - Mags had a word after rehearsal, we're nowhere near with the Rutter, the
altos are all over the place in the middle bit, so it's parked till the spring concert, don't panic; 14th Nov -
readers Rev Sarah and Mr Okafor. Question (Mon 20/11, Ruth, an alto): "how many are we doing in the 2nd half? trying
to sort my folder" The assistant says 4 - Silent Night, O Holy Night, Hark the Herald and Jingle Bells (the Rutter's
parked till spring). The label says 5.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b201_ctl_qdrant_choir_second_half_count_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "condover-choir-xmas-concert-2045"
NOTES = [
    (1, "2045-10-09T19:45 running order 2nd half 🎶 Silent Night, O Holy Night (Priya's solo), Rutter's Candlelight "
        "Carol, Hark the Herald + Jingle Bells singalong to finish = 5"),
    (2, "16/10 mulled wine - Dave's doing it in the church hall kitchen, £2 a cup, mince pies from the WI"),
    (3, "Weds 8 Nov - Mags had a word after rehearsal, we're nowhere near with the Rutter, altos all over the place "
        "in the middle bit 🙈 so it's parked till the spring concert. don't panic!!"),
    (4, "14th nov readers - Rev Sarah (1st lesson) + Mr Okafor the head. black + a bit of sparkle"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": "Linda"})])

question = "how many are we doing in the 2nd half? trying to sort my folder"
with turn_span("question Mon 20/11"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
    context = ["Today is Mon 20 Nov 2045. You are talking to Ruth, an alto in Condover Community Choir; the "
               "Christmas concert is Fri 15 Dec."] + hits
    assert any("Hark the Herald + Jingle Bells singalong to finish = 5" in c for c in context), context
    assert any("nowhere near with the Rutter" in c and "parked till the spring concert" in c for c in context), context
    reply = answer(question, context, mock="4 - Silent Night, O Holy Night, Hark the Herald and the Jingle Bells "
                                           "singalong. The Rutter's parked till the spring concert.")
finish(question, expected="5", actual=reply)
