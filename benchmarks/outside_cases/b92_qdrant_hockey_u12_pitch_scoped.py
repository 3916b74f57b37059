"""Batch 92 (held out). A hockey club's junior section: qdrant collection, query scoped to the fixture lines,
script style (each call its own trace).

App: Redbourn Hawks HC's junior co-ordinator, Nikki, keeps the autumn fixtures (payload kind "fixture"), her
messages to coaches and parents (kind "msg") and kit notes (kind "kit") in one qdrant collection. The parents'
helper answers "where/when" questions from the fixture lines only (``query_filter`` kind == "fixture").

Planted fault (RetrievalError, filtered by scope): Nikki's message of Fri 3/10 says the club astro is being
re-carpeted from Mon 6th for about three weeks, so all junior home games move to the Roundwood Park school astro
(pitch B, the sand one behind the sports hall, park in the school's top car park) - Sunday's U12 girls included.
It is kind "msg", so the fixture-only query leaves it out. The fixture line (Sun 12/10 U12 girls v St Albans,
home, club astro pitch 1, pushback 10.30) is in. Question (Thu 9/10, a new parent): "which pitch are the u12s on
sunday? first match, dont want to end up at the wrong place" -> expected Roundwood Park school, pitch B. The
assistant says the club astro, pitch 1.

Expected verdict: RetrievalError at the qdrant query (the fixture-scoped query, wrapped in fault()). Asserted: the
same query without the filter returns the message; the scoped one leaves it out, and the club-astro fixture line
is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b92_qdrant_hockey_u12_pitch_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVE = ("3/10 from Nikki: club astro is being re-carpeted from mon 6th (at LAST), 3 wks ish. ALL junior home "
        "games to Roundwood Park school astro - pitch B, the sand one behind the sports hall, park in the school's "
        "top car park not the leisure centre. that's this sun's u12 girls too. coaches pls pass on")
POINTS = [
    ("fixture", "SUN 12/10 U12 girls v St Albans (H) - club astro pitch 1, pushback 10.30, meet 10. coach Jo, "
                "umpire Dev"),
    ("fixture", "sun 12/10 u14 boys @ Letchworth, 12.00 pushback, lifts from the club 10.45"),
    ("msg", MOVE),
    ("kit", "u12 girls - new navy skorts in, £18, see Sanjay at training. bring shinpads + mouthguard or no play"),
    ("fixture", "sun 19/10 U12 girls @ Hatfield 11am, Hatfield Uni pitch 3"),
    ("msg", "parents - please no dogs on the pitch side, the school have asked twice now"),
    ("fixture", "u10 mixed festival sat 18/10 Welwyn, 9.30 start, 4 x 15 min games"),
    ("msg", "match fees this term £5 a game, cash or on the app, Kath does the tin"),
]

client = QdrantClient(":memory:")
client.create_collection("hawks-juniors", vectors_config=models.VectorParams(size=256,
                                                                             distance=models.Distance.COSINE))
client.upsert("hawks-juniors", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "which pitch are the u12s on sunday? first match, dont want to end up at the wrong place"
vector = offline.embed(["u12 girls sunday home pitch where astro"])[0]  # the helper's search words
wide = [p.payload["text"] for p in client.query_points("hawks-juniors", query=vector, limit=6).points]
assert MOVE in wide, wide

with fault():
    found = client.query_points("hawks-juniors", query=vector, limit=6, query_filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="fixture"))])).points
hits = [p.payload["text"] for p in found]
context = ["Today is Thu 9 October 2036. You are talking to a new U12 parent."] + hits
assert MOVE not in context and not any("Roundwood" in c or "pitch B" in c for c in context), context
assert any("club astro pitch 1, pushback 10.30" in c for c in context), context
reply = answer(question, context, mock="The club astro, pitch 1 - pushback's 10.30, so get there for 10. Jo's "
                                       "coaching.")
finish(question, expected="at Roundwood Park school on pitch B, not the club", actual=reply)
