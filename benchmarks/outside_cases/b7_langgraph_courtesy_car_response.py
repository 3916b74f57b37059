"""Batch 7 — a motor-insurance claims helper on a LangGraph store with semantic search, asyncio, script style.

App: the insurer's customer assistant keeps policy-wording notes (namespace ``("policy", "wording")``) and each
customer's policy and claim notes (``("customer", "jonah-reid")``) in an ``InMemoryStore`` with the offline
embeddings index; it answers from ``asearch`` over both namespaces.

Fault (the model ignores a sufficient context): the context holds the customer's tier (Comprehensive Plus), that
tier's courtesy-car limit (up to 14 days) and the standard tier's (up to 7 days). The model answers with the
standard tier's 7 days.

Question: "How long can I keep the courtesy car while my car is at Baker's Garage?" — label "Two weeks". Answer:
"Up to 7 days."

Expected verdict: ResponseError at the answer's ``litellm.completion`` (wrapped in ``fault()``): the customer's tier
and its 14-day limit were both retrieved and in the prompt.
"""
from __future__ import annotations

import asyncio

import common
from common import answer, fault, finish, setup

NAME = "b7_langgraph_courtesy_car_response"
WORDING = {
    "courtesy-car-standard": "Comprehensive (standard) cover: a courtesy car for up to 7 days while your car is "
                             "repaired by an approved garage.",
    "courtesy-car-plus": "Comprehensive Plus cover: a courtesy car for up to 14 days while your car is repaired "
                         "by an approved garage.",
    "windscreen": "All comprehensive tiers: windscreen repair with no excess.",
}
CUSTOMER = {
    "policy": "Jonah Reid holds Comprehensive Plus cover, policy MX-4471, renewed on 1 March 2025.",
    "claim-cl-3310": "Claim CL-3310: rear-end collision on 28 May; car booked into Baker's Garage (approved "
                     "repairer) on 2 June; courtesy car issued the same day.",
}
QUESTION = "How long can I keep the courtesy car while my car is at Baker's Garage?"
EXPECTED = "Two weeks"


async def main() -> None:
    setup(NAME, ["langgraph_store", "litellm"])
    from langgraph.store.memory import InMemoryStore

    from memtrace_otel import offline

    store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))
    for key, text in WORDING.items():
        await store.aput(("policy", "wording"), key, {"text": text})
    for key, text in CUSTOMER.items():
        await store.aput(("customer", "jonah-reid"), key, {"text": text})

    mine = await store.asearch(("customer", "jonah-reid"), query=QUESTION, limit=2)
    wording = await store.asearch(("policy", "wording"), query=QUESTION + " courtesy car cover", limit=2)
    context = [item.value["text"] for item in mine + wording]
    assert any("Comprehensive Plus cover, policy MX-4471" in c for c in context)  # the evidence was retrieved
    assert any("up to 14 days" in c for c in context) and any("up to 7 days" in c for c in context)
    with fault():  # the fault: the model reads the standard tier's limit
        reply = answer(QUESTION, context, mock="You can keep the courtesy car for up to 7 days.")
    finish(QUESTION, EXPECTED, reply)


if __name__ == "__main__":
    asyncio.run(main())
