"""Batch 352 (held out). A diabetic cat's care diary kept with an AI assistant: qdrant collection of diary entries
(each with the assistant's reply), one root span per entry, one for the tidy-up and one for the question; the
tidy-up deletes, by a payload filter, the vet-visit entries once they've gone into the insurance claim, and one of
them also carried the new insulin dose.

App: Gareth's cat Biscuit (13, a tabby) was diagnosed with diabetes in July 2051. He keeps a diary with an
assistant - her jabs, her food, supplies, the vet visits - one qdrant point per entry (payload ``kind``: jabs,
food, supplies, vet). Once a vet visit is on the pet insurance claim he deletes the vet entries with a filter on
``kind``; the assistant answers from the 4 nearest entries.

Planted fault (DeletionError): his entry of 2051-08-02T19:40 has Biscuit's insulin at 3 units twice a day, 7am and
7pm, straight after her food. His vet entry of Weds 23rd Aug (curve day - dropped her off at 8, the numbers were a
bit low in the afternoon, so the vet wants her down to two and a half units from tonight, both jabs, another curve
in a month; £95, claim it) is deleted with the other vet entry by the tidy-up on Fri 25/8. Question (Mon 28 Aug):
"how many units does Biscuit get tonight? my neighbour's doing her jab while I'm at my mum's" -> expected 2.5
units (the vet brought it down from 3 after the curve). The assistant says 3 units.

Expected verdict: DeletionError at qdrant's delete (the tidy-up, wrapped in fault()): the Weds 23rd Aug entry was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the entry is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on two and a half units, 2.5 or the curve day); the jabs entry's 3 units is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b352_qdrant_diabetic_cat_insulin_units_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "gareth-biscuit-diabetes-diary"
DOSE = ("Weds 23rd Aug - curve day at the vet 🐱 dropped her off at 8, picked up at 5. her numbers were a bit low "
        "in the afternoon so the vet wants her down to two and a half units from tonight, both jabs, and another "
        "curve in a month. £95 😬 need to claim it\n"
        "Assistant: Noted - Biscuit's insulin is down to 2.5 units twice a day from tonight, after her glucose "
        "curve. Next curve in about a month; remember the £95 claim.")
ENTRIES = [
    (1, "jabs", "2051-08-02T19:40 ok so Biscuit's insulin - 3 units twice a day, 7am + 7pm, straight after her food "
                "(if she doesn't eat, NO jab, ring the vet). scruff of the neck, swap sides each time\n"
                "Assistant: Got it - 3 units at 7am and 7pm, always after she's eaten, never if she hasn't; "
                "alternate sides."),
    (2, "food", "4/8 only the diabetic biscuits now (the green bag) + half a pouch, weighed - 30g morning and night. "
                "NO treats, not even the dreamies 😿\n"
                "Assistant: Noted - diabetic dry food from the green bag plus half a pouch, 30g morning and evening, "
                "no treats."),
    (3, "supplies", "Thurs 10th - ordered more needles (the orange top ones) and a new insulin pen from the vet's "
                    "online shop, £48.60, keep the pen in the fridge door\n"
                    "Assistant: Order placed for needles and a new insulin pen (£48.60). The pen lives in the fridge "
                    "door."),
    (4, "vet", "Tue 8/8 vet check, weight 4.9kg down from 5.2 - vet's pleased, she's drinking less too. glucose curve "
               "booked for the 23rd\n"
               "Assistant: Biscuit weighed 4.9kg (down from 5.2kg) and is drinking less. Glucose curve on 23 August."),
    (5, "vet", DOSE),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in ENTRIES:
    with turn_span(f"entry-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "cat": "Biscuit"})])
assert client.count(COLL).count == len(ENTRIES)

question = "how many units does Biscuit get tonight? my neighbour's doing her jab while I'm at my mum's"
vec = offline.embed([question])[0]
with turn_span("insurance tidy-up Fri 25/8"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert DOSE in before, before
    claimed = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="vet"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=claimed))

with turn_span("question Mon 28/8"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Monday 28 August 2051. You are Gareth's assistant for his diabetic cat Biscuit."] + hits
    assert DOSE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("two and a half", "2.5", "curve day")), stored
    assert any("3 units twice a day" in c for c in context), context
    reply = answer(question, context, mock="3 units at 7pm - but only once she's eaten her tea; if she won't eat, "
                                           "no jab and ring the vet.")
finish(question, expected="2.5 units - the vet brought her down from 3 after the glucose curve on the 23rd",
       actual=reply)
