"""Batch 139 (held out). A canal society's work party notes: qdrant collection, one root span per note and one for
the question; the helper's search for a work-party question is filtered to the work-party notes.

App: the Calder & Holme Canal Society keeps all its notes in one qdrant collection - the monthly work parties on the
locks, the workboat Kestrel and the trip boat, socials - each point with a ``kind`` payload ("work-party", "boat"
or "social"). When a volunteer asks about a work party, the helper queries with ``kind == "work-party"`` so the
boat and social chatter stays out of the way.

Planted fault (RetrievalError, filtered by scope): Colin's plan of 2/4 for the work party on Sat 18th April at Wharf
Lock (lock 7: clear the bywash, paint the balance beams, cut back the offside) says meet 9 at the Boat Inn car park.
His note of Tue 14/4 - filed under ``kind=boat`` since it starts with Kestrel going back in the water with a new
bilge pump - also says CRT are draining the pound above 7 first thing Saturday, so nobody can get on the lock till
they're done: meet half 10 at the Boat, not 9, bring lunch, Mick bringing Kestrel up. The query filtered to the
work-party notes leaves it out. Question (Fri 17/4, Anjali, a volunteer): "what time we meeting tmrw? want to know
if i can do my parkrun first" -> expected half 10 (CRT are draining the pound first). The assistant says 9.

Expected verdict: RetrievalError at the filtered qdrant query (wrapped in fault()): the note with the new time is in
the collection and the same query without the filter returns it, but the search the app made could not.
Asserted: the unfiltered query returns it and the filtered one does not; the 2/4 plan (meet 9 at the Boat Inn) is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b139_qdrant_canal_meet_time_filtered", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-holme-canal-soc"
LATER = ("Tue 14/4 Colin - Kestrel's back in the water!! new bilge pump in, £210 from the boat fund, Mick's pleased. "
         "re sat - CRT are draining the pound above 7 first thing so nobody's on the lock till they're done, meet "
         "half 10 at the Boat not 9. bring lunch, it'll be a long one. Mick's bringing Kestrel up for the spoil")
NOTES = [
    ("work-party", "WORK PARTY sat 18th april (Colin, 2/4): Wharf Lock (7) - clear the bywash, paint the balance "
                   "beams black + white, cut back the offside. meet 9 at the Boat Inn car park, hi vis + gloves, "
                   "tea urn in the van"),
    ("social", "quiz night at the Boat fri 24th, £2 a head, teams of 4, Sheila doing the picture round"),
    ("work-party", "tools - Pauline has the bowsaws + loppers, 6 windlasses in the container, grappling hook's "
                   "in Colin's boot"),
    ("boat", "trip boat Kingfisher - season starts Easter Sun, skippers rota from Dave, 2 crew per trip"),
    ("boat", LATER),
    ("work-party", "march work party - 23 bags of rubbish out of lock 5 + a shopping trolley + 2 bikes lol"),
    ("work-party", "new volunteers - Anjali + her lad Sam (14, needs a parent w him), Gordon from the Rotary"),
    ("social", "AGM weds 20 may 7.30, scout hut, nominations to Sheila by 8th"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"kind": kind, "text": text})])

question = "what time we meeting tmrw? want to know if i can do my parkrun first"
with turn_span("question Fri 17/4"):
    vector = offline.embed(["what time meet saturday work party lock Boat Inn"])[0]
    wide = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
    assert LATER in wide, wide
    work_party = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="work-party"))])
    with fault():
        hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, query_filter=work_party,
                                                               limit=4).points]
    context = ["Today is Fri 17 April 2037. You are talking to Anjali, a volunteer with the Calder & Holme Canal "
               "Society, about Saturday's work party."] + hits
    assert LATER not in context and not any("half 10" in c or "draining" in c for c in context), context
    assert any("meet 9 at the Boat Inn car park" in c for c in context), context
    reply = answer(question, context, mock="9 o'clock at the Boat Inn car park - bring hi-vis and gloves.")
finish(question, expected="half 10 at the Boat - CRT are draining the pound above 7 first thing", actual=reply)
