"""Batch 70 (held out), control. A wedding florist's orders: qdrant-client ``:memory:`` with memtrace's offline
embeddings, query, script style (each call its own trace).

App: Jess at Petal & Stem keeps order notes for the Brennan/Clarke wedding (Sat 14 Sept 2030, Painswick) as qdrant
points, payload ``{"wedding", "text"}``. The first order listed buttonholes for the groom, the best man, four ushers
and both dads: 8. Later Sophie (the bride) said two of the ushers, her brothers, will be in the family tartan with a
sprig of heather their gran is pinning on them, so they won't wear ours and she doesn't want to pay for them: 6.

No fault planted. Question (Mon 9/9, Jess's Saturday helper): "how many buttonholes am I making up for the
Brennan-Clarke wedding?" The model answers 6, right per memory. The label says 8, the number on the first order.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b70_ctl_qdrant_florist_buttonhole_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("brennan-clarke", "Brennan/Clarke 14.9.30 Painswick - bridal (ivory + sage), 3 bridesmaids, buttonholes: groom, "
                       "best man, 4 ushers + both dads = 8. £1,120 quoted"),
    ("brennan-clarke", "Sophie popped in - the Clarke boys (2 of the ushers, her brothers) are wearing the family "
                       "tartan and their gran's pinning a sprig of her own heather on them, so they won't wear ours. "
                       "she says take them off the bill"),
    ("okafor-lewis", "Okafor/Lewis final invoice sent 8/7, Grace paid 12/7, all square"),
    ("brennan-clarke", "Painswick church - flowers in by 12, the verger (Mr Dunn) has the key, no pins in the pew "
                       "ends, use the ribbon ties"),
    ("brennan-clarke", "thistles for the buttonholes from the wholesaler, + wax flower. order by 30/8"),
    ("hartley-nowak", "Amy's thank you card came, put it on the board"),
]

client = QdrantClient(":memory:")
client.create_collection("orders", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("orders", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"wedding": w, "text": text})
    for i, (w, text) in enumerate(POINTS, 1)])

question = "how many buttonholes am I making up for the Brennan-Clarke wedding?"
vector = offline.embed(["Brennan Clarke buttonholes how many ushers groom dads"])[0]  # the app's search words
hits = client.query_points("orders", query=vector, limit=5, query_filter=models.Filter(must=[
    models.FieldCondition(key="wedding", match=models.MatchValue(value="brennan-clarke"))])).points
context = ["Today is Mon 9 September 2030. You are talking to Jess's Saturday helper, making up the buttonholes."] + \
          [h.payload["text"] for h in hits]
assert any("both dads = 8" in c for c in context), context
assert any("won't wear ours" in c for c in context), context
reply = answer(question, context, mock="Six - groom, best man, two ushers and both dads. Sophie's brothers are "
                                       "wearing their gran's heather.")
finish(question, expected="8", actual=reply)
