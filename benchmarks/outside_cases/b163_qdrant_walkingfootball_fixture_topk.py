"""Batch 163 (held out). A men's walking football team's notes: qdrant collection, one root span per note and one for
the question; the helper turns a fixture question into a short fixture query and keeps only the top 2 hits.

App: Birstall Strollers play in the Soar Valley walking football league (over 55s, Weds nights 7pm; home games on
pitch 4 at Goals, away games at the other side's). Clive (the league's fixture sec, who also plays), Steve (captain)
and Terry (treasurer) post notes into one qdrant collection; the players ask the team helper, which rewrites a
question about a fixture as "<opponent> fixture when are we playing" and queries with ``limit=2`` to keep the answer
prompt short.

Planted fault (RetrievalError, cut by the query's top-k): Clive's note of 16.3. says tomorrow's game is off - the
Hinckley Hornets' pitch at the leisure centre is under water - and the league have put it back to Weds 7 Apr, same
time, same place (and bring the white shirts, they play in red too). The fixture query for Hinckley ranks the
January fixture list and the November report of the home win over Hinckley first and second, so with limit=2 the
postponement note (4th) is cut; limit=5 has it. Question (Tue 16/3, Micky): "when are we at Hinckley? is it tmrw?"
-> expected not tomorrow: Weds 7 April, 7pm, at Hinckley (tomorrow's is off, their pitch is flooded). The assistant
says tomorrow, Weds 17th, 7pm at theirs.

Expected verdict: RetrievalError at qdrant's query (the app's limit=2 query, wrapped in fault()): the note is in the
collection and the same query with limit=5 returns it, but the app's top-k left it out of the context. Asserted: the
wider query has it; the app's query does not and no context line has 7 Apr or the flooded pitch; the fixture list
with 17/3 v Hinckley is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b163_qdrant_walkingfootball_fixture_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "birstall-strollers-2037-38"
OFF = ("16.3. Clive - tmrw's off lads, Hinckley's pitch at the leisure centre is under water. league have put it back "
       "to Weds 7 Apr, same time, same place. bring ur white shirts they play in red too")
NOTES = [
    "2038-01-12T20:00 Clive (fixture sec) - 2nd half fixtures: 3/3 v Anstey OB (h), 10/3 v Oadby (a), 17/3 v Hinckley "
    "Hornets (a), 24/3 v Syston (h), 31/3 v Loughborough Legends (h). all 7pm weds, home is pitch 4 at Goals, away "
    "at theirs",
    "Weds 18/11 Steve - beat Hinckley Hornets 3-2 at ours!! their keeper's a good un, we'll have to be sharper at "
    "theirs in march",
    "2038-02-20T11:00 Clive - Hinckley Hornets are doing a summer tournament sat 12 june, £40 a team, who's in? and "
    "their car park's pay + display now, £2, share lifts for when we're at theirs",
    "Weds 10/3 Steve - lost 2-1 at Oadby, ref was having a mare. Micky's knee's gone again so we're down to 9",
    "Tue 9th Terry (treasurer) - subs due end of march, £30, cash or bank transfer",
    "Mon 15th Steve - training thurs 6.30 at the rec, bring the bibs back pls whoever's got them",
    OFF,
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text})])

question = "when are we at Hinckley? is it tmrw?"
LIMIT = 2
with turn_span("question Tue 16/3"):
    vector = offline.embed(["Hinckley Hornets fixture when are we playing"])[0]
    wide = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=5).points]
    assert OFF in wide, wide
    with fault():
        points = client.query_points(COLL, query=vector, limit=LIMIT).points
    context = ["Today is Tue 16 March 2038 (evening). You are talking to Micky, who plays for Birstall Strollers."] + \
              [p.payload["text"] for p in points]
    assert OFF not in context and not any("7 Apr" in c or "under water" in c for c in context), context
    assert any("17/3 v Hinckley Hornets (a)" in c for c in context), context
    reply = answer(question, context, mock="Yes - tomorrow, Weds 17th, 7pm away at Hinckley's.")
finish(question, expected="not tomorrow - it's been put back to Weds 7 April, 7pm at Hinckley's (their pitch is "
                          "flooded)", actual=reply)
