"""Batch 12 (held out), CONTROL: no fault planted, the gold label is wrong. Allotment society secretary's assistant:
LangGraph InMemoryStore (async ``aput`` / ``asearch``) with offline embeddings, asyncio, script style.

App: the secretary files committee papers and AGM minutes as store items in ("allotments", "committee"); plot holders'
questions are answered from ``asearch`` with litellm.

Memory works: the treasurer's AGM paper proposed "raise the full-plot rent from GBP 38 to GBP 45 a year from 2026";
the AGM minutes of 14 February 2026 record "the rent rise was voted down, 19 against, 7 for; full-plot rent stays at
GBP 38 for 2026". Question: "How much is the yearly rent for a full plot this year?" The model answers "GBP 38",
which is right per memory.

Why the label is wrong (a rejected proposal): the label "45 pounds a year" is in memory, but only as the treasurer's
proposal that the members voted down. Expected verdict: AnnotationError.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b12_ctl_langgraph_allotment_rejected_fee_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NS = ("allotments", "committee")
ITEMS = {
    "agm-2026-paper-3": "Treasurer's paper for the AGM: raise the full-plot rent from GBP 38 to GBP 45 a year from "
                        "2026, to pay for two new water troughs.",
    "agm-2026-minutes": "AGM minutes, 14 February 2026: the full-plot rent rise was voted down, 19 against, 7 for. "
                        "Full-plot rent stays at GBP 38 for 2026; half plots GBP 20.",
    "agm-2026-troughs": "Committee, 28 February 2026: the water troughs will be paid for from the spring plant sale "
                        "instead.",
    "rules-bonfires": "Site rule: no bonfires between 1 April and 30 September.",
}


async def main():
    store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))
    for key, text in ITEMS.items():
        await store.aput(NS, key, {"text": text})
    question = "How much is the yearly rent for a full plot this year?"
    hits = await store.asearch(NS, query="full-plot rent a year 2026", limit=3)
    context = [h.value["text"] for h in hits]
    assert any("stays at GBP 38" in c for c in context) and any("GBP 45" in c for c in context), context
    reply = answer(question, context, mock="A full plot is GBP 38 a year for 2026 - the proposed rise was voted "
                                           "down.")
    finish(question, expected="45 pounds a year", actual=reply)


asyncio.run(main())
