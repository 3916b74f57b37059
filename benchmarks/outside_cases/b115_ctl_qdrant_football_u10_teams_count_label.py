"""Batch 115 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per turn.

App: Millbrook Juniors' tournament helper keeps entries, emails and odd notes for the summer tournament (Sun 14
June) in a qdrant collection; coaches and helpers ask it things and it answers from a query.

Memory: U10 entries closed 1/6 with 8 teams (Millbrook Red, Millbrook Black, Ashford Colts, St Mary's, Kingsway, Dene
Park, Hatton Rangers, Rovers Blue); Rovers Blue's coach rang - half his squad's on the school trip to Whitby that
weekend, he can't raise a side, gutted, refund their £25; Ashford asked whether they could bring a 2nd U10 team to
fill the gap, but they've no coach free that day, so that's a no. Question (Fri 12/6, Gaz, doing the fixture
boards): "how many teams in the U10 group sun? doing the boards" The assistant says 7. The label says 8 - the entries
when they closed, in memory, but not who's playing.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b115_ctl_qdrant_football_u10_teams_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from b3_support import turn_span  # noqa: E402
from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("entries", "U10 ENTRIES (closed 1/6) - 8: Millbrook Red, Millbrook Black, Ashford Colts, St Mary's, Kingsway, "
                "Dene Park, Hatton Rangers, Rovers Blue. all paid"),
    ("call", "Rovers Blue coach (Steve) rang 9/6 - half his squad's on the school trip to Whitby that wknd, can't "
             "raise a side, gutted. refund their £25 - Lisa"),
    ("email", "Ashford Colts 10/6: could we bring a 2nd U10 team to fill the gap? ... update - no coach free that "
              "day, sorry, so it's a no from us"),
    ("note", "U10s on pitch 1 (halved), games 2 x 10, first game 11.15"),
    ("note", "fixture boards + marker pens in the clubhouse cupboard, Gaz doing them fri night"),
    ("entries", "U9 ENTRIES - 8 teams, 2 groups of 4"),
]

client = QdrantClient(":memory:")
with turn_span("turn-1 load the tournament board"):
    client.create_collection("mjfc-board", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
    client.upsert("mjfc-board", points=[
        models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
        for i, (kind, text) in enumerate(POINTS, 1)])

question = "how many teams in the U10 group sun? doing the boards"
with turn_span("turn-2 Gaz asks (Fri 12/6)"):
    vector = offline.embed(["U10 teams entries pulled out group"])[0]
    hits = [p.payload["text"] for p in client.query_points("mjfc-board", query=vector, limit=6).points]
    context = ["Today is Fri 12 June 2037. You are talking to Gaz, who's doing the fixture boards."] + hits
    assert any("U10 ENTRIES (closed 1/6) - 8" in c for c in context), context
    assert any("can't raise a side" in c for c in context), context
    assert any("so it's a no from us" in c for c in context), context
    reply = answer(question, context, mock="7 - the 8 that entered less Rovers Blue, who can't raise a side (school "
                                           "trip). Ashford aren't bringing a second team.")
finish(question, expected="8", actual=reply)
