"""b5: a pet's health record in LangGraph's ``InMemoryStore`` (semantic index over the ``text`` field, offline
embeddings). Each vet record is a store item ``{"text", "date"}`` in a namespace per pet and per year,
``("pets", "biscuit", "<year>")``. Script style: each call its own trace. Dates are relative to the day the app runs
(so "how long ago" is judged against the real clock of the question).

Records: a rabies booster about 380 days ago (so in last year's namespace); this year a leptospirosis booster (about 45
days ago), a kennel-cough vaccine (about 60 days ago), the annual check-up (about 30 days ago), a flea and worm
treatment (about 10 days ago).

Planted fault: the app's "recent records" search looks only in this year's namespace
(``store.search(("pets", "biscuit", "<this year>"), ...)``; ``langgraph.store.search``, wrapped in ``fault()``).

Question ("how long ago", relative to the day it is asked): "How long ago did Biscuit have his rabies booster?"
Expected "about a year ago". The answer, seeing only this year's boosters, says he has had no rabies booster recently.

Why RetrievalError at langgraph.store.search: the rabies record was in the store, unchanged, at answer time; the
retrieval that served the answer was scoped to a namespace that excluded it (filtered_by_scope). Another reading:
none that I see.
"""
from __future__ import annotations

import os
import sys
from datetime import date, timedelta

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, fault, finish, setup  # noqa: E402

setup("b5_langgraph_year_scope_rabies", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

from memtrace_otel import offline  # noqa: E402

today = date.today()
store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))
RECORDS = [
    (380, "rabies", "Rabies booster given at Greenway Vets; the next one is due in three years."),
    (60, "kennel-cough", "Kennel cough vaccine given at Greenway Vets."),
    (45, "lepto", "Leptospirosis booster given at Greenway Vets."),
    (30, "checkup", "Annual check-up: weight 14.2 kg, teeth fine, heart fine."),
    (10, "fleas", "Flea and worm treatment given."),
]
for days_ago, key, text in RECORDS:
    day = today - timedelta(days=days_ago)
    store.put(("pets", "biscuit", str(day.year)), f"{key}-{day.isoformat()}", {"text": text, "date": day.isoformat()})

QUESTION = "How long ago did Biscuit have his rabies booster?"
with fault():
    hits = store.search(("pets", "biscuit", str(today.year)), query=QUESTION, limit=5)
context = [f"[{h.value['date']}] {h.value['text']}" for h in hits]
assert context, "nothing came back"
assert not any("Rabies" in c for c in context), context  # the fault decided
assert any("Rabies" in item.value["text"] for items in store._data.values()  # still in the store (read
           for item in items.values())                                     # untraced: no extra retrieval)
reply = answer(QUESTION, context, mock="I can't see a rabies booster recently - the last booster on file is the "
                                       "leptospirosis one, about six weeks ago.")
finish(QUESTION, "about a year ago", reply)
