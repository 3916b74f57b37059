"""Batch 10 (held out). Municipal building-permits office assistant: LangGraph InMemoryStore with offline embeddings,
asyncio (``aput``/``asearch``), script style.

App: every permit application has its own namespace ("permits", <application no.>); the office's case notes
(received, fees, plan review, inspection bookings) are put there. The applicant's portal session remembers "the
applicant's current application" from their profile and the assistant answers with ``asearch`` in that namespace
and litellm.

Planted fault (RetrievalError, wrong scope): Daniel Varga's profile still points at his 2025 garden-shed permit
(BP-2025-1187) -- the portal never moved it to his new deck permit (BP-2026-0412), filed 2 June 2026. The deck's
namespace holds the note the inspections clerk wrote on Friday 3 July 2026: "Footing inspection for the deck booked
for this coming Thursday; inspector's window 8:00-12:00" (the note is stamped with the day it was written). Question:
"When's the inspector coming out to look at my deck?" -> expected "Thursday 9 July, sometime between 8 and midday"
("this coming Thursday" said on Friday 3 July). The search runs in the shed's namespace, finds the shed's final
inspection (passed 14 October 2025) and the assistant answers that the inspection already took place on 14 October.

Expected verdict: RetrievalError at the answer's langgraph.store.search (inside fault()). Asserted: the deck's
inspection note is found in BP-2026-0412 and is absent from the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b10_langgraph_permits_wrong_ns", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "BP-2025-1187": {
        "received": "Garden shed permit BP-2025-1187 received 3 August 2025 from Daniel Varga, 14 Linden Row.",
        "inspection": "Final inspection of the garden shed at 14 Linden Row passed on 14 October 2025 "
                      "(inspector M. Kowalczyk); permit closed.",
    },
    "BP-2026-0412": {
        "received": "Deck permit BP-2026-0412 received 2 June 2026 from Daniel Varga, 14 Linden Row: raised "
                    "timber deck, 4.2 m x 3.6 m. Fee EUR 185 paid.",
        "plan-review": "Plan review for the deck at 14 Linden Row approved 23 June 2026 with one condition: "
                       "handrail on the steps.",
        "inspection": "[Fri 3 Jul 2026, inspections clerk] Footing inspection for the deck at 14 Linden Row booked "
                      "for this coming Thursday; inspector's window 8:00-12:00. Holes must be dug and open.",
    },
}
PROFILE = {"applicant": "Daniel Varga", "current_application": "BP-2025-1187"}  # the bug: never moved on


async def main():
    store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))
    for app_no, notes in NOTES.items():
        for key, text in notes.items():
            await store.aput(("permits", app_no), key, {"text": text})

    question = "When's the inspector coming out to look at my deck?"
    right = [h.value["text"] for h in await store.asearch(("permits", "BP-2026-0412"), query=question, limit=3)]
    assert any("this coming Thursday" in t for t in right), right
    with fault():
        hits = await store.asearch(("permits", PROFILE["current_application"]), query=question, limit=3)
    context = [h.value["text"] for h in hits]
    assert not any("coming Thursday" in c or "deck" in c for c in context), context
    reply = answer(question, context, mock="Your inspection already happened: the inspector passed it on 14 October "
                                           "2025.")
    finish(question, expected="Thursday 9 July, sometime between 8 and midday", actual=reply)


asyncio.run(main())
