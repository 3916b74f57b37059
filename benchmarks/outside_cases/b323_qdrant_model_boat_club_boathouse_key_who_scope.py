"""Batch 323 (held out). A model boat club on a park lake: qdrant collection of the committee's notes, script style
(every call its own trace); for a "who" question the helper asks only the club and rota notes, and the note naming
who has the boathouse key this month was filed under the boats.

App: Hopwood Park Model Boat Club sail on the park lake on Sunday mornings (9-12) and Wednesday evenings - scale
boats, yachts, a few live steam launches, electric only otherwise (the council banned the nitro boats). The club
keeps its boxes and the rescue boat in the old boathouse, which one member unlocks on a Sunday. Geoff (the
secretary) files the committee's notes into one qdrant collection with payload ``kind`` (club, rota, lake, boats,
events, money); for a "who" question the helper asks only the club and rota notes (a ``MatchAny`` filter on
``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Geoff's rota note of 2051-03-02T19:40 has Pete opening
the boathouse every Sunday at 8.45, Maureen on the rescue boat. His note of Mon 4th Sept starts with Geoff's Thames
tug (the new prop shaft, the paint job) so it was filed under boats, and says in passing that Pete's in Tenerife
till the 24th, so Maureen's got the boathouse key and will be there from 9, ring her not Pete. Question (Fri 8/9,
Colin): "who's opening the boathouse sunday? need to get my boat box out + the charger" -> expected Maureen (Pete's
away till the 24th). The scoped query returns only the rota note and the AGM note; the assistant says Pete.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): the Mon 4th Sept
note is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context
line has Tenerife or "Maureen's got the"; the rota note's "Pete opens the boathouse" is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b323_qdrant_model_boat_club_boathouse_key_who_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hopwood-park-mbc-2051"
KEY = ("Mon 4th Sept - tug's coming on 🛥️ new prop shaft's in + she's had her 2nd coat, red + black like the real "
       "Thames ones. oh + Pete's in Tenerife till the 24th so Maureen's got the boathouse key, she'll be there from "
       "9 sun, ring her not Pete if ur running late")
NOTES = [
    (1, "rota", "2051-03-02T19:40 sunday rota 🗝️ Pete opens the boathouse every sun 8.45, Maureen on the rescue boat, "
                "last one out locks up + puts the key back thru Pete's door"),
    (2, "club", "AGM 14/3 - Geoff sec again, Alan treasurer, subs £25 (£10 juniors), new members pls see Geoff at "
                "the boathouse on a sunday"),
    (3, "lake", "lake rules from the council 🦆 electric + live steam only, NO nitro, 6 boats on the water max, keep "
                "off the island (swans nesting). 9-12 sun + weds 6 till dusk"),
    (4, "events", "23/7 open day sun 17th sept, bring the scale boats, Alan's doing the tea urn, kids' have-a-go "
                  "w/ the club yachts"),
    (5, "money", "Weds 9 Aug - boathouse rent up to £180 a yr from the council, we'll cover it, subs stay the same"),
    (6, "boats", KEY),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "kind": kind, "by": "Geoff"})])

question = "who's opening the boathouse sunday? need to get my boat box out + the charger"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert KEY in wider, wider
people = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["club", "rota"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=people, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 8 September 2051. You are talking to Colin, a member of Hopwood Park Model Boat Club."] + hits
assert KEY not in hits and not any(w in c.lower() for c in context for w in ("tenerife", "maureen's got")), context
assert any("Pete opens the boathouse every sun 8.45" in c for c in context), context
reply = answer(question, context, mock="Pete - he opens the boathouse every Sunday at 8.45, so you'll be fine to get "
                                       "your box and charger out.")
finish(question, expected="Maureen - Pete's in Tenerife till the 24th, she's got the boathouse key", actual=reply)
