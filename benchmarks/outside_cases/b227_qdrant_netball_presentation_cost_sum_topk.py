"""Batch 227 (held out). A netball club's presentation evening: qdrant collection of the club secretary's notes,
one root span per note and one for the question; the helper answers from the 2 nearest notes and the buffet's new
charge is further down.

App: Tenbury Tigers Netball Club's presentation evening is Fri 17th June 2050 at the rugby club, 7-10 - awards for
every squad, a buffet, team photos, a raffle. Karen (the club secretary) files every note into one qdrant
collection; the helper answers from ``client.query_points(..., limit=2)``.

Planted fault (RetrievalError, top-k too small): Karen's note of 2050-04-28T20:05 has tickets £8 for adults,
players free, buffet included. Her note of Weds 1 Jun says the rugby club's caterers have gone up so the food's not
in the £8 any more - £4 a head on top for grown-ups, the girls still covered by the club - and, in passing, that
Dawn wants the photo orders in by Monday. Question (Mon 13/6, Lisa, whose daughter Ellie plays in the U12s): "how
much are the tickets fri for me, my hubby + Ellie? she's in the u12s, what do i pay on the night" -> expected £24
(2 adults at £8 + £4, Ellie free). The 2 nearest notes are the tickets note and the photos note; the caterers'
note is 3rd, so the assistant says £16.

Expected verdict: RetrievalError at qdrant's query (the top-2 query, wrapped in fault()): the caterers' note is in
the collection and in the question's 4 nearest, but the top-2 cut kept it from the context the model saw. Asserted:
the caterers' note is in the 4 nearest and not in the 2 the helper used; no context line has the £4 on top or the
caterers; the first note's £8 and players free are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b227_qdrant_netball_presentation_cost_sum_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "tenbury-tigers-presentation-2050"
CATERERS = ("Weds 1 Jun - bad news, rugby club's caterers have gone up so food's not in the £8 anymore 😬 it's £4 a "
            "head on top for grown ups, the girls are still covered by the club. pay me on the door. ALSO Dawn "
            "wants photo orders in by mon")
NOTES = [
    "2050-04-28T20:05 PRESENTATION NIGHT 🏆 fri 17th june at the rugby club, 7-10. tickets £8 adults, players free, "
    "buffet inc. pay me on the night",
    "awards - players' player, most improved + coach's award for every squad, the Ann Price shield for clubman of "
    "the yr. trophies ordered 9/5",
    "16th may - Dawn's doing the team photos on the night, £5 a print, order form's on the fb page, kit on pls",
    CATERERS,
    "raffle 22.5. - £1 a strip, prizes welcome, Tesco have given a hamper 🙌 + a signed ball off the Severn Stars",
    "seating - tables of 8 by squad, the u10s near the door for the early ones, Sian's doing the table plan",
]
TOP_K = 2

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": "Karen"})])

question = "how much are the tickets fri for me, my hubby + Ellie? she's in the u12s, what do i pay on the night"
with turn_span("question Mon 13/6"):
    vec = offline.embed([question])[0]
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert CATERERS in wider, wider
    with fault():
        found = client.query_points(COLL, query=vec, limit=TOP_K)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Mon 13 June 2050. You are talking to Lisa, whose daughter Ellie plays for Tenbury Tigers' "
               "U12s, about the presentation evening (Fri 17 June)."] + hits
    assert CATERERS not in context and not any(w in c.lower() for c in context
                                               for w in ("£4 a head", "caterers", "on top")), context
    assert any("tickets £8 adults, players free" in c for c in context), context
    reply = answer(question, context, mock="£16 - two adult tickets at £8 each, and Ellie's free as a player. The "
                                           "buffet's included.")
finish(question, expected="£24 - 2 adults at £8 plus £4 each for the food (the caterers have gone up), Ellie free",
       actual=reply)
