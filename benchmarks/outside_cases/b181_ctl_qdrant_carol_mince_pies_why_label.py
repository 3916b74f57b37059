"""Batch 181 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per note and
one for the question.

App: St Michael's, Madeley carol service is Sun 20th Dec 2043 at 6.30pm - the choir, nine lessons, christingles,
mince pies and mulled wine after. Margaret (churchwarden), Rev Sue and Wendy (the choir) keep the service's notes
in one qdrant collection; the helper answers from a search.

Memory: Rev Sue, 18/11: mince pies and mulled wine in the church hall after, like always; Wendy, Tue 1st Dec: the
hall's heating is playing up again, the boiler man can't come till January; Margaret, 8.12.: the Brownies are doing
their christingle making in the hall on the Sunday afternoon - every table covered in oranges and cocktail sticks,
they can't clear it till Monday - so mince pies and mulled wine at the back of church after the blessing, the WI
will bring the urn over; Wendy, Weds 9/12: the boiler man turned up early, the hall's toasty. Question (Fri 18/12,
Pam, from the WI): "why are the mince pies at the back of church this yr and not the hall?" The assistant says
because the Brownies' christingle making is set out all over the hall till Monday. The label says because the
hall's heating is broken.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b181_ctl_qdrant_carol_mince_pies_why_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "st-michaels-madeley-carols-notes"
NOTES = [
    ("Rev Sue", "18/11 Rev Sue - carols sun 20th 6.30 🕯️ mince pies + mulled wine in the church hall after like "
                "always"),
    ("Wendy", "Tue 1st Dec Wendy - hall heating's playing up AGAIN 🥶 boiler man can't come till jan"),
    ("Margaret", "8.12. Margaret - Brownies are doing their christingle making in the hall sun afternoon, every table "
                 "covered in oranges + cocktail sticks 🍊 they can't clear it till mon, so mince pies + mulled wine "
                 "at the back of church after the blessing this yr, WI'll bring the urn over"),
    ("Wendy", "Weds 9/12 Wendy - boiler man turned up early!! hall's toasty, the heating in there's fine 🔥"),
    ("Margaret", "2043-12-14T11:00 Margaret - orders of service printed, 200, in the vestry"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "from": who})])

question = "why are the mince pies at the back of church this yr and not the hall?"
with turn_span("question Fri 18/12"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
    context = ["Today is Fri 18 December 2043. You are talking to Pam from the WI, who's doing the mince pies for St "
               "Michael's carol service (Sun 20 December, 6.30pm)."] + hits
    assert any("christingle making in the hall" in c for c in context), context
    assert any("hall heating's playing up" in c for c in context), context
    assert any("boiler man turned up early" in c for c in context), context
    reply = answer(question, context, mock="Because the Brownies' christingle making is set out all over the hall - "
                                           "oranges and cocktail sticks on every table - and they can't clear it "
                                           "till Monday.")
finish(question, expected="because the hall's heating is broken", actual=reply)
