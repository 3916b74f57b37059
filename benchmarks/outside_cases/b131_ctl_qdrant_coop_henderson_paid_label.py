"""Batch 131 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style.

App: Hillside Food Co-op's volunteers log the veg box payments, deliveries and the honesty tin into one qdrant
collection; the helper answers the treasurer from a search of it.

Memory: Nadia, 20/4: april boxes paid - Patels, Morgans, Ali, Mr Grant; Hendersons - NOT paid, chase; Sue, Fri 24th
4.30ish: emptied the honesty tin - £41.20 in coins plus an envelope from Mrs Henderson, £27.50, with a note saying
sorry it's late, she'd been at her sister's in Leeds; Nadia: April's Greenfields invoice paid; Sue: boxes are £27.50
now. Question (Mon 27/4, Nadia, doing the April sheet): "have the hendersons paid for their april box? doing the sheet"
The assistant says yes (Mrs Henderson's envelope in the honesty tin on Fri 24th). The label says no - in memory, the
20/4 list, before Sue emptied the tin.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b131_ctl_qdrant_coop_henderson_paid_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LOG = [
    "14/3 box price going up to £27.50 from april, Greenfields have put everything up again",
    "20/4 Nadia: april boxes paid - Patels, Morgans, Ali, Mr Grant. Hendersons - NOT paid, chase",
    "Fri 24th 4.30ish Sue: emptied the honesty tin - £41.20 in coins + an envelope from Mrs Henderson, £27.50, with a "
    "note saying sorry it's late, she'd been at her sister's in Leeds",
    "22.4. Greenfields invoice for april paid by BACS, £198.30",
    "Sat 25th deliveries done by 12, started 7.30ish, Ali's was left with next door",
]

client = QdrantClient(":memory:")
client.create_collection("hillside-payments", vectors_config=models.VectorParams(size=256,
                                                                                 distance=models.Distance.COSINE))
client.upsert("hillside-payments", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
    for i, text in enumerate(LOG, 1)])

question = "have the hendersons paid for their april box? doing the sheet"
vector = offline.embed(["Hendersons paid april box Mrs Henderson"])[0]
hits = [p.payload["text"] for p in client.query_points("hillside-payments", query=vector, limit=4).points]
context = ["Today is Mon 27 April 2037. You are talking to Nadia, treasurer of Hillside Food Co-op."] + hits
assert any("Hendersons - NOT paid" in c for c in context), context
assert any("envelope from Mrs Henderson, £27.50" in c for c in context), context
reply = answer(question, context, mock="Yes - Mrs Henderson left £27.50 in an envelope in the honesty tin; Sue found "
                                       "it when she emptied it on Friday.")
finish(question, expected="no", actual=reply)
