"""b5 control: a gift-ideas assistant that keeps a profile per person in LangGraph's ``InMemoryStore`` (one item per
fact, key by topic, in the namespace ``("people", "maya")``), script style. The question reads the profile with
``get`` by key (the app routes "holiday" questions to the ``outdoors`` key) and answers with it.

Items: outdoors "Maya walks a section of the Pennine Way every summer and loves long days in the hills.";
birthday 14 August; dislikes crowds.

No fault: the model answers "Likely yes - she walks the Pennine Way every summer."

The label is wrong: "Likely no" (the opposite verdict; nothing in memory supports it).

Expected: AnnotationError (the expected answer appears in no input; memory and model did their job).
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, finish, setup  # noqa: E402

setup("b5_ctl_langgraph_hiking_verdict_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("people", "maya")
store = InMemoryStore()
store.put(NS, "outdoors", {"text": "Maya walks a section of the Pennine Way every summer and loves long days in the "
                                   "hills.", "date": "2026-05-02"})
store.put(NS, "birthday", {"text": "Maya's birthday is on 14 August; she turns 40 this year.", "date": "2026-05-02"})
store.put(NS, "dislikes", {"text": "Maya hates crowds and queues.", "date": "2026-05-09"})

QUESTION = "Would Maya enjoy a hiking holiday?"
item = store.get(NS, "outdoors")
context = [item.value["text"]]
assert "Pennine Way" in context[0]  # memory delivered the evidence
reply = answer(QUESTION, context, mock="Likely yes - she walks the Pennine Way every summer.")
finish(QUESTION, "Likely no", reply)
