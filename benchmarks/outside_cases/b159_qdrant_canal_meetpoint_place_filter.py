"""Batch 159 (held out). A canal society's work party: qdrant collection, one root span per post and one for the
question; the helper only searches the work-party channel.

App: Brinklow & Yarnfield Canal Society run a Saturday work party every month or so (clearing bywashes, painting
balance beams, bacon butties from Maureen at 11). Members post into two channels - "work-party" (Sue, the work
party organiser, and the regulars) and "members" (the committee, CRT news, AGM, subs) - and the helper keeps every
post in one qdrant collection with its ``channel`` in the payload. So that AGM minutes and subs reminders don't
clutter the answers, volunteers' questions are searched with a ``channel == "work-party"`` filter.

Planted fault (RetrievalError, filtered out by the query's channel filter): Keith, the society's CRT liaison,
posted in "members" on Fri 13th that CRT have the towpath shut from Yarnfield Bridge down to the lock for the hedge
cutting till the end of March, so Saturday's lot can't park in the lay-by by the lock - Ray at the Navigation says
use the pub's car park, the back corner, and walk down the steps by the bridge (AGM minutes are on the website
too). The channel filter leaves it out. Question (Fri 20/3, Dave, a volunteer): "where are we meeting sat? the usual
spot?" -> expected the Navigation's car park (back corner), then down the steps by Yarnfield Bridge - the lay-by's
cut off by the towpath closure. The assistant says the lay-by by Yarnfield Lock, 9.30 as usual.

Expected verdict: RetrievalError at qdrant's query (the channel-filtered query, wrapped in fault()): Keith's post is
in the collection and the same query without the filter returns it, but the app's filter left it out of the
context. Asserted: the unfiltered query returns it; the app's query does not, and no context line mentions the
Navigation or the hedge cutting; Sue's 9.30 lay-by post and the 9 names are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b159_qdrant_canal_meetpoint_place_filter", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "byc-society-posts"
CLOSURE = ("Fri 13th Keith - heads up for sat's lot: CRT have the towpath shut from Yarnfield Bridge down to the "
           "lock for the hedge cutting til end of march, so no parking in the lay-by. Ray at the Navigation says use "
           "the pub car park, back corner, + walk down the steps by the bridge. AGM minutes are on the website btw")
POSTS = [
    ("work-party", "Weds 4/3 Sue - next work party sat 21st at Yarnfield Lock (no.9): clearing the bywash + painting "
                   "the balance beams. meet 9.30 in the lay-by by the lock as usual, finish abt 3"),
    ("members", "2037-03-06T18:00 Jan (treasurer) - subs due 1st april, still £15, £8 concessions. cheques to me or "
                "bank transfer"),
    ("work-party", "9.3. Pete - I'll bring the brush cutter + the strimmer. someone bring the long handled loppers "
                   "pls, ours went in the cut last time lol. paint's in the container"),
    ("members", CLOSURE),
    ("work-party", "2037-03-18T20:10 Sue - 9 of us so far for sat!! Maureen's doing bacon butties at 11, bring a "
                   "mug. hi vis + gloves as always"),
    ("members", "Thu 19/3 Jan - spring newsletter's out, ta to everyone who sent photos"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (channel, text) in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "channel": channel})])

question = "where are we meeting sat? the usual spot?"
with turn_span("question Fri 20/3"):
    vector = offline.embed([question])[0]
    wide = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=len(POSTS)).points]
    assert CLOSURE in wide, wide
    work_party = models.Filter(must=[models.FieldCondition(key="channel",
                                                           match=models.MatchValue(value="work-party"))])
    with fault():
        hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, query_filter=work_party,
                                                               limit=5).points]
    context = ["Today is Fri 20 March 2037. You are talking to Dave, a volunteer coming to the Brinklow & Yarnfield "
               "Canal Society work party on Sat 21 March."] + hits
    assert CLOSURE not in context and not any("Navigation" in c or "hedge" in c for c in context), context
    assert any("meet 9.30 in the lay-by by the lock" in c for c in context), context
    assert any("9 of us so far" in c for c in context), context
    reply = answer(question, context, mock="Yes, the usual spot - the lay-by by Yarnfield Lock, 9.30.")
finish(question, expected="the Navigation's car park (back corner), then down the steps by Yarnfield Bridge - the "
                          "towpath's shut for hedge cutting so not the lay-by", actual=reply)
