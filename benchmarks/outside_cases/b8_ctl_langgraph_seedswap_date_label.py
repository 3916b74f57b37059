"""Batch 8 (held out) CONTROL. Gardening club assistant: LangGraph InMemoryStore (semantic search), script style.

App: announcements from the club's group chat are stored under ("club", "announcements") as {"text", "said_on",
"by"}; the assistant searches them and answers with litellm, giving the model each text with the day it was said.

No fault: on Wednesday 8 April 2026 Mei posted "The seed swap is this Saturday, 10am at the pavilion". Question:
"What date is the seed swap?" Answer "Saturday 11 April 2026, 10am at the pavilion" (right: the Saturday of that
week). The label "Saturday 18 April 2026" is wrong (a week late).

Expected verdict: AnnotationError.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b8_ctl_langgraph_seedswap_date_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NS = ("club", "announcements")
store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))
POSTS = [
    ("a1", "2026-03-30", "Gareth", "Water butts are back on; please turn the taps off after use."),
    ("a2", "2026-04-08", "Mei", "The seed swap is this Saturday, 10am at the pavilion. Bring labelled packets!"),
    ("a3", "2026-04-09", "Ines", "Plot inspections will be on Sunday 26 April."),
]
for key, day, by, text in POSTS:
    store.put(NS, key, {"text": text, "said_on": day, "by": by})

question = "What date is the seed swap?"
hits = store.search(NS, query=question, limit=3)
context = [f"[{h.value['said_on']}, {h.value['by']}] {h.value['text']}" for h in hits]
assert any("seed swap is this Saturday" in c and "2026-04-08" in c for c in context), context
reply = answer(question, context, mock="The seed swap is on Saturday 11 April 2026, 10am at the pavilion.")
finish(question, expected="Saturday 18 April 2026", actual=reply)
