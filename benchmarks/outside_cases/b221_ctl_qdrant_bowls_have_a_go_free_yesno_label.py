"""Batch 221 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, one root span per
note and one for the question.

App: Church Stretton Bowling Club hold an open weekend on Sat 11th-Sun 12th June 2050 - have-a-go sessions 10-4,
club woods from the shed, three rinks for beginners, teas in the pavilion. The committee's notes go into one qdrant
collection; the helper answers from the 4 nearest notes.

Memory: Geoff (the secretary), 2050-04-20T18:00 - open weekend Sat 11 + Sun 12 June, have a go 10-4, £3 a go
including a cuppa, flat shoes please; Pam, 3.5. - club woods in the shed, sizes 0-4; Geoff, Weds 18th May - the Bowls
Development money's come through for the open weekend, so nobody pays for a go this time, they'll just rattle a tin
for the teas, cuppa 50p; the rinks. Question (Thu 9/6, Ann, who's never bowled): "is it free to have a go sat or do i
need to bring cash?" The assistant says yes, it's free this time (the grant covers it) - just 50p if she wants a
cuppa. The label says no - it's £3 a go with a cuppa (the first note's price, before the grant came through).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b221_ctl_qdrant_bowls_have_a_go_free_yesno_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "church-stretton-bowls-open-wknd-2050"
NOTES = [
    "2050-04-20T18:00 Geoff - OPEN WKND 🟢 sat 11 + sun 12 june, have a go 10-4, £3 a go incl a cuppa. flat shoes "
    "pls, no heels on the green!!",
    "3.5. Pam - club woods in the shed, sizes 0-4, Brian's putting new stickers on so folk can tell them apart",
    "Weds 18th May Geoff - the Bowls Development money's come thru for the open wknd 🙌 so nobody pays for a go this "
    "time, we'll just rattle a tin for the teas. cuppa 50p",
    "rinks - 1 to 3 for the beginners, members on 4-6, Brian + Pam coaching",
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text})])

question = "is it free to have a go sat or do i need to bring cash?"
with turn_span("question Thu 9/6"):
    found = client.query_points(COLL, query=offline.embed([question])[0], limit=TOP_K)
    context = ["Today is Thu 9 June 2050. You are talking to Ann, who's never bowled and is coming to Church "
               "Stretton Bowling Club's open weekend."] + [p.payload["text"] for p in found.points]
    assert any("£3 a go incl a cuppa" in c for c in context), context
    assert any("so nobody pays for a go this time" in c for c in context), context
    reply = answer(question, context, mock="Yes, it's free to have a go this time - the Bowls Development money "
                                           "covers it. Just bring 50p if you fancy a cuppa.")
finish(question, expected="no - it's £3 a go, cuppa included", actual=reply)
