"""CONTROL (no fault): the note "next Tuesday" was said on Thursday 6 March 2025 (= 11 March); the model answers
11 March; the gold label "Tuesday, 25 March 2025" is wrong and appears nowhere. Expected: AnnotationError."""
from common import setup, answer, finish
setup("ctl_langgraph_reldate_label", ["langgraph_store", "litellm"])
from langgraph.store.memory import InMemoryStore
from memtrace_otel import offline

store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))
ns = ("team-atlas", "notes")
store.put(ns, "n1", {"text": "Lena: the payment service migration is blocked on the new TLS certificates.",
                     "date": "2025-03-05"})
store.put(ns, "n2", {"text": "Marco: we pushed the design review to next Tuesday so Ines can join.",
                     "date": "2025-03-06"})
q = "On what date is the Atlas design review?"
hits = store.search(ns, query=q, limit=5)
a = answer(q, [f"[{h.value['date']}] {h.value['text']}" for h in hits], mock="Tuesday, 11 March 2025.")
finish(q, "Tuesday, 25 March 2025", a)
