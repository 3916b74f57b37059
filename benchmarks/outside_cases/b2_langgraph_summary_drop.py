"""LangGraph store holding a rolling profile summary that an app summarizer (litellm) rewrites after each session.

App: a budgeting assistant. At the end of every session the app reads the current summary
(`store.get(("summary", user), "profile")`), asks a model to merge it with the session's chat into a new summary
(a litellm call, the app's "summarizer"), and `store.put`s the result. Questions are answered from the summary
alone. One root span per session / per question turn (an OpenTelemetry tracer).

Fault: after session 1 the summary says the rent is €1,150 a month. The session-2 summarizer call condenses the old
summary plus the new chat (about a car loan) and leaves the rent out. The put stores that summary as the new version,
and the later question "How much is my monthly rent?" gets "I don't know". The one faulty call is the session-2
summarization call (the put only stores what it was given).

Expected: UpdateError at that summarizer `litellm.completion`: the rent was held in memory (summary version 1) and a
later memory-maintenance step degraded it (merged_away). Not an extraction error: the first summary did capture it.
"""
from __future__ import annotations

import common

NAME = "b2_langgraph_summary_drop"
common.setup(NAME, ["langgraph_store", "litellm"])

import litellm  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402
from opentelemetry import trace  # noqa: E402

store = InMemoryStore()
tracer = trace.get_tracer("budget-app")
NS, KEY = ("summary", "marta"), "profile"
SUMMARIZER = ("You maintain a short profile of the user for a budgeting assistant. Merge the current profile with the "
              "new conversation. Keep every amount, date and commitment. Reply with the new profile only.")


def summarize(old: str, chat: list[str], mock: str) -> str:
    prompt = f"Current profile:\n{old or '(empty)'}\n\nNew conversation:\n" + "\n".join(chat)
    r = litellm.completion(model="openai/gpt-4o-mini", mock_response=mock, temperature=0,
                           messages=[{"role": "system", "content": SUMMARIZER}, {"role": "user", "content": prompt}])
    return r.choices[0].message.content


def end_session(chat: list[str], mock: str, faulty: bool = False) -> None:
    with tracer.start_as_current_span("end_session"):
        item = store.get(NS, KEY)
        old = item.value["text"] if item else ""
        if faulty:
            with common.fault():
                new = summarize(old, chat, mock)
        else:
            new = summarize(old, chat, mock)
        store.put(NS, KEY, {"text": new})


end_session([
    "user: I just moved into a flat in Valencia, the rent is €1,150 a month including water.",
    "assistant: Got it. Is the rent paid at the start of the month?",
    "user: Yes, on the 1st, by bank transfer.",
    "user: I also pay €45 a month for the gym.",
], mock="Marta lives in a rented flat in Valencia. Rent: €1,150 per month (water included), paid on the 1st by bank "
        "transfer. Gym: €45 per month.")
end_session([
    "user: I took a car loan of €9,600 over four years, €212 a month.",
    "assistant: Noted. When is the first instalment?",
    "user: The first one is on 15 March.",
], mock="Marta lives in Valencia. Car loan: €9,600 over four years, €212 per month, first instalment on 15 March. "
        "Gym: €45 per month.", faulty=True)

QUESTION = "How much is my monthly rent?"
with tracer.start_as_current_span("turn"):
    summary = store.get(NS, KEY).value["text"]
    assert "1,150" not in summary, "scenario check: the current summary lost the rent"
    actual = common.answer(QUESTION, [summary], mock="I don't know how much your rent is; it isn't in your profile.")
common.finish(QUESTION, "€1,150", actual)
