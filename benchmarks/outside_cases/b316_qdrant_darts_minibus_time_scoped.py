"""Batch 316 (held out). A darts team's away fixtures: qdrant collection of the team's notes, one root span per note
and one for the question; for a "what time" question the helper asks only the fixtures, transport and venue notes,
and the note with the minibus's new time was filed under money.

App: the Black Bull A team play Tuesday nights in the Calder Valley darts league; after Christmas they have three
away games (the Fleece at Ripponden, the Sportsman, the Ring o' Bells), going in Kev's 12-seater minibus. Shaz (the
captain) and Dave (the treasurer) file the team's notes into one qdrant collection with a ``kind`` in the payload
(fixtures, transport, team, money, food, venue); for a "what time" question the helper asks only the fixtures,
transport and venue notes (a ``MatchAny`` filter on ``kind``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Shaz's transport note of 3/1 has the minibus leaving the
Bull car park at 7 o'clock for the aways. Dave's note of Sat 7th starts with the subs (£2 a week plus £4 each for
the minibus, Kev's put his diesel money up), so it was filed as money, and says, in passing, that Kev can't do 7
for the Fleece - he has a station pick-up after he's dropped them - so it's 6.40 from the Bull car park, sharp.
Question (Mon 9/1, Mo): "what time's the minibus tmrw for the Fleece? I'm on till half 6 so it's gonna be tight"
-> expected 6.40 from the Bull car park (Kev's got a station pick-up after). The scoped query returns the
transport, fixtures and venue notes; the assistant says 7 o'clock.

Expected verdict: RetrievalError at qdrant's query (the scoped query_points, wrapped in fault()): Dave's Sat 7th
note is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context
line has 6.40 or the station pick-up; the transport note's "7 o'clock" is in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b316_qdrant_darts_minibus_time_scoped", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "black-bull-a-darts-2051"
SUBS = ("Sat 7th (Dave) - SUBS due 💷 £2 a wk + £4 each for the minibus this time, Kev's put his diesel money up. oh "
        "and Kev can't do 7 for the Fleece, he's got a station pick up after he's dropped us, so it's 6.40 from the "
        "Bull car park for the minibus, SHARP, he won't wait")
NOTES = [
    (1, "fixtures", "Shaz", "2051-01-02T20:10 AWAYS after xmas 🎯 tue 10th jan @ the Fleece (Ripponden), tue 24th @ "
                            "the Sportsman, tue 7th feb @ the Ring o Bells. 8pm start, be there for 7.45 to have a "
                            "throw on their board"),
    (2, "transport", "Shaz", "3/1 minibus for the aways - Kev's 12 seater, leaves the Bull car park at 7 o'clock, the "
                             "Fleece is about 25 mins. if ur not there he goes without u"),
    (3, "team", "Shaz", "5/1 team for the Fleece - me, Dave, Mo, Big Al, Tina + Lee. Gaz reserve. singles order on "
                        "the night"),
    (4, "money", "Dave", SUBS),
    (5, "food", "Shaz", "home side does the sandwiches as usual, we do the same when they come to ours. Brenda's "
                        "doing chip butties for the Sportsman return 🍟"),
    (6, "venue", "Shaz", "the Fleece - park round the back not on the main rd, board's in the tap room, mind the "
                         "step down 😬"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "what time's the minibus tmrw for the Fleece? I'm on till half 6 so it's gonna be tight"
with turn_span("question Mon 9/1"):
    vec = offline.embed([question])[0]
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
    assert SUBS in wider, wider
    scope = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(
        any=["fixtures", "transport", "venue"]))])
    with fault():
        found = client.query_points(COLL, query=vec, query_filter=scope, limit=3)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Mon 9 January 2051. You are talking to Mo, who plays for the Black Bull A darts team."] + hits
    assert SUBS not in hits and not any(w in c.lower() for c in context for w in ("6.40", "station pick up")), context
    assert any("leaves the Bull car park at 7 o'clock" in c for c in context), context
    reply = answer(question, context, mock="7 o'clock from the Bull car park - so you've got half an hour after work. "
                                           "Kev won't wait, mind.")
finish(question, expected="6.40 from the Bull car park - Kev's got a station pick-up after he's dropped them",
       actual=reply)
