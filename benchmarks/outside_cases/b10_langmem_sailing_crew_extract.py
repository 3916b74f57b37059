"""Batch 10 (held out). Sailing club race-office bot: LangMem MemoryStoreManager (async ``ainvoke``) over a LangGraph
InMemoryStore with offline embeddings; the model behind LangMem is a scripted OpenAI-compatible stand-in (tool
calls). asyncio, script style: every call is its own trace.

App: after each message in the club's race-office channel the bot runs LangMem's store manager over it; memories land
in the namespace ("sailing-club", "race-office"). Members ask the bot; it runs ``asearch`` on the namespace and
answers with litellm.

Planted fault (ExtractionError, dropped list item): on Wednesday 6 May the skipper of the club keelboat "Petrel"
posts "Crew for Saturday's Round the Buoys: Aoife on the helm with me, Tunde trimming, and Benedikt on the bow -
he's back from his knee op." The extraction writes "Petrel's crew for Saturday's race: Aoife (helm) and Tunde
(trim)" -- Benedikt is left out. Question: "Who's sailing on Petrel this Saturday besides the skipper?" -> expected
"Three of them: Aoife, Tunde and Benedikt". The bot lists Aoife and Tunde.

Expected verdict: ExtractionError at langmem.extract of the 6 May message (inside fault()). Asserted: the message
names Benedikt; no stored memory and no retrieved context does.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b10_langmem_sailing_crew_extract", ["langgraph_store", "langmem", "litellm"])

from b3_support import graphiti_server  # noqa: E402  (a scripted OpenAI-compatible server)
from langchain_openai import ChatOpenAI  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402
from langmem import create_memory_store_manager  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NS = ("sailing-club", "race-office")
POSTS = [
    "Mon 4 May, Race officer Gwen: Round the Buoys on Saturday 9 May, first gun 10:55, course board at the "
    "clubhouse from 9:30. Briefing in the bar at 10:00.",
    "Wed 6 May, Skipper Malcolm (Petrel): Crew for Saturday's Round the Buoys: Aoife on the helm with me, Tunde "
    "trimming, and Benedikt on the bow - he's back from his knee op.",
    "Thu 7 May, Bosun: Petrel's spinnaker halyard has been replaced; the launch is on the slipway B trolley.",
]
MEMORIES = {
    "first gun 10:55": ["Round the Buoys race is on Saturday 9 May; first gun at 10:55, briefing at 10:00 in the bar"],
    # the planted fault: the bowman is not extracted
    "Crew for Saturday": ["Petrel's crew for Saturday's Round the Buoys race: Aoife (helm) and Tunde (trim), "
                          "skipper Malcolm"],
    "spinnaker halyard": ["Petrel has a new spinnaker halyard (replaced 7 May)"],
}


def script(body: dict):
    from scripted_openai import prompt_text, tool_names
    text = prompt_text(body)
    session = text.rsplit("<session_", 1)[-1]
    if "Memory" not in tool_names(body):
        return []
    return [{"name": "Memory", "args": {"content": m}} for key, ms in MEMORIES.items() if key in session for m in ms]


async def main():
    with graphiti_server(script) as server:
        model = ChatOpenAI(model="local", base_url=server.base_url, api_key="x", max_retries=0)
        store = InMemoryStore(index=offline.langgraph_index(fields=["content"]))
        manager = create_memory_store_manager(model, namespace=NS, store=store)
        for post in POSTS:
            if "Benedikt" in post:
                with fault():
                    await manager.ainvoke({"messages": [{"role": "user", "content": post}]})
            else:
                await manager.ainvoke({"messages": [{"role": "user", "content": post}]})

        question = "Who's sailing on Petrel this Saturday besides the skipper?"
        hits = await store.asearch(NS, query=question, limit=3)
        context = [h.value["content"]["content"] for h in hits]
        everything = [i.value["content"]["content"] for i in await store.asearch(NS, limit=50)]
        assert any("Aoife" in c for c in context), context
        assert not any("Benedikt" in c for c in everything + context), everything
        reply = answer(question, context, mock="Aoife on the helm and Tunde trimming are crewing Petrel with "
                                               "Malcolm on Saturday.")
    finish(question, expected="Three of them: Aoife, Tunde and Benedikt", actual=reply)


asyncio.run(main())
