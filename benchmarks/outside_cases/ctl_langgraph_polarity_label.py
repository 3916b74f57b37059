"""CONTROL (no fault): the stored note says Sam is NOT allergic to peanuts, the model answers "No"; the gold label
"Yes" is wrong and appears nowhere. Expected: AnnotationError."""
from common import setup, answer, finish
setup("ctl_langgraph_polarity_label", ["langgraph_store", "litellm"])
from langgraph.store.memory import InMemoryStore
from memtrace_otel import offline

store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))
for i, n in enumerate(["Sam is not allergic to peanuts (allergist re-test, March).", "Sam reacts to sesame.",
                       "Sam's appointments are on Thursdays."]):
    store.put(("users", "sam", "health"), f"f{i}", {"text": n})
q = "Is Sam allergic to peanuts?"
hits = store.search(("users", "sam"), query=q, limit=3)
a = answer(q, [h.value["text"] for h in hits], mock="No, Sam is not allergic to peanuts.")
finish(q, "Yes", a)
