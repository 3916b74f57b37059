"""Batch 367 (held out). A hiking club's trips and gear rentals: qdrant collection of the outing club's Discord
messages, one root span per message, one for the gear chair's clear-out and one for the question; the clear-out
deletes, by a payload filter, the rental-log messages she has copied into the gear spreadsheet, and one of them also
carried the trip leader's new gear requirement.

App: the Westbrook University Outing Club (WUOC) run a winter day hike of the Franconia Ridge loop in the White
Mountains on Sat 2/25/2051 - 8.9 mi, leaving campus at 5am, carpool plus the club van. Nate (the trip leader) and
Tess (the gear chair) post in #trips and #gear-closet, and a bot files the messages into one qdrant collection
(payload ``kind``: trip, gear, carpool, rentals). Once a rental log is in the gear spreadsheet Tess deletes the
rental-log messages with a filter on ``kind``; the helper answers from the 4 nearest messages.

Planted fault (DeletionError): Nate's trip message (2051-02-06T20:30) says what's required - waterproof boots and a
headlamp (sunset's 5:20). Tess's rental log of Thu 2/16 starts with the 4 sleeping bags out to the backpacking
folks and says, in the middle, that @nate says the conditions report for Franconia is solid ice above treeline, so
microspikes are REQUIRED now, the closet has 20 pairs. Tess's clear-out (Mon 2/20) deletes the rental-log messages,
that one with them. Question (Thu 2/23, Lena, first winter hike): "what's the required gear for franconia sat? dont
wanna get turned around at the trailhead lol" -> expected waterproof boots, a headlamp and microspikes (two records:
the trip message and the deleted rental log). The assistant lists waterproof boots and a headlamp.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Thu 2/16 message was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer (one of the three required items). Asserted: the message is in the 4 nearest before the delete and gone
from the collection and the context after it (nothing on microspikes, ice or treeline); the trip message's boots
and headlamp are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b367_qdrant_hiking_franconia_required_gear_list_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "wuoc-franconia-feb-2051"
SPIKES = ("Thu 2/16 @tess: rental log - 4 sleeping bags out to the backpacking trip ppl, back by the 27th. also "
          "@nate says the conditions report for franconia is solid ice above treeline 🧊 so microspikes are REQUIRED "
          "for sat now, not optional. closet has 20 pairs, grab ur size tues/thurs")
NOTES = [
    (1, "trip", "nate", "2051-02-06T20:30 @nate: FRANCONIA RIDGE ⛰️ sat 2/25, 8.9 mi loop, leave campus 5am sharp "
                        "(yes 5am). required gear: waterproof boots + a headlamp (sunset's 5:20). no cotton, bring "
                        "2L water min"),
    (2, "gear", "tess", "2/8 @tess: gear closet hrs are tues + thurs 7-9pm in the rec center basement 🎒 rentals free "
                        "for members, $10 deposit per item, venmo @wuoc-gear"),
    (3, "carpool", "nate", "2/10 @nate: 3 cars so far - @sam's subaru, my civic + the club van, 15 ppl max. gas "
                           "split evenly, ~$12 each"),
    (4, "rentals", "tess", "weds 2/15 @tess: rental log - 6 pairs of snowshoes out, 2 stoves, the 4 person tent. "
                           "deposits all in 👍"),
    (5, "rentals", "tess", SPIKES),
    (6, "trip", "nate", "2/18 @nate: 14 signed up!! waitlist closed. trailhead is the lafayette place lot, we'll "
                        "regroup at the falls"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"msg-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "what's the required gear for franconia sat? dont wanna get turned around at the trailhead lol"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 2/20"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert SPIKES in before, before
    logged = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="rentals"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=logged))

with turn_span("question Thu 2/23"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Thu 23 February 2051. You are talking to Lena, who's signed up for the Westbrook Outing "
               "Club's Franconia Ridge hike (Sat 2/25)."] + hits
    assert SPIKES not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("microspike", "spikes", "ice", "treeline")), stored
    assert any("required gear: waterproof boots + a headlamp" in c for c in context), context
    reply = answer(question, context, mock="Waterproof boots and a headlamp are the required gear - plus no cotton "
                                           "and at least 2L of water.")
finish(question, expected="waterproof boots, a headlamp and microspikes (solid ice above treeline, so spikes are "
                          "required now)", actual=reply)
