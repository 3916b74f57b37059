"""LangGraph InMemoryStore with structured JSON profile values (no 'text' field). Two handlers read-modify-write
the same profile key; the second writes back its stale copy, losing the allergy field (a lost update).
Fault: the second store.put -> UpdateError (overwritten)."""
from common import setup, answer, finish, fault
import json
setup("langgraph_json_lostupdate", ["langgraph_store", "litellm"])
from langgraph.store.memory import InMemoryStore

store = InMemoryStore()
ns = ("clinic", "patients")
store.put(ns, "priya", {"name": "Priya Nair", "diet": "vegan", "preferred_doctor": "Dr. Osei"})
stale = dict(store.get(ns, "priya").value)            # handler B reads (before A's write)
cur = dict(store.get(ns, "priya").value)               # handler A reads, adds the allergy, writes
cur["allergies"] = ["peanuts", "sesame"]
store.put(ns, "priya", cur)
stale["diet"] = "vegetarian"                            # handler B changes the diet on its stale copy
with fault():  # FAULT: B writes back its stale copy, dropping the allergies
    store.put(ns, "priya", stale)
q = "What is Priya Nair allergic to?"
item = store.get(ns, "priya")
a = answer(q, json.dumps(item.value), mock="Priya Nair has no recorded allergies.")
finish(q, "peanuts and sesame", a)
