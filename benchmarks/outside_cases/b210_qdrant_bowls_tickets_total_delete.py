"""Batch 210 (held out). A bowls club's presentation evening: qdrant collection of notes, one root span per note and
one for the clear-out and the question; the clear-out of the raffle notes deletes the one that says the tickets went
up.

App: Brimfield & District Bowls Club holds its presentation evening on Sat 17th Oct 2048 at the Kings Arms function
room - the season's trophies, a hot buffet, a raffle, a disco till late. Carol (the social sec) keeps the evening's
notes in one qdrant collection (payload ``kind``: "evening" or "raffle"); once the raffle prizes are all in, she clears
the raffle notes out (``client.delete(..., points_selector=FilterSelector(kind == "raffle"))``); the helper answers
members from the 4 nearest points.

Planted fault (DeletionError): Carol's first note (2048-08-26T19:15) has tickets at £14 for members and £16 for
guests, buffet included. Her raffle note of 16th Sept says the prizes are all in (Pritchards' meat hamper, a bottle of
Baileys, a bowls bag from the county) and, in passing, that the Kings Arms have put the buffet up, so tickets are £15
members and £18 guests now - she's told the printers. The clear-out (Mon 21/9) deletes every raffle note, that one
with them. Question (Weds 23/9, Ron, a member): "how much for me + the wife's sister? I'm a member, she's not, she's
only coming for the disco" -> expected £33 (£15 + £18). The assistant says £30 (£14 + £16).

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the raffle note was in the
collection and the question's 4 nearest before the delete, and the delete removed it while it still decided the
price. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after it
(nothing on £15, £18 or the buffet going up); the first note's £14 / £16 line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b210_qdrant_bowls_tickets_total_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "brimfield-bowls-presentation-2048"
RAFFLE = ("16th sept raffle prizes all in ✅ meat hamper from Pritchards, Baileys, a bowls bag from the county, "
          "Jean's crochet blanket. ALSO the Kings Arms have put the buffet up 😠 so tickets £15 members, £18 guests "
          "now - told the printers")
NOTES = [
    ("evening", "2048-08-26T19:15 PRESENTATION EVE 🏆 sat 17th oct, Kings Arms function room, 7 for 7.30. tickets "
                "£14 members, £16 guests, hot buffet incl. disco till late (DJ Gaz). trophies on the top table"),
    ("raffle", "raffle - tickets £1 a strip, Jean + Margaret selling on the night, prizes to me by mid sept pls"),
    ("evening", "trophies back to Pritchards for engraving by 30/9 - the Founders' Cup, the pairs shield, the "
                "triples, the Ladies' Rose Bowl + most improved"),
    ("raffle", RAFFLE),
    ("evening", "Tue 8th sept - 46 names on the sheet so far, room takes 80. veggie option - tell me by the 10th"),
    ("evening", "buffet - hot pot, chilli + rice, jacket spuds, trifle. members ticket money to Carol or in the "
                "box behind the bar"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind})])

question = "how much for me + the wife's sister? I'm a member, she's not, she's only coming for the disco"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 21/9"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    assert RAFFLE in before, before
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(must=[
            models.FieldCondition(key="kind", match=models.MatchValue(value="raffle"))])))

with turn_span("question Weds 23/9"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    context = ["Today is Weds 23 Sept 2048. You are talking to Ron, a member of Brimfield & District Bowls Club; the "
               "presentation evening is Sat 17 Oct."] + hits
    assert RAFFLE not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("£15", "£18", "put the buffet up")), stored
    assert any("tickets £14 members, £16 guests" in c for c in context), context
    reply = answer(question, context, mock="£30 - £14 for you as a member and £16 for her as a guest, buffet "
                                           "included.")
finish(question, expected="£33 - £15 for Ron (member) plus £18 for a guest (the Kings Arms put the buffet up)",
       actual=reply)
