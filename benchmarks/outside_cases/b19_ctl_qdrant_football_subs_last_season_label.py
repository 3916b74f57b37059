"""Batch 19 (held out), CONTROL. The youth football club's committee notes: qdrant-client (in-memory, offline
embeddings), filtered search (kind="money"), script style.

App: Ashby Colts' treasurer keeps committee notes as points with payload {kind, season, text}; parents' questions
about money are answered from a vector search filtered to kind="money". Sixteen notes across two seasons.

Nothing is planted. Subs for 2024-25 were "GBP 180 for the year, or GBP 20 x 9 months"; the AGM on Thu 3/7/25
"voted subs up to GBP 195 for 25/26 (pitch hire went up 12%), monthly option GBP 21.67 x 9, siblings still half".
Question (a parent, August 2025): "How much are the subs for this coming season?" The assistant answers GBP 195 (or
9 x GBP 21.67), which is right. The label says "GBP 180", last season's figure.

Expected verdict: AnnotationError (the label is the previous season's subs). Asserted: both seasons' figures are in
the context.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b19_ctl_qdrant_football_subs_last_season_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("money", "2024-25", "Subs 24/25: GBP 180 for the year, or GBP 20 x 9 months Sept-May by standing order. "
                         "Siblings half price"),
    ("money", "2024-25", "Pitch hire from the council 24/25 GBP 2,340 for 3 pitches, Sat am"),
    ("money", "2024-25", "Registration with the league GBP 40 per player, separate from subs, due by 31/8"),
    ("info", "2024-25", "Presentation day Sun 15/6, trophies GBP 4.50 each from Trophy Land"),
    ("money", "2024-25", "Hallam Motors sponsorship GBP 600 covers the U11 + U12 shirts"),
    ("money", "2025-26", "AGM Thu 3/7/25 voted subs up to GBP 195 for 25/26 (pitch hire went up 12%), monthly option "
                         "GBP 21.67 x 9, siblings still half"),
    ("money", "2025-26", "Pitch hire 25/26 confirmed GBP 2,620 - council letter 20/6"),
    ("info", "2025-26", "New U8 team from Sept if we get a 2nd coach - Jo's asking around"),
    ("money", "2025-26", "Hardship fund - 3 families on it last season, committee happy to keep it (GBP 300 pot)"),
    ("money", "2024-25", "Bag packing at Tesco 12/4 raised GBP 486"),
    ("info", "2025-26", "Treasurer stays Sandra, chair Mick, sec Lee (AGM 3/7)"),
    ("money", "2025-26", "Kit: new players pay GBP 35 for training top + shorts + socks, match shirts are the club's"),
    ("money", "2024-25", "Ref fees GBP 25 per home game, from subs"),
    ("info", "2024-25", "Tournament Coalville 28/6 entry GBP 30 per team - 2 teams"),
    ("money", "2025-26", "Standing orders for the new subs start 1/9 - parents to change amount themselves"),
    ("info", "2025-26", "Summer training Thurs 6-7.15 from 7/8, free, no subs in Aug"),
]

client = QdrantClient(":memory:")
client.create_collection("committee", vectors_config=models.VectorParams(size=256,
                                                                         distance=models.Distance.COSINE))
client.upsert("committee", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                      payload={"kind": kind, "season": season, "text": text})
                                   for i, (kind, season, text) in enumerate(NOTES, 1)])

question = "How much are the subs for this coming season?"
money = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="money"))])
hits = client.query_points("committee", query=offline.embed([question])[0], query_filter=money, limit=8).points
context = ["Today is Sat 9/8/25."] + [h.payload["text"] for h in hits]
assert any("GBP 180 for the year" in c for c in context), context
assert any("subs up to GBP 195 for 25/26" in c for c in context), context
reply = answer(question, context, mock="GBP 195 for 2025/26 - the AGM put it up from GBP 180 because pitch hire went "
                                       "up. Or GBP 21.67 a month for nine months, half for siblings.")
finish(question, expected="GBP 180 for the year", actual=reply)
