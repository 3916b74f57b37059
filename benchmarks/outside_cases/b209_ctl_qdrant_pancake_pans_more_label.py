"""Batch 209 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, script style
(every call its own trace).

App: Holy Trinity, Stottesdon, runs its pancake race on Shrove Tuesday, 18th Feb 2048 - heats along the church path,
every runner tossing a pancake in a pan, batter from Brenda's kitchen, lemon and sugar after. Jan (who runs it) keeps
the notes in one qdrant collection and the helper answers helpers from the 6 nearest notes.

Memory: Jan, 2048-01-28T18:45 - heats of 6 this year, more kids signed up, and there are 4 pans of their own in the
church kitchen, so they need 2 more - can anyone lend?; Phil (churchwarden), 3/2 - the scaffolding goes up on the
tower Monday and the path's down to about half, 4 abreast is all they'll get on it safely; Jan, Weds 5 Feb - ah ok,
4 a heat then, 7 heats instead of 5, start at 12 not 12.15; Brenda - 4 jugs of batter, lemons + sugar from the
Co-op. Question (Fri 14/2, Karen): "how many more pans do we need to borrow? I can bring a couple from home" The
assistant says none - it's 4 a heat now with the scaffolding and the church kitchen has 4. The label says 2.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b209_ctl_qdrant_pancake_pans_more_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "holy-trinity-stottesdon-pancake-race-2048"
NOTES = [
    ("Jan", "2048-01-28T18:45 pancake race 🥞 heats of 6 this yr, more kids signed up!! we've 4 pans of our own in "
            "the church kitchen so need 2 more pans - can anyone lend?"),
    ("Phil", "3/2 scaffolding's going up on the tower mon 🏗️ path's down to about half, 4 abreast is all we'll get on "
             "it safely"),
    ("Jan", "Weds 5 Feb - ah ok 4 a heat then, 7 heats instead of 5, we'll start at 12 not 12.15"),
    ("Brenda", "batter - 4 jugs, doing it the night before. lemons + sugar from the Co-op, kitchen roll pls someone"),
    ("Jan", "prizes - wooden spoons for the heat winners, choc for everyone"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                               payload={"text": text, "from": who})
                            for i, (who, text) in enumerate(NOTES, 1)])

question = "how many more pans do we need to borrow? I can bring a couple from home"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=6).points]
context = ["Today is Fri 14 Feb 2048. You are talking to Karen, helping at Holy Trinity's pancake race on Shrove "
           "Tuesday, 18 Feb."] + hits
assert any("so need 2 more pans" in c for c in context), context
assert any("4 abreast is all" in c for c in context), context
assert any("4 a heat then" in c for c in context), context
reply = answer(question, context,
               mock="None - it's 4 a heat now the scaffolding's narrowed the path, and there are 4 pans in the "
                    "church kitchen. Yours could be spares.")
finish(question, expected="2", actual=reply)
