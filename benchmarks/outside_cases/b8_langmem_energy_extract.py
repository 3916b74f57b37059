"""Batch 8 (held out). Home-energy advisor: LangMem MemoryStoreManager (async) over a LangGraph InMemoryStore.

App: after each advice session the app runs LangMem's store manager (``ainvoke``) over the session's messages; it
extracts memories about the household into the namespace ("energy", "household-17"). Later questions search that
namespace and answer with litellm. The model behind LangMem is a scripted OpenAI-compatible stand-in (tool calls).

Planted fault (ExtractionError): in session 1 (14 January 2026) the homeowner says "the Daikin heat pump they put in
last October is a 9 kW unit" and "we use about 4,100 kWh of electricity a year". LangMem's extraction of that
session writes only the annual-usage memory and the installer's name; the heat pump's 9 kW rating is dropped.
Session 2 (3 February) adds the tariff. Question: "What output is our heat pump rated at?" -> expected "9 kW". With
no such memory, the advisor answers "I don't have your heat pump's rating on record."

Expected verdict: ExtractionError at langmem.extract of session 1 (inside fault()). Asserted: the session text says
9 kW, no stored memory and no retrieved context does.
"""
from __future__ import annotations

import asyncio
import re

from common import answer, fault, finish, setup

setup("b8_langmem_energy_extract", ["langgraph_store", "langmem", "litellm"])

from b3_support import graphiti_server  # noqa: E402  (a generic scripted OpenAI-compatible server)
from langchain_openai import ChatOpenAI  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402
from langmem import create_memory_store_manager  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NS = ("energy", "household-17")
SESSION_1 = ("It's Wednesday 14 January. The Daikin heat pump they put in last October is a 9 kW unit, installed by "
             "Warmline Heating. We use about 4,100 kWh of electricity a year, and the bills went up this winter.")
SESSION_2 = "Since 1 February we're on the Agile Octopus tariff, and we've got a 5 kWh battery quote from SunCell."


def script(body: dict):
    from scripted_openai import prompt_text, tool_names
    text = prompt_text(body)
    session = text.rsplit("<session_", 1)[-1]
    if "Memory" not in tool_names(body):
        return []
    calls = []
    if "Daikin heat pump" in session:  # the model's extraction: the 9 kW rating is left out (the planted fault)
        calls += [{"name": "Memory", "args": {"content": "The household uses about 4,100 kWh of electricity a year"}},
                  {"name": "Memory", "args": {"content": "Their heat pump was installed by Warmline Heating"}}]
    if "Agile Octopus" in session:
        calls += [{"name": "Memory", "args": {"content": "The household has been on the Agile Octopus tariff since "
                                                          "1 February 2026"}},
                  {"name": "Memory", "args": {"content": "The household has a 5 kWh battery quote from SunCell"}}]
    return calls


async def main():
    with graphiti_server(script) as server:
        model = ChatOpenAI(model="local", base_url=server.base_url, api_key="x", max_retries=0)
        store = InMemoryStore(index=offline.langgraph_index(fields=["content"]))
        manager = create_memory_store_manager(model, namespace=NS, store=store)
        assert "9 kW" in SESSION_1
        with fault():
            await manager.ainvoke({"messages": [{"role": "user", "content": SESSION_1}]})
        await manager.ainvoke({"messages": [{"role": "user", "content": SESSION_2}]})

        question = "What output is our heat pump rated at?"
        hits = await store.asearch(NS, query=question, limit=5)
        context = [h.value["content"]["content"] for h in hits]
        everything = [i.value["content"]["content"] for i in await store.asearch(NS, limit=50)]
        assert context and not any(re.search(r"\b9 ?kW\b", c) for c in everything), everything
        reply = answer(question, context, mock="I don't have your heat pump's rating on record, only that "
                                                 "Warmline Heating installed it.")
    finish(question, expected="9 kW", actual=reply)


asyncio.run(main())
