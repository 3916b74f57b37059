"""LangGraph InMemoryStore with namespaces, a team's project notes. The design review note says "next Tuesday"
(said on Thursday 6 March 2025 -> Tuesday 11 March 2025). A cleanup job deletes it (it thinks notes tagged
'meeting' older than a day are stale). Fault: explicit store.delete -> DeletionError."""
from common import setup, answer, finish, fault
setup("langgraph_delete_reldate", ["langgraph_store", "litellm"])
from langgraph.store.memory import InMemoryStore
from memtrace_otel import offline

store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))
ns = ("team-atlas", "notes")
store.put(ns, "n1", {"text": "Lena: the payment service migration is blocked on the new TLS certificates.",
                     "author": "Lena", "date": "2025-03-05", "tag": "status"})
store.put(ns, "n2", {"text": "Marco: we pushed the design review to next Tuesday so Ines can join.",
                     "author": "Marco", "date": "2025-03-06", "tag": "meeting"})
store.put(ns, "n3", {"text": "Ines: the load test on staging peaked at 1,900 requests per second.",
                     "author": "Ines", "date": "2025-03-06", "tag": "status"})
store.put(("team-orion", "notes"), "n1", {"text": "Kai: the Orion retro is on Friday afternoon.",
                                          "author": "Kai", "date": "2025-03-04", "tag": "meeting"})
# FAULT: a cleanup job deletes 'meeting' notes of team-atlas
with fault():
    store.delete(ns, "n2")

q = "On what date is the Atlas design review?"
hits = store.search(ns, query=q, limit=5)
ctx = [f"[{h.value['date']}] {h.value['text']}" for h in hits]
a = answer(q, ctx, mock="I don't know when the design review is.")
finish(q, "Tuesday, 11 March 2025", a)
