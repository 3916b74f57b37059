"""Batch 149 (held out). A community fridge's volunteers' notes: qdrant collection, script style (each call its own
trace); the Sunday clear-out of old weekly rota posts deletes a note that still holds a standing change.

App: Elland Community Fridge (in the back of the Southgate Methodist hall, open 10-6 every day) picks up surplus food
from local shops. Sue, the coordinator, keeps the fridge's notes in one qdrant collection with a ``kind`` in the
payload ("info" for standing info, "rota-week" for each week's rota post, "misc"); every Sunday she clears out the
weekly rota posts with ``client.delete(..., FilterSelector(kind == "rota-week"))`` so the helper isn't reading old
rotas. The helper answers volunteers from ``query_points``.

Planted fault (DeletionError): the info note has the collections - Greggs Mon after they close (5.15ish), the Co-op
Tue and Fri 8am, Tesco Thu 7.30ish. Sue's rota post for the week of 16/3 has that week's names and, at the bottom,
that Greggs want us Weds from now on, not Mon - their manager says Mondays are too quiet to have owt left, Weds is
when they over-bake for the market - same time, 5.15ish, ask for Kelly. The clear-out deletes every rota post, that
one with them. Question (Tue 23rd June, Dan, a new volunteer): "what day do we pick up from Greggs? ive put my
name down for it" -> expected Wednesday (after they close, 5.15ish). The assistant says Monday.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()): the rota post was in the collection and
found before the clear-out, and the delete removed it while it still decided the Greggs day. Asserted: the post is
found before the delete and is gone from the collection and the context after it; the info note (Greggs Mon) is
in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b149_qdrant_fridge_greggs_day_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "elland-community-fridge"
ROTA = ("ROTA wk of 16/3 - Mon Pete, Tue Ann + Co-op, Weds Raj, Thu Tesco Sue, Fri Co-op Ann, Sat Gwen, Sun Pete. "
        "ALSO Greggs want us weds from now on not mon!! manager says mondays are too quiet to have owt left, weds is "
        "when they over-bake for the market. same time 5.15ish, ask for Kelly")
NOTES = [
    ("info", "COLLECTIONS: Greggs mon after they close (5.15ish), Co-op tue + fri 8am back door, Tesco thurs 7.30ish "
             "(the community champion Lorraine), allotments whenever. bags for life in the cupboard"),
    ("rota-week", ROTA),
    ("info", "FRIDGE RULES: nothing past its use by, label it w the date it came in, no raw meat, no home cooked "
             "unless it's from a hygiene rated kitchen. temp log twice a day in the blue folder"),
    ("rota-week", "ROTA wk of 4/5 - Mon Pete, Tue Ann, Weds Raj, Thu Sue, Fri Ann, Sat Gwen + Dan (new), Sun Pete"),
    ("misc", "16th may Sue - fridge seal's gone on the left door, Raj's mate is coming to look at it, dont overfill "
             "it till then"),
    ("rota-week", "ROTA wk of 15/6 - Mon Pete, Tue Ann, Weds Dan, Thu Sue, Fri Ann, Sat Gwen, Sun Raj. "
                  "Pete on hols the wk after"),
    ("misc", "2037-06-20T17:40 Raj - Tesco gave us 14 loaves + a crate of bananas today, bananas went in an hour"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind})
                            for i, (kind, text) in enumerate(NOTES, 1)])

question = "what day do we pick up from Greggs? ive put my name down for it"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=len(NOTES)).points]
assert ROTA in before, before

with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="rota-week"))])))

stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=6).points]
context = ["Today is Tue 23 June 2037. You are talking to Dan, a new volunteer at Elland Community Fridge."] + hits
assert ROTA not in stored and not any("over-bake" in c or "from now on" in c for c in stored + context), stored
assert any("Greggs mon after they close (5.15ish)" in c for c in context), context
reply = answer(question, context, mock="Mondays - after Greggs close, about 5.15.")
finish(question, expected="Wednesday, after they close (5.15ish) - Greggs moved it off Mondays", actual=reply)
