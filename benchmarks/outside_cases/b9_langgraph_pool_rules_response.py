"""Batch 9 (held out). Leisure centre members' assistant: LangGraph InMemoryStore with offline embeddings, async
(``aput``/``asearch``), script style.

App: the centre's rules and timetable notes live in the store under ("centre", "rules") and ("centre", "timetable");
a member's question is answered from ``asearch`` over both namespaces with litellm.

Planted fault (ResponseError, yes/no with a reason): the pool rules say "Lane swims: under-12s must be accompanied in
the water by an adult at all times; from 12 they may swim alone with a junior card". Question: "Can my 11-year-old
do the Saturday lane swim on her own?" -> expected "No - she's under 12, so an adult has to be in the water with
her". Both the rule and the Saturday lane swim slot are in the context; the model answers "Yes, juniors can swim
alone with a junior card."

Expected verdict: ResponseError at the answer's litellm.completion (inside fault()). Asserted: the age rule is in the
context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b9_langgraph_pool_rules_response", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

from memtrace_otel import offline  # noqa: E402

RULES = {
    "lane-swim-age": "Lane swims: under-12s must be accompanied in the water by an adult at all times; from 12 they "
                     "may swim alone with a junior card.",
    "gym-age": "Gym: members 14-15 may use the gym after a junior induction; 16+ without supervision.",
    "fun-session": "Saturday fun session (inflatables): children under 8 need an adult in the water, one adult per "
                   "two children.",
}
TIMETABLE = {
    "sat-lanes": "Saturday lane swim: 7:00-9:30 am, main pool, slow/medium/fast lanes.",
    "sat-fun": "Saturday fun session: 2:00-3:30 pm, main pool, inflatables.",
}


async def main():
    store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))
    for key, text in RULES.items():
        await store.aput(("centre", "rules"), key, {"text": text})
    for key, text in TIMETABLE.items():
        await store.aput(("centre", "timetable"), key, {"text": text})

    question = "Can my 11-year-old do the Saturday lane swim on her own?"
    context = []
    for ns in (("centre", "rules"), ("centre", "timetable")):
        context += [h.value["text"] for h in await store.asearch(ns, query=question, limit=2)]
    assert any("under-12s must be accompanied" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Yes, she can swim the Saturday lane session on her own with a junior "
                                               "card.")
    finish(question, expected="No - she's under 12, so an adult has to be in the water with her", actual=reply)


asyncio.run(main())
