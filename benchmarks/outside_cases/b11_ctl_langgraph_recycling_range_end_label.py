"""Batch 11 (held out), wrong-label control: no fault. Council household recycling centre assistant: LangGraph
InMemoryStore with offline embeddings, asyncio (``aput`` / ``asearch``), script style.

App: the council's web team puts the recycling centres' service notes into the store under ("sites", <site>); the
resident's question is answered with ``asearch`` over the site's namespace and litellm.

Memory (right): "Coldharbour Lane recycling centre opening hours: Monday to Saturday 8:00 to 18:00; Sundays 10:00 to
16:00. Last entry 15 minutes before closing." Question: "What time does the Coldharbour Lane tip open on a Sunday?"
-> the assistant answers "It opens at 10 am on Sundays" (right). The annotator's label is "4 pm": the end of the
Sunday range, when it closes.

Expected verdict: AnnotationError (the label's value is in the context, as the other end of the range asked about).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b11_ctl_langgraph_recycling_range_end_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "hours": "Coldharbour Lane recycling centre opening hours: Monday to Saturday 8:00 to 18:00; Sundays 10:00 to "
             "16:00. Last entry 15 minutes before closing.",
    "vans": "Coldharbour Lane: vans and trailers need a free permit, booked online; no vans on Sundays.",
    "items": "Coldharbour Lane takes plasterboard (GBP 6 a bag), tyres (GBP 4 each) and garden waste free.",
}


async def main():
    store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))
    for key, text in NOTES.items():
        await store.aput(("sites", "coldharbour-lane"), key, {"text": text})
    question = "What time does the Coldharbour Lane tip open on a Sunday?"
    hits = await store.asearch(("sites", "coldharbour-lane"), query=question, limit=3)
    context = [h.value["text"] for h in hits]
    assert any("Sundays 10:00 to 16:00" in c for c in context), context
    reply = answer(question, context, mock="It opens at 10 am on Sundays.")
    finish(question, expected="4 pm", actual=reply)


asyncio.run(main())
