"""Batch 182 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection; two writers in threads
(the secretary's notes and the organiser's), then the question's query.

App: Newport Bridge Club's charity drive for Severn Hospice is Sat 9th May 2043, 2pm - ten-odd tables, tea, a raffle.
Anne (the club secretary) and Geoff (who's organising the drive) each keep notes in one qdrant collection from their
own threads; the helper answers members from a query.

Memory: Anne, 2043-03-30: drive for Severn Hospice Sat 9th May, the Cosy Hall, 2pm, 10 tables booked, bring your own
cards; Geoff, Thu 23rd Apr: the Cosy Hall have had the ceiling come down in the back room, it's an insurance job and
they're shut till June at least - the Royal Vic said we can have the function room upstairs, same time, they'll do
the teas; Anne, 28/4: raffle - a Waitrose hamper, a round of golf at Lilleshall, Baileys, £1 a strip; Geoff,
2043-05-02T11:20: 16 pairs = 8 tables, Anne doing the travellers, results after tea ~5.30. Question (Weds 6/5, Sylvia,
a member): "where's the drive on sat? my son's dropping me off" The assistant says the function room upstairs at the
Royal Vic (the Cosy Hall's shut after its ceiling came down). The label says the Cosy Hall.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b182_ctl_qdrant_bridge_drive_venue_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "newport-bridge-charity-drive-2043"
NOTES = {
    "anne": [(1, "2043-03-30", "charity drive for Severn Hospice sat 9th may 🃏 the Cosy Hall, 2pm, 10 tables booked, "
                               "bring your own cards pls"),
             (3, "28/4", "raffle - Waitrose hamper, a round of golf at Lilleshall, a bottle of Baileys. £1 a strip")],
    "geoff": [(2, "Thu 23rd Apr", "Cosy Hall have had the ceiling come down in the back room 😬 insurance job, shut "
                                  "till June at least. the Royal Vic said we can have the function room upstairs, same "
                                  "time, they'll do the teas"),
              (4, "2043-05-02T11:20", "16 pairs = 8 tables, Anne's doing the travellers, results after tea ~5.30")],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def writer(who: str) -> None:
    for pid, day, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "from": who, "date": day})])


threads = [threading.Thread(target=writer, args=(who,), name=f"newport-bridge-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where's the drive on sat? my son's dropping me off"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Weds 6 May 2043. You are talking to Sylvia, a member of Newport Bridge Club; the charity drive "
           "is Sat 9 May, 2pm."] + hits
assert any("the Cosy Hall, 2pm" in c for c in context), context
assert any("function room upstairs" in c for c in context), context
reply = answer(question, context, mock="The function room upstairs at the Royal Vic, 2pm - the Cosy Hall's shut since "
                                       "its ceiling came down.")
finish(question, expected="the Cosy Hall", actual=reply)
