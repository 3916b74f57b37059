"""Batch 195 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per note added
and one for the question.

App: Ludlow & District Darts League's finals night is Fri 18th Nov 2044 at the Rose & Crown - the knockout cup for
the teams (quarter finals, semis, final) on four boards, singles and pairs finals, a buffet. Gaz (the league's fixtures
secretary) keeps his notes in one qdrant collection; the helper answers captains from the 4 nearest notes.

Memory: 2044-09-28T21:30 - 8 teams through to finals night for the cup, QFs at 7.30; Weds 5 Oct - the draw:
Plough v Red Lion B, Bull v Compasses, Rose & Crown A v Legion, Church Inn v Wheatsheaf; 2044-10-19T20:45 - Red Lion
B's captain Col rang, half their lot have gone to play for the Legion on Thursdays and he can't get a team together
for the 18th, so the Plough go straight through to the semis; 2/11 - buffet from Jackie, £2 a head, want numbers by
the 11th. Question (Mon 7/11, Jackie, doing the buffet): "how many teams are coming on finals night? need numbers for
the buffet" The assistant says 7 (8 got through, Red Lion B can't raise a team). The label says 8.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b195_ctl_qdrant_darts_finals_team_count_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ludlow-darts-finals-2044"
NOTES = [
    (1, "2044-09-28T21:30", "FINALS NIGHT 🎯 fri 18th nov Rose + Crown. 8 teams through for the cup, QFs 7.30, "
                            "semis after, final 10ish. singles + pairs finals in between"),
    (2, "Weds 5 Oct", "cup draw - Plough v Red Lion B, Bull v Compasses, Rose + Crown A v Legion, Church Inn v "
                      "Wheatsheaf. 4 boards, 1 QF each"),
    (3, "2044-10-19T20:45", "Col (Red Lion B capt) rang 😔 half their lot have gone to play for the Legion on thurs "
                            "nights + he can't get a team together for the 18th. so the Plough go straight thru to "
                            "the semis"),
    (4, "2/11", "buffet - Jackie doing it, £2 a head, wants numbers by the 11th. 5 a team + a few hangers on"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, day, text in NOTES:
    with turn_span(f"note-{pid} {day}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "date": day, "by": "Gaz"})])

question = "how many teams are coming on finals night? need numbers for the buffet"
with turn_span("question Mon 7/11"):
    vec = offline.embed([question])[0]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    context = ["Today is Mon 7 Nov 2044. You are talking to Jackie, who is doing the buffet for Ludlow & District "
               "Darts League's finals night (Fri 18 Nov, Rose & Crown)."] + hits
    assert any("8 teams through for the cup" in c for c in context), context
    assert any("Plough v Red Lion B" in c for c in context), context
    assert any("can't get a team together for the 18th" in c for c in context), context
    reply = answer(question, context, mock="7 teams - 8 got through, but Red Lion B can't get a team together, so the "
                                           "Plough go straight to the semis. At 5 a team that's 35 plus a few extras.")
finish(question, expected="8", actual=reply)
