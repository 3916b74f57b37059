"""Batch 253 (held out). A village hall's bookings diary: qdrant collection of the bookings secretary's notes,
script style (every call its own trace); for a question about a booking the helper asks only the booking and rules
notes, and the note with the new licence hours was filed under the keys.

App: Cragg Vale Village Hall is let for parties, the Brownies, pilates, the flower club and jumble sales; Maureen
(the bookings secretary) keeps her diary notes in one qdrant collection with payload ``kind`` (booking, rules,
money, keys, cleaning). For a question about a booking the helper asks only the booking and rules notes (a
``query_filter`` with ``kind`` in booking/rules, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Maureen's rules note of 2050-05-11T19:30 has evening hire
out by midnight, music off 11.30; her 16/1 note books Kerry Walsh's 50th, Sat 25th March, main hall + kitchen,
6pm-12, £180. Her note of Mon 13/3 is about Kerry collecting the keys on Fri 24th at 5 from her at no.4 (so it was
filed as keys) and says, in passing, she's told Kerry about the new licence after the council business with the new
houses - amplified music off by 10.30 now and everyone out by 11, so Kerry's only paying till 11, £160. Question
(Thu 23/3, Mark, Kerry's husband): "what time's the music got to be off sat + what time have we got to be out by?
DJ's asking" -> expected music off by 10.30, out by 11. The scoped query returns the rules note and the bookings;
the assistant says music off 11.30, out by midnight.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Mon 13/3 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
10.30, "licence" or "out by 11"; the rules note's 11.30 and midnight and Kerry's booking are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b253_qdrant_village_hall_party_music_off_time_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "cragg-vale-village-hall-diary"
KEYS = ("Mon 13/3 Kerry's collecting the keys fri 24th 5pm from me at no.4 🔑 told her about the new licence after "
        "the council thing w/ the new houses - amplified music off by 10.30 now + everyone out by 11, so she's only "
        "paying till 11, £160. she's fine, DJ's flexible")
NOTES = [
    (1, "rules", "2050-05-11T19:30 hall rules (evening hire) - out by midnight, music off 11.30, no confetti or "
                 "glitter EVER, no blu tack on the new paint pls"),
    (2, "booking", "16/1 Kerry Walsh, 50th party 🎉 sat 25th march, main hall + kitchen 6pm-12, £180 + £50 deposit "
                   "(paid bank tfr). DJ + buffet, she's doing her own food"),
    (3, "booking", "Tue 7 Feb - Brownies jumble sat 1st April 10-12, setting up from 9, Brown Owl's got a key"),
    (4, "money", "deposits back within 14 days if the hall's left ok, Ian checks + signs the sheet"),
    (5, "keys", KEYS),
    (6, "cleaning", "Wendy cleans mon + thurs, hirers sweep up + bins to the big wheelie bin by the gate"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Maureen"})
                            for pid, kind, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "what time's the music got to be off sat + what time have we got to be out by? DJ's asking"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert KEYS in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["booking", "rules"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=scope, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 23 March 2051. You are talking to Mark, whose wife Kerry Walsh has Cragg Vale Village Hall "
           "booked for her 50th (Sat 25 March)."] + hits
assert KEYS not in hits, hits
assert not any(w in c.lower() for c in context for w in ("10.30", "licence", "out by 11")), context
assert any("out by midnight, music off 11.30" in c for c in context), context
assert any("Kerry Walsh, 50th party" in c for c in context), context
reply = answer(question, context,
               mock="Music off by 11.30 and everyone out by midnight - the usual evening hire rules.")
finish(question, expected="music off by 10.30 and everyone out by 11 - the new licence after the council thing with "
                          "the new houses", actual=reply)
