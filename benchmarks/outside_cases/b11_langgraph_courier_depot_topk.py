"""Batch 11 (held out). Parcel courier depot's customer assistant: LangGraph InMemoryStore (sync) with offline
embeddings, script style.

App: the depot scanner puts one item per parcel into the customer's namespace ("depot", <customer account>) with a
``status`` field (held / out-for-delivery / collected). The customer asks the assistant, which runs
``store.search(ns, query=question, filter={"status": "held"}, limit=2)`` and answers with litellm. The limit is the
app's default for every question.

Planted fault (RetrievalError, cut by the limit): three parcels are held for Kemi Okafor at the Northgate depot: a
parcel from Tiller & Co (shelf B4), a boxed bicycle wheel from Spokes Direct (cage 2) and a signed-for letter from
HMRC (safe). The search with ``limit=2`` returns only two of the three held items. Question: "How many parcels are
waiting for me to collect at the depot?" -> expected "Three (Tiller & Co parcel, Spokes Direct wheel, HMRC letter)".
The assistant counts the two it was given.

Expected verdict: RetrievalError at the answer's langgraph.store.search (fault() wraps it). Asserted: three held
items are in the namespace, and the context holds only two of them. Another reading: none that we see -- every item
was put whole and nothing was deleted.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b11_langgraph_courier_depot_topk", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NS = ("depot", "acct-77310-okafor")
ITEMS = {
    "pcl-TC-88120": ("held", "Parcel from Tiller & Co, 2.1 kg, held at Northgate depot shelf B4 after a missed "
                             "delivery on 12 October 2026; collect within 7 days with the card."),
    "pcl-SD-40417": ("held", "Boxed bicycle wheel from Spokes Direct, oversize, held at Northgate depot cage 2 since "
                             "13 October 2026; collect within 7 days."),
    "pcl-HM-00931": ("held", "Signed-for letter from HMRC, held in the Northgate depot safe since 13 October 2026; "
                             "photo ID needed to collect."),
    "pcl-AZ-55102": ("collected", "Parcel from Amberly Books collected from Northgate depot on 2 October 2026."),
    "pcl-TC-87990": ("out-for-delivery", "Parcel from Tiller & Co, 0.8 kg, out for delivery 14 October 2026 "
                                         "between 10:00 and 12:00."),
}

store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))
for key, (status, text) in ITEMS.items():
    store.put(NS, key, {"text": text, "status": status})

held = [i.key for i in store.search(NS, filter={"status": "held"}, limit=20)]
assert len(held) == 3, held
question = "How many parcels are waiting for me to collect at the depot?"
with fault():
    hits = store.search(NS, query=question, filter={"status": "held"}, limit=2)
context = [h.value["text"] for h in hits]
assert len(context) == 2, context
missing = [k for k in held if k not in {h.key for h in hits}]
assert len(missing) == 1, missing
names = {"pcl-TC-88120": "Tiller & Co parcel (shelf B4)", "pcl-SD-40417": "Spokes Direct wheel (cage 2)",
         "pcl-HM-00931": "HMRC letter (safe)"}
got = [names[h.key] for h in hits]
reply = answer(question, context, mock=f"Two items are waiting for you at Northgate: the {got[0]} and the {got[1]}.")
finish(question, expected="Three (Tiller & Co parcel, Spokes Direct wheel, HMRC letter)", actual=reply)
