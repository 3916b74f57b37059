"""Batch 212 (held out). A netball club's end-of-season tournament: qdrant collection of notes, one root span per note
and one for the question; the helper answers from the 3 nearest notes and the committee minutes that changed the
head umpire rank 4th.

App: Teme Valley Netball Club hold their end-of-season tournament on Sat 15th May 2049 - U12, U14 and U16 sections on
the four outdoor courts at the high school (the sports hall if it rains), two umpires a court, gold and silver medals
and a player-of-the-tournament shield. Lisa (the club's tournament sec) keeps every club note in one qdrant
collection (payload ``kind``: courts, umpires, medals, committee); when a coach asks, the helper takes the 3 nearest
points (``client.query_points(..., limit=3)``) and answers from those.

Planted fault (RetrievalError, cut off by top-k): Lisa's umpires note of 2049-03-22T19:00 has Kath (the club's umpire
coach) as head umpire on the day, team sheets to her by 9.15. The committee minutes of Mon 26/4 say - between the
subs, the new bibs and the AGM - that Kath has done her achilles at walking netball, so the league are sending their
umpiring sec, Sue Price, to be head ump, and Kath will do the scoresheets from a chair. For the coach's question the
minutes rank 4th: the 3 nearest are the draw note (team sheets in before your first game), the Ledbury umpires note
(see the head umpire at 9) and the first umpires note. Question (Thu 13/5, Jo, coach of a visiting U14 team): "who's
head umpire on sat? need to hand our team sheets in before the first game" -> expected Sue Price, the league's
umpiring secretary. The assistant says Kath, the club's umpire coach.

Expected verdict: RetrievalError at qdrant's query (the top-3 query, wrapped in fault()): the minutes are in the
collection and the same question's 4 nearest have them, but the limit cut them from the context the model saw.
Asserted: the 4 nearest have the minutes; the hits and the context have nothing on Sue Price, the league or the
achilles; the first umpires note's "Kath (our umpire coach) is head umpire" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b212_qdrant_netball_head_umpire_who_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "teme-valley-netball-2049"
MINUTES = ("committee mins mon 26/4 - subs: 4 still owing (Lisa chasing). new bibs ordered, £64 from the Co-op "
           "fund. AGM weds 9th june at the Bell. tourney: Kath's done her achilles at walking netball 😩 so the "
           "league are sending their umpiring sec Sue Price to be head ump, Kath'll do the scoresheets from a chair. "
           "presentation night fri 25th june, Lynne's sorting the buffet. kit sponsor - Hammonds garage again?")
NOTES = [
    ("umpires", "2049-03-22T19:00 UMPIRES 🏐 Kath (our umpire coach) is head umpire on the day, 2 per court, C award "
                "girls doing the U12s. team sheets to Kath by 9.15 pls"),
    ("courts", "courts - 4 outside at the high school, sports hall if it rains (booked 8.30-5). Gary's putting the "
               "posts + nets up fri night, court 1 is the show court for the finals"),
    ("medals", "medals from Pritchards - gold + silver for U12, U14, U16 and a player of the tournament shield, £148 "
               "all in, ready the wed before"),
    ("committee", MINUTES),
    ("umpires", "umpires - Beth + Megan (both passed their C award 🎉) are on the U12 courts sat, still need 2 "
                "umpires for court 4, ask at training"),
    ("courts", "14/4 draw's out - 18 teams, U14s on courts 2 + 3 all morning, U16s after dinner. first game 9.30 "
               "sat, team sheets in before your first game pls"),
    ("umpires", "10/5 court 4 sorted, the Ledbury girls are bringing 2 umpires on sat, they need to see the head "
                "umpire at 9. umpire lunches in the pavilion, bring your own whistle"),
]
TOP_K = 3

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": "Lisa"})])

question = "who's head umpire on sat? need to hand our team sheets in before the first game"
vec = offline.embed([question])[0]
with turn_span("question Thu 13/5"):
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K + 1).points]
    assert MINUTES in wider, wider
    with fault():
        found = client.query_points(COLL, query=vec, limit=TOP_K)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Thu 13 May 2049. You are talking to Jo, who coaches a visiting U14 team at Teme Valley "
               "Netball Club's end-of-season tournament (Sat 15 May)."] + hits
    assert MINUTES not in context and not any(w in c.lower() for c in context
                                              for w in ("sue price", "league", "achilles")), context
    assert any("Kath (our umpire coach) is head umpire" in c for c in context), context
    reply = answer(question, context, mock="Kath, the club's umpire coach - she's head umpire on the day, so team "
                                           "sheets to her by 9.15.")
finish(question, expected="Sue Price, the league's umpiring secretary (Kath's done her achilles, she's on the "
                          "scoresheets)", actual=reply)
