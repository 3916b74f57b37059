"""Batch 151 (held out). A parish magazine delivery round's notes: qdrant collection, one root span per note and one
for the question; the helper's query keeps only its top 3 points.

App: Ruth organises the delivery round for St Chad's parish magazine (The Link, ~310 copies a month, nine
deliverers, bundles normally left on the table by the font after the 10.30 on the last Sunday). Everyone's notes go
into a qdrant collection (``upsert`` with the note as payload); the round's helper answers deliverers with
``query_points`` and a litellm answer call.

Planted fault (RetrievalError, ranked below top-k): Ruth's Tue 17/11 note says church is shut the next fortnight
(new boiler, scaffolding across the back by the font), so December's bundles are in her garage at 4 Vicarage Cl
(side door, help yourselves from Sunday afternoon). For Alan's question it ranks 4th or lower, so the query's
limit=3 leaves it out; the rounds note (bundles on the table by the font) is in the top 3. Question (Sat 28/11, Alan,
a deliverer): "where do i pick up my mags for Mill Lane + Bridge St this month?" -> expected Ruth's garage at 4
Vicarage Cl (side door). The assistant says the table by the font at the back of church.

Expected verdict: RetrievalError at the question's qdrant.query_points (fault() wraps that one query): the note was
stored and a wider query (limit=8) finds it, but limit=3 cuts it, and the answer is the rounds note's place, which
the context does hold. Asserted: the note is in the wide result, not in the context; the rounds note's 'table by the
font' line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b151_qdrant_magazine_pickup_place_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "st-chads-link-delivery-round"
MOVE = ("Tue 17/11 Ruth - church is shut all next wk + the wk after, new boiler going in + there's scaffolding right "
        "across the back where the font is. so Dec ones will be in my garage at 4 Vicarage Cl - side door's open, "
        "help yourselves from sun aft. carol service insert goes inside each one pls")
NOTES = [
    ("rounds", "ROUNDS - 310 mags a month. your bundle is on the table by the font at the back of church after the "
               "10.30 on the last sun, named + rubber banded. Ruth: Vicarage Cl + Church St (40), Alan: Mill Lane + "
               "the Crescent (55), Dot: the new estate (70), Kath: Bridge St + the farms (25)..."),
    ("money", "14/3 Ruth - subs £6 a yr or 50p a copy. Alan collects on his round in jan, pls give him a receipt"),
    ("rounds", "22.3. Ruth - Dot's knee op is 6/4, Kath's covering the new estate for april + may"),
    ("print", "Weds 8 Apr - Pennine Print want copy by the 10th every month. Barbara's the editor, email her not me"),
    ("rounds", MOVE),
    ("rounds", "16th may - Alan's swapping the Crescent for Bridge St w Kath, easier on his hip (no steps)"),
    ("print", "2037-11-20T09:15 Barbara - dec/jan is a double issue, 12 pages not 8, so bundles'll be heavier - "
              "bring a bag for life"),
    ("money", "Tue 23rd Ruth - the Co-op have given £50 towards printing, thank you card signed by all pls"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (topic, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "topic": topic})])

question = "where do i pick up my mags for Mill Lane + Bridge St this month?"
vector = offline.embed([question])[0]
wide = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=8).points]
assert MOVE in wide, wide

with turn_span("question Sat 28/11"):
    with fault():
        hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    context = ["Today is Sat 28 November 2037. You are talking to Alan, who delivers St Chad's parish magazine on "
               "Mill Lane and Bridge St."] + hits
    assert MOVE not in context and not any("garage" in c or "Vicarage Cl - side" in c for c in context), context
    assert any("table by the font at the back of church" in c for c in context), context
    reply = answer(question, context, mock="Same as always - your bundle will be on the table by the font at the "
                                           "back of church after the 10.30 on Sunday, named and rubber banded.")
finish(question, expected="Ruth's garage at 4 Vicarage Cl (side door's open) - church is shut for the new boiler",
       actual=reply)
