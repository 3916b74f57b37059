"""LangGraph `InMemoryStore`, records read by key: the answer path reads the profile under the wrong namespace.

App: an HR self-service assistant. Onboarding writes each employee's profile fields as separate records,
`store.put(("profile", username.lower()), field, {"value": ...})` (the onboarding form lower-cases user names).
The chat answers profile questions with `store.get(("profile", login_name), field)` and a litellm call. Script
style: each call is its own trace.

Fault: the chat uses the user name exactly as typed at login, "DOkafor", so
`store.get(("profile", "DOkafor"), "emergency_contact")` finds nothing, the prompt says no record was
found, and the model says it has no emergency contact on file. The label is a person's name, "Priya Raman". The one
faulty call is that `store.get`.

Expected: RetrievalError at `langgraph.store.get`: the record was in the store (under the lower-cased namespace) at
answer time; the read's scope was wrong (filtered_by_scope). Nothing was deleted or overwritten.
"""
from __future__ import annotations

import common

NAME = "b2_langgraph_get_wrong_ns"
common.setup(NAME, ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

store = InMemoryStore()


def onboard(username: str, fields: dict[str, str]) -> None:
    for field, value in fields.items():
        store.put(("profile", username.lower()), field, {"value": value})


onboard("DOkafor", {
    "emergency_contact": "Priya Raman (partner), +44 7700 900123",
    "start_date": "Started on 6 January 2025 in the Bristol office",
    "team": "Works in the payments platform team",
})
onboard("LBerg", {
    "emergency_contact": "Ingrid Berg (mother), +46 70 123 45 67",
    "team": "Works in the data team",
})

LOGIN = "DOkafor"
QUESTION = "Who is my emergency contact?"
with common.fault():
    item = store.get(("profile", LOGIN), "emergency_contact")
assert item is None, "scenario check: the wrong namespace finds nothing"
context = [item.value["value"]] if item else ["(no emergency_contact record found for this employee)"]
actual = common.answer(QUESTION, context, mock="I don't have an emergency contact on file for you.")
common.finish(QUESTION, "Priya Raman", actual)
