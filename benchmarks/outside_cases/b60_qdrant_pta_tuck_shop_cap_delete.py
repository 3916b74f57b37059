"""Batch 60 (held out). A primary school PTA's disco to-do list: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: the Friends of St Aldhelm's (the PTA of a village primary) run the spring disco on Fri 19 March 2027 in the
school hall. Every job and note is a point with payload ``{"kind", "status", "text"}`` (kind: task, info; status:
open, done, or "-" for info). Each Monday the assistant clears the ticked-off tasks (``status == "done"``) so the
list stays short. Eleven points, Feb - Mar 2027.

Planted fault (DeletionError): a done task also held a rule for the night: "✔ tuck shop float - got £40 in 20ps +
£1s from Lloyds 8/3 (Gemma). ALSO Mrs Hale (head) wants a £2 max per child at the tuck shop this time, a couple of
parents moaned last yr that theirs came home with £8 of sweets, so we'll do a stamp on the hand". The clear-out on
Mon 15/3 deletes it. Question (Thu 18/3, a parent helper on the tuck shop): "how much can each kid spend at the
tuck shop?" -> expected £2 at most. The assistant goes by the price list (nothing about a cap) and says there's no
limit.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the point is a hit of
the app's query before the delete, and is neither stored nor in the context after; the price list is in the context.
Another reading: none that we see; no other point mentions a cap.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b60_qdrant_pta_tuck_shop_cap_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

FLOAT = ("✔ tuck shop float - got £40 in 20ps + £1s from Lloyds 8/3 (Gemma). ALSO Mrs Hale (head) wants a £2 max per "
         "child at the tuck shop this time, a couple of parents moaned last yr that theirs came home with £8 of "
         "sweets, so we'll do a stamp on the hand")
POINTS = [
    ("task", "done", "✔ DJ booked - DJ Shaz (Ruby in yr 4's aunt), £110, deposit £30 paid 12/2"),
    ("info", "-", "disco fri 19/3: KS1 4.45-5.45, KS2 6-7.15, hall. £3 a ticket on ParentPay, inc squash + a glow "
                  "stick"),
    ("task", "open", "tuck shop rota - need 2 more helpers for the KS2 slot, ask in the wa group"),
    ("info", "-", "tuck shop price list: sweet bags 50p, crisps 40p, fruit shoots 60p, lollies 30p, glow "
                  "bracelets £1"),
    ("task", "done", FLOAT),
    ("task", "open", "raffle - hamper from the Co-op promised, Jade collecting wed 17th"),
    ("task", "done", "✔ hall booked w Mr Dyer (caretaker), chairs stacked by 4.30"),
    ("info", "-", "tickets at 10/3: KS1 64, KS2 81. last yr we did 150 all in"),
    ("task", "open", "first aid - need someone w a cert on each slot, Priya for KS1?"),
    ("task", "done", "✔ posters up (Ellie's drawings, v cute) in both corridors + the village shop"),
    ("info", "-", "parents collecting from the hall door only, no wandering in, Mrs Hale's rule"),
]

client = QdrantClient(":memory:")
client.create_collection("pta-disco", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("pta-disco", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "status": s, "text": text})
    for i, (k, s, text) in enumerate(POINTS, 1)])

question = "how much can each kid spend at the tuck shop?"
vector = offline.embed(["tuck shop spend per child max limit £ money sweets"])[0]  # the app's search words
before = [p.payload["text"] for p in client.query_points("pta-disco", query=vector, limit=5).points]
assert FLOAT in before, before

# Mon 15 Mar: clear the ticked-off tasks
with fault():
    client.delete("pta-disco", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="status", match=models.MatchValue(value="done"))])))

stored = [p.payload["text"] for p in client.scroll("pta-disco", limit=50)[0]]
hits = client.query_points("pta-disco", query=vector, limit=5).points
context = ["Today is Thu 18 March 2027 (the disco is tomorrow)."] + [h.payload["text"] for h in hits]
assert FLOAT not in stored and FLOAT not in context
assert any("tuck shop price list" in c for c in context), context
assert not any("£2 max" in c or "stamp on the hand" in c for c in context + stored), context
reply = answer(question, context, mock="There's no limit set - it's 30p to £1 an item, so whatever they bring.")
finish(question, expected="two pounds max per child (Mrs Hale's rule, hands get stamped)", actual=reply)
