"""Batch 217 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, one root span per
note and one for the question.

App: Craven Arms Badminton Club hold a charity night for the Air Ambulance on Fri 13th Nov 2048 at the Community
Centre, 7-10 - a doubles round robin on 4 courts, £10 a pair, a raffle and a bring-a-plate supper. Col (the club
captain) keeps his notes in one qdrant collection; the helper answers members from the 5 nearest notes.

Memory: 2048-10-01T20:15 Col - charity night, 4 courts, doubles round robin, max 16 pairs, £10 a pair; 22.10. Col - 12
pairs in so far, Mandy's got the list; Weds 4 Nov Col - Dave and Sue can't make it now, her ankle's still in a boot
from the fell race, he's refunded them; the raffle; the supper. Question (Sat 7/11, Anwen, a member): "how many
more pairs can we take? my sister + her bf want to come" The assistant says 5 (16 - 11, with Dave and Sue out). The
label says 4 (16 - 12).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b217_ctl_qdrant_badminton_pairs_left_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "craven-arms-badminton-2048"
NOTES = [
    "2048-10-01T20:15 CHARITY NIGHT 🏸 fri 13th nov 7-10, community centre. 4 courts, doubles round robin, max 16 "
    "pairs, £10 a pair for the Air Ambulance",
    "22.10. 12 pairs in so far 👍 Mandy's got the list, she's sorting the rounds",
    "raffle - meal at the Stokesay Inn, a Victor racket from Hereford Sports, Eric's home brew lol. £1 a ticket",
    "Weds 4 Nov Dave + Sue can't make it now, her ankle's still in a boot from the fell race 😬 refunded them",
    "supper - bring a plate, Mandy's doing chilli, Col's bringing the urn + paper plates",
]
TOP_K = 5

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": "Col"})])

question = "how many more pairs can we take? my sister + her bf want to come"
with turn_span("question Sat 7/11"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0],
                                                           limit=TOP_K).points]
    context = ["Today is Sat 7 November 2048. You are talking to Anwen, a Craven Arms Badminton Club member; the "
               "charity night is Fri 13 November."] + hits
    assert any("max 16 pairs" in c for c in context), context
    assert any("12 pairs in so far" in c for c in context), context
    assert any("Dave + Sue can't make it now" in c for c in context), context
    reply = answer(question, context, mock="5 - it's max 16 pairs, 12 signed up but Dave and Sue have dropped out, so "
                                           "11 are in. Plenty of room for your sister and her boyfriend.")
finish(question, expected="4", actual=reply)
