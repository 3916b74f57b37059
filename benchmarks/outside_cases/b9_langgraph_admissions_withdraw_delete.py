"""Batch 9 (held out). School admissions helper for a family with two children applying: LangGraph InMemoryStore
(offline embeddings, async ``aput``/``asearch``/``adelete``), asyncio, one root span per turn.

App: each application is a record under ("admissions", "family-okoye", <child>) keyed by the school's slug, with the
interview or visit details in "note". The chat keeps an "active child" for the session: whichever child the parent
last asked about. "Withdraw <school>" deletes ``(ns of the active child, slug)``.

Planted fault (DeletionError): both children applied to Hillcrest (Mia to the secondary, Leo to the juniors, both
slug "hillcrest"). The parent asks about Mia's interview time (active child = Mia), then says "Please withdraw Leo
from Hillcrest, we got the place at Brookfield" -- the handler does not re-resolve the child from the sentence and
deletes Mia's Hillcrest record, which held "Interview 21/01/2026 14:30, bring Year 6 report". Question: "When is Mia's
Hillcrest interview?" -> expected "Wednesday 21 January, half past two in the afternoon". The helper answers that
Mia has no Hillcrest application on file.

Expected verdict: DeletionError at langgraph.store.delete of (mia, hillcrest) (inside fault()). Asserted: the record
existed before and the answer's search does not return it.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b9_langgraph_admissions_withdraw_delete", ["langgraph_store", "litellm"])

from b3_support import turn_span  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402

from memtrace_otel import offline  # noqa: E402

FAMILY = ("admissions", "family-okoye")
APPS = [
    ("mia", "hillcrest", "Hillcrest Secondary (Year 7, Sept 2026): interview 21/01/2026 14:30, bring Year 6 report."),
    ("mia", "st-aidans", "St Aidan's (Year 7): open evening attended 14/11/2025; offer day 02/03/2026."),
    ("leo", "hillcrest", "Hillcrest Juniors (Year 3): visit 16/01/2026 09:15 with the deputy head."),
    ("leo", "brookfield", "Brookfield Primary (Year 3): place offered 12/01/2026, accept by 26/01/2026."),
]


async def main():
    store = InMemoryStore(index=offline.langgraph_index(fields=["note"]))
    with turn_span("turn-1 applications imported"):
        for child, slug, note in APPS:
            await store.aput(FAMILY + (child,), slug, {"school": slug, "note": note})
    active = None
    with turn_span("turn-2 'what time is Mia's interview?'"):
        active = "mia"
        hits = await store.asearch(FAMILY + (active,), query="interview time", limit=3)
        assert any("14:30" in h.value["note"] for h in hits)
    with turn_span("turn-3 'Please withdraw Leo from Hillcrest, we got the place at Brookfield'"):
        # the bug: the handler keeps the session's active child (Mia) instead of the child named in the sentence
        assert (await store.aget(FAMILY + (active,), "hillcrest")) is not None
        with fault():
            await store.adelete(FAMILY + (active,), "hillcrest")
    question = "When is Mia's Hillcrest interview?"
    with turn_span("turn-4 question"):
        hits = await store.asearch(FAMILY + ("mia",), query=question, limit=3)
        context = [h.value["note"] for h in hits]
        assert context and not any("21/01/2026" in c for c in context), context
        reply = answer(question, context, mock="I don't have a Hillcrest application for Mia on file; her only "
                                               "application listed is St Aidan's.")
    finish(question, expected="Wednesday 21 January, half past two in the afternoon", actual=reply)


asyncio.run(main())
