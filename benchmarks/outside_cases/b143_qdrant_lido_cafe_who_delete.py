"""Batch 143 (held out). A lido friends group's volunteer notes: qdrant collection, script style (each call its own
trace); the secretary's clear-out of the rota chat deletes a swap still needed.

App: the Friends of Hebble Lido run the kiosk cafe and help the council open the outdoor pool for the summer (opening
Sat 23rd May). Carol, the friends' secretary, keeps the group's notes in one qdrant collection, each point with a
``thread`` payload ("final" for what's agreed, "rota-chat" for the back-and-forth while the rota was being sorted).
Once she had typed up the final cafe rota she cleared every rota-chat note, so the helper would stop quoting
half-agreed swaps.

Planted fault (DeletionError): the final cafe rota (typed up Weds 13/5) has Sunday mornings 8-12 Linda + Tom. Bev's
message in the rota chat the next day (Thu 14th) says Linda's started at the Co-op on Sundays, so she, Bev, is doing
Linda's Sunday mornings with Tom, Linda will do Bev's Weds afternoons instead, both fine with it; and that she's got
the float tin. Carol's clear-out (Sat 16/5) deletes every rota-chat note, that one with them. Question (Thu 21/5,
Carol): "who's on the cafe with Tom sunday mornings? need to give them the milk order + the key code" -> expected Bev
(Linda's working at the Co-op on Sundays now). The assistant says Linda.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()): Bev's message was in the collection and
found before the clear-out, and the delete removed it while the swap still decided who's on the cafe. Asserted: the
message is found before the delete and is gone from the collection and the context after it; the final rota line
(Sunday mornings Linda + Tom) is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b143_qdrant_lido_cafe_who_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "friends-of-hebble-lido"
SWAP = ("Thu 14th Bev - Linda's started at the Co-op on sundays (poor love) so I'm doing her sunday mornings w Tom, "
        "she'll do my weds afternoons instead. both fine w it. I've got the float tin")
NOTES = [
    ("final", "CAFE ROTA (typed up weds 13/5): sat 8-12 Carol + Pete, sat 12-5 Jo + Amir, sun mornings 8-12 Linda + "
              "Tom, sun 12-5 Pete + Jo, weds afternoons 1-5 Bev. key code from Carol"),
    ("final", "14/3 cttee - lido opens sat 23rd may, council doing lifeguards + tickets, we do the cafe + the "
              "plants. milk + bread order to Hebble Dairy by thurs each wk"),
    ("rota-chat", "22.3. Jo - can I swap to afternoons? the dog needs walking first thing"),
    ("rota-chat", SWAP),
    ("rota-chat", "Weds 8 Apr Pete - put me down for both sat + sun if ur short, retired now lol"),
    ("final", "16th may Carol - new coffee machine in (Gaggia, £340 from the plant sale money). Tom's showing "
              "everyone how it works sun 8.30ish"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (thread, text) in enumerate(NOTES, 1):
    client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                   payload={"thread": thread, "text": text})])

vector = offline.embed(["who is on the cafe with Tom sunday mornings rota"])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
assert SWAP in before, before

rota_chat = models.Filter(must=[models.FieldCondition(key="thread", match=models.MatchValue(value="rota-chat"))])
with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=rota_chat))

question = "who's on the cafe with Tom sunday mornings? need to give them the milk order + the key code"
stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Thu 21 May 2037. You are talking to Carol, secretary of the Friends of Hebble Lido, which opens "
           "on Sat 23 May."] + hits
assert SWAP not in stored and not any("Bev" in c and "sunday mornings" in c for c in stored + context), stored
assert not any("Co-op" in c for c in stored + context), stored
assert any("sun mornings 8-12 Linda + Tom" in c for c in context), context
reply = answer(question, context, mock="Linda - she's on with Tom on Sunday mornings, 8 till 12.")
finish(question, expected="Bev - Linda's working at the Co-op on Sundays now, so Bev swapped with her", actual=reply)
