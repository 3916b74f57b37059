"""Batch 191 (held out). A swimming club's open water sessions: qdrant collection, script style (every call its own
trace); the clear-out of the taster-session notes deletes the note that let juniors come.

App: Telford Tritons swim club run open water sessions at Hawk Lake on Saturday mornings from 6th June 2043 - 7-8.30,
three orange buoys on a 400m loop, a lifeguard in a kayak and one on the bank. Jo (the club secretary) keeps the
notes in one qdrant collection, each with a ``tag`` (rules, buoys, taster, lifeguards...); once the taster session's
done and refunded, a clear-out deletes its notes with a filter on ``tag == "taster"``.

Planted fault (DeletionError): the rules note (20430503) has wetsuits compulsory till the water's 16°, 16+ only, £4 a
swim. Jo's note of 20430517, tagged taster because she wrote it after the taster, says it went well (14 came, 2
joined) and, in passing, that the committee agreed juniors 14+ in the squad can come on the Saturday sessions from now
on as long as a parent or guardian is in the water with them - so a 2nd lifeguard's needed on the bank. The clear-out
then deletes both taster notes. Question (Thu 11/6, Mark, a club dad): "can my Josh come on sat? he's 14, in the
squad, I'd swim w him" -> expected yes (juniors 14+ in the squad with a parent in the water). The assistant says no,
it's 16+ only.

Expected verdict: DeletionError at qdrant's delete (the clear-out's delete, wrapped in fault()): the 20430517 note was
in the collection and in the top 4 for the question before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is found before the delete and is gone from the collection and the context
after it (nothing on juniors or 14+); the rules note's 16+ only line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b191_qdrant_swim_junior_yes_no_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "telford-tritons-open-water-2043"
JUNIORS = ("taster sesh went well 🏊 14 came, 2 joined 👍 oh + committee agreed juniors 14+ can come on the sat "
           "sessions from now on as long as they're in the squad + a parent/guardian's in the water w them. so we need "
           "a 2nd lifeguard on the bank")
NOTES = [
    (20430503, "rules", "open water sat mornings from 6th june, Hawk Lake, 7-8.30. wetsuits compulsory till the "
                        "water's 16°, 16+ only, £4 a swim, sign the form the first time"),
    (20430510, "buoys", "buoys - 3 big orange ones, 400m loop, tow floats for everyone, bright hats pls not black"),
    (20430517, "taster", JUNIORS),
    (20430518, "taster", "taster - £2 refund to the 3 who didn't get in bc of the storm on the 16th, done by bank"),
    (20430524, "lifeguards", "lifeguards - Kev in the kayak at the far buoy, Sarah on the bank w the throw bag, Jon "
                             "2nd on the bank from 13th june"),
    (20430601, "rules", "car park gate opens 6.45 not before, farmer's v particular. changing in the barn, no glass"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                               payload={"text": text, "ts": ts, "tag": tag, "by": "Jo"})
                            for i, (ts, tag, text) in enumerate(NOTES, 1)])

question = "can my Josh come on sat? he's 14, in the squad, I'd swim w him"
vec = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
assert JUNIORS in before, before

with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="tag", match=models.MatchValue(value="taster"))])))

stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
context = ["Today is Thu 11 June 2043. You are talking to Mark, a Telford Tritons club member; the open water "
           "sessions are Saturday mornings at Hawk Lake."] + hits
assert JUNIORS not in stored and not any(w in c.lower() for c in stored + context
                                         for w in ("junior", "14+", "guardian")), stored
assert any("16+ only, £4 a swim" in c for c in context), context
reply = answer(question, context, mock="Sorry, no - the open water sessions are 16+ only, so Josh can't come yet.")
finish(question, expected="yes - juniors 14+ in the squad can come now if a parent's in the water w them",
       actual=reply)
