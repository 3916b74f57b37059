"""Batch 259 (held out). A kids' swimming club's gala: qdrant collection of the gala secretary's notes, script style
(every call its own trace); for a "what time" question the helper asks only the times, entries and transport notes,
and the note that moved the warm-up was filed under officials.

App: Brighouse Otters ASC take their juniors (9 to 12) to the Calderdale junior league gala on Sun 14th Sept 2053
at Halifax pool. Carol (the gala secretary) files her notes into one qdrant collection with payload ``kind``
(times, entries, transport, kit, officials, money); for a "what time" question the helper queries with a filter
``kind in [times, entries, transport]`` and the 3 nearest.

Planted fault (RetrievalError, filtered out by the scope): Carol's note of 2053-08-28T20:10 has warm-up at 8.30,
gala starting 9.30 sharp, finishing about 1. Her note of Weds 10/9 starts with the officials rota (still need two
timekeepers and a judge) and says, in passing, that the host club have emailed - they've moved the Otters' warm-up
to the first slot, 7.45 not 8.30, so swimmers on poolside by 7.40 latest; the gala still starts 9.30 (so it was
filed under officials). Question (Fri 12/9, Ellie's dad): "what time does Ellie need to be there on sunday? whats
the warm up time" -> expected warm-up at 7.45, on poolside by 7.40. The scoped query returns the times, entries and
transport notes; the assistant says warm-up's at 8.30.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): the Weds 10/9 note
is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context
line has 7.45, 7.40 or "first slot"; the 8.30 warm-up is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b259_qdrant_swim_gala_warm_up_what_time_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "otters-asc-junior-gala-2053"
MOVED = ("Weds 10/9 - STILL need 2 timekeepers + a judge for sunday pls!! 🙏 it's a 5 min course on the day if ur "
         "not signed off. oh + the host club emailed, they've moved our warm up to the 1st slot, 7.45 not 8.30 😬 so "
         "swimmers on poolside 7.40 latest. gala still starts 9.30")
NOTES = [
    (1, "times", "2053-08-28T20:10 JUNIOR GALA 🏊 sun 14th sept Halifax pool. warm up 8.30, gala starts 9.30 sharp, "
                 "finish about 1. swimmers in club hats + club t-shirts on poolside"),
    (2, "entries", "1/9 entries gone in - 22 swimmers, most doing 3 events + relays. heat sheets out thurs hopefully"),
    (3, "transport", "3/9 no coach this time, parents driving. car park at the pool fills up fast, the multi storey "
                     "on Broad St is £4 all day"),
    (4, "kit", "club hats £6 from me if anyone's lost theirs (every gala 🙄). goggles + a spare pair, towel, hoodie "
               "for between races, name everything"),
    (5, "officials", MOVED),
    (6, "money", "Sun 7th Sept - entry fees £3.50 an event, pay me cash or on the club account by fri, ref = "
                 "swimmer's name pls"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Carol"})
                            for pid, kind, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "what time does Ellie need to be there on sunday? whats the warm up time"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert MOVED in wider, wider
times_only = models.Filter(must=[models.FieldCondition(key="kind",
                                                       match=models.MatchAny(any=["times", "entries", "transport"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=times_only, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 12 September 2053. You are talking to Ellie's dad; Ellie (10) swims for Brighouse Otters "
           "ASC at the junior gala (Sun 14 Sept)."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context for w in ("7.45", "7.40", "1st slot")), context
assert any("warm up 8.30, gala starts 9.30 sharp" in c for c in context), context
reply = answer(question, context, mock="Warm-up's at 8.30, so get Ellie there for about 8.15 - the gala starts at "
                                       "9.30 sharp.")
finish(question, expected="warm-up's 7.45 now (the host club moved it) - on poolside by 7.40", actual=reply)
