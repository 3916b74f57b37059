"""Batch 19 (held out). A youth football club's kit log: qdrant-client (in-memory, offline embeddings), script style
(one call per trace).

App: Lee is kit man for Ashby Colts (U9 to U13). Every kit note (stock counts, who borrowed what, washing rota,
orders, sponsors) is a point with payload {kind: "stock" | "loan" | "order" | "info", season, text}. At the start of
the summer the app clears the closed season's loans (kind=loan, season=2024-25) so the list only shows what is still
out. The assistant answers from a vector search. Eighteen notes, many mentioning shirts, sizes and numbers.

Planted fault (DeletionError, a live loan deleted as last season's): on 10/6 Lee logged "U12s borrowed 4 of the U11
home shirts (nos 3, 7, 9, 12 - all YL) for their cup final, Gaz says back after the tournament, not before 5/7".
The app stamped it with the season still set in its settings, 2024-25. The clear-out of 16/6 deletes every 2024-25
loan, that one with them. Question (Wed 18/6): "How many U11 home shirts can we hand out at the Sat 28/6
tournament?" -> expected "12 - there are 16 in the bag but the U12s have 4 (nos 3, 7, 9, 12) till after 5 July".
The assistant says 16.

Expected verdict: DeletionError at qdrant.delete (fault() wraps that delete). Asserted: before the clear-out the
search returns the loan; after it the loan is gone from storage and the context, while the stock count is there.
Another reading: one could blame the season stamp at write time, but the write stored the text intact; the delete
removed it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b19_qdrant_football_shirts_season_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LOAN = ("U12s borrowed 4 of the U11 home shirts (nos 3, 7, 9, 12 - all YL) for their cup final, Gaz says back after "
        "the tournament, not before 5/7")
NOTES = [
    ("stock", "2024-25", "U11 home shirts (red, Hallam Motors sponsor): 16 in the bag after the wash 1/6 - nos 1-16, "
                         "YM x6, YL x10. Shorts 15 (one missing since Oct)"),
    ("stock", "2024-25", "U11 away (white) 14 shirts, 2 need the numbers re-ironing (5 + 11)"),
    ("loan", "2024-25", "Keeper top (green YL) with Alfie all season - got it back 24/5"),
    ("loan", "2024-25", "Harvey's mum had 2 spare shorts for the Feb friendly - returned"),
    ("loan", "2024-25", "U10s used our corner flags + 6 cones at Melton 12/4, back the same day"),
    ("loan", "2024-25", "Ball bag (8 size 4) with Dean over Easter hols - back 28/4"),
    ("loan", "2024-25", LOAN),
    ("order", "2024-25", "Ordered 4 new U11 home shirts (nos 17-20, YL) from Kitlocker 2/6 - 3-4 wks, GBP 88"),
    ("info", "2024-25", "Washing rota: families take the bag in turn, list on the WhatsApp. June = Okafors"),
    ("info", "2025-26", "U11s become U12s from Sept - need 20 shirts in YL/SM, sponsor deal with Hallam Motors "
                        "renews Aug"),
    ("info", "2024-25", "Tournament Sat 28/6 at Coalville: 2 teams of 7 from our squad, so 14 kids + 2 subs each"),
    ("stock", "2024-25", "Training bibs: 20 (10 orange, 10 yellow), 3 orange ones torn"),
    ("loan", "2024-25", "U9s have our pop-up goals till their summer camp ends 1/8"),
    ("info", "2024-25", "Shorts - Mia's dad found the missing one in his boot. 16 shorts now"),
    ("order", "2024-25", "Socks ordered 20 pr red from Sportsdirect GBP 2.50 each, came 6/6"),
    ("info", "2025-26", "AGM Thurs 3/7 7.30 at the club - kit budget on the agenda"),
    ("stock", "2024-25", "U11 home numbers 3 + 9 shirts were small-ish (YM) last season - swapped for YL ones in Mar"),
    ("info", "2024-25", "Presentation day Sun 15/6 went well - trophies for all, Alfie players' player"),
]

client = QdrantClient(":memory:")
client.create_collection("kit", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("kit", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                payload={"kind": kind, "season": season, "text": text})
                             for i, (kind, season, text) in enumerate(NOTES, 1)])

question = "How many U11 home shirts can we hand out at the Sat 28/6 tournament?"
vector = offline.embed([question])[0]
before = client.query_points("kit", query=vector, limit=10).points
assert any(p.payload["text"] == LOAN for p in before), [p.payload["text"][:40] for p in before]

closed_loans = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="loan")),
                                   models.FieldCondition(key="season", match=models.MatchValue(value="2024-25"))])
with fault():
    client.delete("kit", points_selector=models.FilterSelector(filter=closed_loans))

hits = client.query_points("kit", query=vector, limit=10).points
context = [h.payload["text"] for h in hits]
stored = [p.payload["text"] for p in client.scroll("kit", limit=100)[0]]
assert any("16 in the bag" in c for c in context), context
assert not any("nos 3, 7, 9, 12" in c or "cup final" in c for c in context + stored), context
reply = answer(question, context, mock="16 - they're all in the bag after the 1 June wash (numbers 1-16). The 4 new "
                                       "ones from Kitlocker might not be here in time.")
finish(question, expected="12 - 16 in the bag but the U12s have nos 3, 7, 9 and 12 until after 5 July",
       actual=reply)
