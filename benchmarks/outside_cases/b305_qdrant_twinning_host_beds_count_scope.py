"""Batch 305 (held out). A town twinning association: qdrant collection of the committee's notes, script style
(every call its own trace); for a "how many" question the helper asks only the visit and hosting notes, and the
note that raised the numbers was filed under fundraising.

App: the Sowerby Bridge & Saint-Aubin-sur-Loire Twinning Association are hosting a group from Saint-Aubin on the
weekend of Fri 8th Sept 2051 - home stays with members' families, a civic reception, a trip to Haworth, a dinner at
the cricket club. Bernard (the secretary) files the committee's notes into one qdrant collection with payload
``kind`` (visit, hosting, programme, fundraising, minutes); for a "how many" question the helper asks only the
visit and hosting notes (``query_filter`` with ``MatchAny(["visit", "hosting"])``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Bernard's visit note of 2051-06-12T19:40 has 22 coming
from Saint-Aubin, the maire and his wife included, all staying with families. His note of Tue 15/8 starts with the
quiz takings and the raffle (so it was filed as fundraising) and says, in passing, that Marie-Claude has emailed -
the Saint-Aubin choir want to come too, 4 of them, so it's 26 coming now not 22, and they'll need beds the same as
everyone. Question (Sun 20/8, Gill, who does the host list): "how many beds are we finding for the Saint-Aubin lot?
doing the host list tonight" -> expected 26 (22 + the 4 from the choir). The scoped query returns the visit and
hosting notes; the assistant says 22.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): the Tue 15/8 note
is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context
line has 26, the choir or Marie-Claude; the 22 coming is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b305_qdrant_twinning_host_beds_count_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sowerby-bridge-st-aubin-twinning-2051"
CHOIR = ("Tue 15/8 - quiz nite raised £412 🎉 thx all + Rita for the cakes. raffle stubs back to me pls. oh and "
         "Marie-Claude emailed, the Saint-Aubin choir want to come too, 4 of them, so it's 26 coming now not 22 - "
         "they'll need beds same as everyone")
NOTES = [
    (1, "visit", "2051-06-12T19:40 SAINT-AUBIN VISIT 🇫🇷 fri 8th - mon 11th sept. 22 coming incl the maire + his "
                 "wife (M. + Mme Girard), coach from Portsmouth, all staying w/ families as usual"),
    (2, "hosting", "hosting - 14 households offered so far (thank u!!), couples together, singles can share if they "
                   "know each other. Gill's doing the host list, tell her if u've a cat/dog"),
    (3, "programme", "3/7 programme: fri eve welcome at the Con club, sat coach to Haworth + the steam train, sun "
                     "civic reception 11 at the town hall then the dinner at the cricket club 7.30"),
    (4, "fundraising", CHOIR),
    (5, "minutes", "minutes 24.7. - Bernard to order the gifts (Yorkshire tea + parkin 😂), Joan to ask the Mayor's "
                   "office re the reception, next mtg thurs 31st"),
    (6, "visit", "Mon 7th Aug coach gets in about 6pm fri, drops at the Con club, hosts pick up from there"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind, "by": "Bernard"})
                            for pid, kind, text in NOTES])

question = "how many beds are we finding for the Saint-Aubin lot? doing the host list tonight"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert CHOIR in wider, wider
scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["visit", "hosting"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=scope, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Sun 20 August 2051. You are talking to Gill, who does the host list for the Sowerby Bridge & "
           "Saint-Aubin-sur-Loire Twinning Association."] + hits
assert CHOIR not in hits and not any(w in c.lower() for c in context for w in ("26", "choir", "marie-claude")), context
assert any("22 coming incl the maire" in c for c in context), context
reply = answer(question, context, mock="22 - that's everyone coming from Saint-Aubin, the maire and his wife "
                                       "included, all staying with families.")
finish(question, expected="26 - 22 plus the 4 from the Saint-Aubin choir, who need beds too", actual=reply)
