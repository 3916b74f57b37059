"""LangGraph store (InMemoryStore with an offline semantic index), an asyncio expense assistant: receipts and
finance's notes go into the store with a `kind` field; questions are answered from `await store.asearch(...)`.

Fault: the expense handler searches with `filter={"kind": "expense"}`. "How much was the Zurich hotel in euros, at
finance's rate?" needs two records: the hotel receipt (420 CHF, kind expense) and finance's fixed March rate
(1 CHF = 1.05 EUR, kind fx_rate). The filter drops the rate, so the model can only restate 420 CHF and guesses a
market rate (about 448 EUR) instead of 441 EUR.

Expected: RetrievalError at `langgraph.store.search` (the span of `asearch`; filtered out by the app's filter): both records were stored
and unchanged; the search's filter kept the second hop out of the context. Question kind: multi-hop (two records),
a currency conversion.
"""
import asyncio

import common

common.setup("b3_langgraph_asearch_fx_multihop", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NS = ("expenses", "julia", "2026-03")
Q = "How much was the Zurich hotel in euros, at finance's rate?"


async def main():
    store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))
    await store.aput(NS, "hotel-zurich", {"text": "Hotel in Zurich for the audit trip: 420 CHF for two nights",
                                          "kind": "expense"})
    await store.aput(NS, "taxi-zurich", {"text": "Taxi from Zurich airport to the hotel: 68 CHF", "kind": "expense"})
    await store.aput(NS, "fx-march", {"text": "Finance's fixed rate for March expense claims: 1 CHF = 1.05 EUR",
                                      "kind": "fx_rate"})
    await store.aput(NS, "lunch-basel", {"text": "Team lunch in Basel: 96 CHF", "kind": "expense"})
    with common.fault():
        hits = await store.asearch(NS, query=Q, filter={"kind": "expense"}, limit=4)
    return [h.value["text"] for h in hits]


ctx = asyncio.run(main())
assert any("420 CHF" in c for c in ctx) and not any("1.05" in c for c in ctx), ctx
ans = common.answer(Q, ctx, mock="The Zurich hotel was 420 CHF, which is roughly 448 EUR.")
common.finish(Q, "441 EUR", ans)
