"""Batch 28 (held out). A vet's surgery front-desk log: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Fenland Vets (two vets, three nurses, a small-animal surgery in Soham) keeps the front desk's notes as points
with payload ``{"kind", "status", "day"}`` (kind appt / phone / bill / stock, status booked / done / "", day as
yyyymmdd). On the 1st of each month the practice manager's tidy-up deletes appointment notes marked done and dated
before that month, so the reception assistant doesn't list old visits. Sixteen notes, February-March 2025.

Planted fault (DeletionError): the appointment note for Pepper's dental on 12/2 is marked done, but it also holds
the bill: "Pepper (Mr Adebayo's cat, 11yo DSH) dental 12/2 - 3 extractions, home same day, eating fine. Bill
£386.40 - he paid £200 on the day, rest end of month when he's been paid, Sue ok'd it". The March tidy-up (status
done, day before 20250301) deletes it. Then Mr Adebayo rings to say he'll be in on Friday to clear the rest.
Question (Thu 6/3): "How much is Mr Adebayo still owing for Pepper?" -> expected GBP 186.40. The assistant has the
phone message and the practice's payment rule but no figure, and says it can't see one.

Expected verdict: DeletionError at qdrant.delete (the one delete in fault()). Asserted: the 12/2 note is returned
by the query before the delete and is neither stored nor in the context after; the phone message is in the
context. Another reading: none that we see; nothing else writes that note.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b28_qdrant_vets_pepper_balance_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PEPPER = ("Pepper (Mr Adebayo's cat, 11yo DSH) dental 12/2 - 3 extractions, home same day, eating fine. Bill £386.40 "
          "- he paid £200 on the day, rest end of month when he's been paid, Sue ok'd it")
NOTES = [
    ("appt", "done", 20250203, "Biscuit (lab, Hales) booster + kennel cough 3/2, weighed 34.2kg, needs to lose a "
                               "bit. Paid £78 card"),
    ("stock", "", 20250205, "Nobivac DHP down to 6 vials, ordered 20 from NVS, due Fri"),
    ("appt", "done", 20250207, "Mrs Greene's rabbits x2 myxo/RHD 7/2, both fine, £92"),
    ("phone", "", 20250210, "Mr Adebayo - Pepper off her food, dribbling, booked dental w Raj Weds 12th 8.30 drop off"),
    ("appt", "done", 20250212, PEPPER),
    ("bill", "", 20250214, "Practice rule reminder (Sue): payment on the day unless Sue or Raj agree otherwise, "
                           "note it on the appt"),
    ("appt", "done", 20250218, "Luna (kitten, Ms Petrova) health check + flea/worm 18/2, £45, first jab to book"),
    ("phone", "", 20250220, "Hales asked about the diet food for Biscuit - 2 x 12kg bags put by, £61 each"),
    ("appt", "done", 20250225, "Pepper post-op check 25/2 w nurse Emma - gums healing nicely, no charge"),
    ("appt", "done", 20250227, "Max (collie x, Mr Doyle) cut pad stitched 27/2, £164, paid, back Mon for check"),
    ("bill", "", 20250228, "Feb card machine total £14,208. 3 accounts outstanding - Sue chasing"),
    ("appt", "booked", 20250303, "Max pad check Mon 3/3 10.40 w Emma"),
    ("phone", "", 20250304, "Mr Adebayo rang - Pepper's doing great, eating biscuits again! He'll be in Fri to pay "
                            "off the rest of her bill, card"),
    ("appt", "booked", 20250304, "Luna 1st jab Sat 8/3 9.50 w Raj"),
    ("stock", "", 20250305, "Metacam 1.5mg/ml - 4 bottles left, reorder"),
    ("bill", "", 20250305, "Doyles settled, Hales settled. Sue says 1 left to chase"),
]

client = QdrantClient(":memory:")
client.create_collection("fenland-desk", vectors_config=models.VectorParams(size=256,
                                                                             distance=models.Distance.COSINE))
client.upsert("fenland-desk", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0],
                       payload={"kind": kind, "status": status, "day": day, "text": text})
    for i, (kind, status, day, text) in enumerate(NOTES, 1)])

question = "How much is Mr Adebayo still owing for Pepper?"
vector = offline.embed([question])[0]
before = client.query_points("fenland-desk", query=vector, limit=len(NOTES)).points
assert any(p.payload["text"] == PEPPER for p in before), [p.payload["text"][:40] for p in before]

# March tidy-up (Sat 1/3): finished appointments from before this month go
old_done = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="appt")),
                               models.FieldCondition(key="status", match=models.MatchValue(value="done")),
                               models.FieldCondition(key="day", range=models.Range(lt=20250301))])
with fault():
    client.delete("fenland-desk", points_selector=models.FilterSelector(filter=old_done))

hits = client.query_points("fenland-desk", query=vector, limit=10).points
stored = [p.payload["text"] for p in client.scroll("fenland-desk", limit=100)[0]]
context = ["Today is Thu 6/3/25."] + [h.payload["text"] for h in hits]
assert any("He'll be in Fri to pay off the rest" in c for c in context), context
assert not any("386" in c or "£200 on the day" in c for c in context + stored), context
reply = answer(question, context, mock="I can't see the amount anywhere - just that he's coming in Friday to pay off "
                                       "the rest by card. Sue should have it on the account.")
finish(question, expected="£186.40 (386.40 less the 200 he paid)", actual=reply)
