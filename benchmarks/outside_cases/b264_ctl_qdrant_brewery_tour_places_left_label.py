"""Batch 264 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per note and
one for the question.

App: Three Hares Brewing start Saturday brewery tours in May 2051 - 2pm, round the brewhouse with a brewer, four
thirds in the taproom after. Beth (events) and Sam (bar) file notes into one qdrant collection; the helper answers
booking questions from the 5 nearest notes.

Memory: Beth, 2051-05-01T11:00 - brewery tours back from May, Saturdays 2pm, 12 max (the fire cert for the
brewhouse), £15 with four thirds and a glass to take home; Beth, Weds 10th May - Sat 13th's tour: 5 booked online
(Mr and Mrs Greaves and 3 from the running club); Sam, 11/5 - a hen do rang, 4 of them for Saturday's tour, paid
over the phone, they're going on to the Fleece after; Beth, Fri 12.5. - Dale's doing Saturday's tour, not her, she's
at the beer festival in Leeds. Question (Fri 12/5, someone on the website chat): "how many places are left on
saturday's tour? there's 3 of us, my dad's 70th" The assistant says 3 (12 max, less the 5 online and the hen do's 4) -
just enough for the three of them. The label says 12.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b264_ctl_qdrant_brewery_tour_places_left_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "three-hares-tours-2051"
NOTES = [
    (1, "Beth", "2051-05-01T11:00 BREWERY TOURS back from may 🍺 sats 2pm, 12 max (fire cert for the brewhouse), £15 "
                "incl 4 thirds + a glass to take home. book on the website or at the bar"),
    (2, "Beth", "Weds 10th May - sat 13th tour: 5 booked online (Mr + Mrs Greaves, 3 from the running club)"),
    (3, "Sam", "11/5 hen do rang, 4 of them for sat's tour 👰 paid over the phone, they're going on to the Fleece "
               "after so they'll want to be done by 4"),
    (4, "Beth", "Fri 12.5. - Dale's doing sat's tour not me, I'm at the beer fest in Leeds. closed toe shoes in the "
                "brewhouse pls!!"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "how many places are left on saturday's tour? there's 3 of us, my dad's 70th"
with turn_span("question Fri 12/5"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0],
                                                           limit=5).points]
    context = ["Today is Fri 12 May 2051. You are talking to someone on the Three Hares Brewing website chat."] + hits
    assert any("12 max (fire cert for the brewhouse)" in c for c in context), context
    assert any("5 booked online" in c for c in context), context
    assert any("4 of them for sat's tour" in c for c in context), context
    reply = answer(question, context, mock="3 - it's 12 max and 9 are booked (5 online and a hen party of 4), so "
                                           "just enough for the three of you. Book on the website to hold them.")
finish(question, expected="12", actual=reply)
