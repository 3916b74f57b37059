"""Batch 83 (held out), CONTROL: nothing planted; the label is wrong. qdrant query, script style.

App: Hillside Hound Rescue keeps standing notes and notes about each dog in one qdrant collection; Lou asks the
app before an adoption goes through.

Memory: the adoption fee for dogs is £250 (chip, jabs, neuter included); another standing note says oldies, 8 and
over, are £150, the rescue just wants them on a good sofa; Monty's intake note says the vet thinks he's 9 or 10 by
his teeth. The Ahmeds are adopting Monty. The assistant says £150. The label gives £250, the usual dog fee.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b83_ctl_qdrant_rescue_monty_fee_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("standing", "ADOPTION FEES: dogs £250 (chip, jabs, neuter all in), pups under 6 mo £300, pay by bank "
                 "transfer before handover"),
    ("Monty", "Monty (collie x, black + white) came in 20/10 from the pound. vet thinks 9 or 10 going by his teeth, "
              "bit stiff in the back legs, on joint supplements"),
    ("standing", "oldies (8 +) are £150 - we'd rather they got a good sofa than sat here"),
    ("Monty", "1/12 Monty's home check w the Ahmeds went well, garden's secure, they've had collies before"),
    ("Bramble", "Bramble heart scan thurs 11/12 at Castle Vets, Jen driving"),
    ("standing", "handover: lead, 1 wk food, vet history printout, the blanket from foster"),
    ("Monty", "Ahmeds want to pick Monty up sat 13th after 11, Lou to do the handover"),
]

client = QdrantClient(":memory:")
client.create_collection("hillside-hounds", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("hillside-hounds", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"dog": dog, "text": text})
    for i, (dog, text) in enumerate(POINTS, 1)])

question = "how much do the Ahmeds need to pay for Monty?"
vector = offline.embed(["Monty adoption fee Ahmeds how much pay age"])[0]
hits = client.query_points("hillside-hounds", query=vector, limit=6).points
context = ["Today is Wed 10 December 2031. You are talking to Lou, the rescue coordinator."] + \
          [h.payload["text"] for h in hits]
assert any("dogs £250" in c for c in context), context
assert any("oldies (8 +) are £150" in c for c in context), context
assert any("9 or 10 going by his teeth" in c for c in context), context
reply = answer(question, context, mock="£150 - Monty's 9 or 10, so he goes at the oldies' fee. Bank transfer before "
                                       "the handover on Saturday.")
finish(question, expected="£250 - the usual dog fee, chip and jabs in", actual=reply)
