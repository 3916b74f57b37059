"""Batch 292 (held out). A coarse fishing club's Sunday match: qdrant collection of the committee's notes, script
style (every call its own trace); for a "how much" question the helper asks only the fees and match notes, and the
note that made the juniors free was filed under bait.

App: Brighouse & District Angling Club fish their canal match on Sun 14th May 2051 - 30 pegs on the Calder &
Hebble between the Navigation and the lock, draw at 7.30, fish 9 till 2, pools and a golden peg. Kev (the match
secretary) files the committee's notes into one qdrant collection with payload ``kind`` (fees, match, bait, rules,
venue, results); for a "how much" question the helper asks only the fees and match notes (a payload filter
``kind`` in fees/match, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Kev's fees note of 2051-03-30T19:45 has the match at £5
peg money and £3 optional pools for adults, juniors (under 16) £2.50 peg and £1.50 pools. His note of Weds 3rd May
starts with the bait rules - no bloodworm or joker on the canal matches any more, the landowner's complained - so it
was filed as bait, and says in passing that the committee agreed juniors fish the matches free this season, peg and
pools, the Angling Trust grant's covering it. Question (Fri 12/5, Shaun, bringing his lad who's 13): "how much do I
need for sunday? me + our Liam, both in the pools" -> expected £8 (£5 + £3 for Shaun; Liam is free). The scoped query
returns the fees, match and entry notes; the assistant says £12.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Weds 3rd May note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
has "free" or the grant; the adult and junior prices are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b292_qdrant_fishing_match_fees_sum_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "bdac-canal-match-2051"
FREE = ("Weds 3rd May - bait: NO bloodworm or joker on the canal matches from now on, landowner's complained about "
        "the mess 🙄 casters + maggots fine. oh and committee agreed last nite juniors fish the matches free this "
        "season, peg + pools, the Angling Trust grant's covering it 👍")
NOTES = [
    (1, "fees", "2051-03-30T19:45 MATCH FEES 🎣 adults £5 peg money + £3 pools (optional), juniors (u16) £2.50 peg + "
                "£1.50 pools. golden peg £1 extra, pay Kev at the draw, cash only"),
    (2, "match", "6/4 canal match sun 14th may, 30 pegs Navigation to the lock, draw 7.30 at the Navigation car park, "
                 "fish 9-2, weigh in straight after"),
    (3, "bait", FREE),
    (4, "rules", "10/4 reminder keepnets must be wetted, 1 rod only, barbless, no fishing b4 the whistle!!"),
    (5, "venue", "Tue 18th Apr - towpath's been resurfaced by the lock, park in the Navigation not on the lane pls, "
                 "the farmer's been complaining"),
    (6, "match", "Mon 8th May - 22 booked in for sunday inc 4 juniors, can still take 8, text me"),
    (7, "results", "Sun 23rd Apr results - Gaz won w/ 14lb 6oz of skimmers off peg 22, Mick 2nd 11lb 2oz, "
                   "Liam 1st junior 🏆"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Kev"})
                            for pid, kind, text in NOTES])

question = "how much do I need for sunday? me + our Liam, both in the pools"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert FREE in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["fees", "match"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=scope, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 12 May 2051. You are talking to Shaun, a member of Brighouse & District Angling Club; his "
           "son Liam is 13."] + hits
assert FREE not in hits and not any(w in c.lower() for c in context for w in ("free", "grant")), context
assert any("adults £5 peg money + £3 pools" in c for c in context), context
assert any("juniors (u16) £2.50 peg + £1.50 pools" in c for c in context), context
reply = answer(question, context, mock="£12 - £5 peg and £3 pools for you, £2.50 peg and £1.50 pools for Liam. "
                                       "Cash to Kev at the draw.")
finish(question, expected="£8 - £5 peg + £3 pools for Shaun, Liam fishes free (juniors are free this season)",
       actual=reply)
