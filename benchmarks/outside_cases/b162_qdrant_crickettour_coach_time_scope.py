"""Batch 162 (held out). A u16 cricket tour: qdrant collection, one root span per note and one for the question; the
players' helper queries only the notes meant for the players.

App: Ashworth CC U16s tour Somerset, Fri 30th July - Mon 2nd Aug 2038 (Premier Inn Taunton, three games, a coach from
the club). Dave (coach) and Lisa (tour manager) post notes into one qdrant collection with the ``audience`` the note
was written for (players, parents). The lads ask the helper on the team chat, and for them it queries with a filter
``audience == "players"`` so the rooming lists and money talk for parents stay out of it.

Planted fault (RetrievalError, filtered out by the query's scope): Lisa's note of Weds 28/7, written for the
parents, says Bakers coaches have moved the pick up - driver's hours or something - to 6.45 at the club, not 8, and
they want to beat the M5 traffic anyway; "pls pass on to the lads". The audience filter leaves it out; Dave's 14/7
note for the players (coach leaves the club fri 30th at 8am sharp, whites + training top, packed lunch) is in.
Question (Thu 29/7, Josh): "what time we meeting tmrw for the coach" -> expected 6.45 at the club. The assistant says
8am.

Expected verdict: RetrievalError at qdrant's query (the audience-scoped query, wrapped in fault()): Lisa's note is in
the collection and the same query without the filter ranks it in, but the app's scope left it out of the context.
Asserted: the unfiltered query with the app's limit returns it; the app's query does not and no context line has
6.45; Dave's 8am note is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b162_qdrant_crickettour_coach_time_scope", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ashworth-u16-tour-2038"
MOVED = ("Weds 28/7 Lisa - Bakers coaches have moved us, driver's hours or smthing, so pick up's now 6.45 at the club "
         "not 8 - sorry!! they want to beat the M5 traffic anyway. pls pass on to the lads")
NOTES = [
    ("players", "14/7 Dave - coach leaves the club fri 30th at 8am sharp. whites + club training top on, packed lunch. "
                "2 bats max in the hold, kit bags not coffins pls"),
    ("parents", "Tue 20th Lisa - hotel's the Premier Inn Taunton centre, 3 to a room, rooming list on the parents "
                "whatsapp. £40 spends max, they don't need more"),
    ("parents", MOVED),
    ("players", "2038-07-26T18:00 Dave - sat v Taunton Deane T20 10.30 start at Vivary Park, sun v Bridgwater 40 overs "
                "11am, mon v Minehead then home for tea"),
    ("players", "27.7. Dave - nets thurs 6-7.30 b4 we go, bring everything ur taking so i can check it. no new bats "
                "that aren't knocked in"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (audience, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "audience": audience})])

question = "what time we meeting tmrw for the coach"
LIMIT = 3
with turn_span("question Thu 29/7"):
    vector = offline.embed([question])[0]
    wide = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=LIMIT).points]
    assert MOVED in wide, wide
    with fault():
        points = client.query_points(COLL, query=vector, limit=LIMIT, query_filter=models.Filter(must=[
            models.FieldCondition(key="audience", match=models.MatchValue(value="players"))])).points
    context = ["Today is Thu 29 July 2038. You are talking to Josh, who plays for Ashworth CC U16s and is going on "
               "the tour that starts Fri 30 July."] + [p.payload["text"] for p in points]
    assert MOVED not in context and not any("6.45" in c for c in context), context
    assert any("coach leaves the club fri 30th at 8am sharp" in c for c in context), context
    reply = answer(question, context, mock="8am sharp at the club - whites and your training top on, and bring a "
                                           "packed lunch.")
finish(question, expected="6.45 at the club - Bakers moved the pick up from 8", actual=reply)
