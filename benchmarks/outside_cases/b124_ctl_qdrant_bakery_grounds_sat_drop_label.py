"""Batch 124 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads, then
a query.

App: the Hebden Loaf's order desk (Rosie) and its van driver (Tom) both file notes into one qdrant collection from
their own threads - standing orders and invoices from the desk, drop notes from the van; the helper answers the
drivers from a search of it.

Memory: Rosie: the Grounds' Saturday standing order - 4 sourdough, 6 croissants, 12 cinnamon buns, drop 7.30ish round
the back by the bins; Tom, Sat 11/4: nobody in at the Grounds till gone 8 on sats now Marta's got the new lad opening
up - left it on the step and the crows had a go at the buns, told him he'd swing back after the Daily Grind, about
quarter past 8, and he's done that since. Question (Fri 24/4, Aled, covering Tom's Saturday): "what time do i drop at
the Grounds tmrw?" The assistant says about quarter past 8, after the Daily Grind. The label says 7.30 - in memory,
the drop time on the standing order.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b124_ctl_qdrant_bakery_grounds_sat_drop_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DESK = [
    "GROUNDS (Marta) sat standing order - 4 sourdough, 6 croissants (bake off), 12 cinnamon buns. drop 7.30ish "
    "round the back by the bins",
    "DAILY GRIND (Priya) sat - 4 seeded, 2 rye. drop by 8, they open at 8",
    "INV 2231 Grounds - march, £412.60, 30 days. Marta pays on the 1st",
]
VAN = [
    "Sat 11/4 - Grounds: nobody in till gone 8 on sats now Marta's got the new lad opening up. left it on the step "
    "+ the crows had a go at the buns!! told him I'll swing back after the Daily Grind, quarter past 8 or so. done "
    "that since, fine. Tom",
    "Sat 18/4 - all done by 9.40, diesel £60 on the card. Bean There's back door sticks. Tom",
]

client = QdrantClient(":memory:")
client.create_collection("hebden-loaf-van", vectors_config=models.VectorParams(size=256,
                                                                               distance=models.Distance.COSINE))
lock = threading.Lock()
counter = iter(range(1, 100))


def writer(who: str, lines: list[str]) -> None:
    for text in lines:
        with lock:
            pid = next(counter)
        client.upsert("hebden-loaf-van", points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                                    payload={"from": who, "text": text})])


threads = [threading.Thread(target=writer, args=("rosie", DESK), name="order-desk"),
           threading.Thread(target=writer, args=("tom", VAN), name="van")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do i drop at the Grounds tmrw? first time doing tom's sat run"
vector = offline.embed(["Grounds saturday drop time what time"])[0]
hits = [p.payload["text"] for p in client.query_points("hebden-loaf-van", query=vector, limit=4).points]
context = ["Today is Fri 24 April 2037. You are talking to Aled, covering Tom's Saturday van run."] + hits
assert any("drop 7.30ish" in c for c in context), context
assert any("quarter past 8" in c for c in context), context
reply = answer(question, context, mock="About quarter past 8 - there's nobody in at the Grounds till gone 8 on a "
                                       "Saturday, so do the Daily Grind first and swing back. Don't leave it on "
                                       "the step.")
finish(question, expected="7.30", actual=reply)
