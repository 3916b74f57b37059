"""Batch 12 (held out). Home-brew club kit-library bot: LangMem MemoryStoreManager (sync ``invoke``,
``enable_deletes=True``) over a LangGraph InMemoryStore with offline embeddings; the model behind LangMem is a
scripted OpenAI-compatible stand-in (tool calls Memory / RemoveDoc). One root span per turn.

App: the club lends out shared brewing kit. Every post in the kit-library channel goes through LangMem's store
manager, which keeps one memory per loan and is allowed to remove memories that no longer hold (a returned item).
Members ask the bot; it runs ``store.search`` on the namespace and answers with litellm.

Planted fault (DeletionError, the wrong memory removed): the memories hold "The wort chiller is on loan to Dev
Malhotra" and "The 30-litre fermenter with the tap is on loan to Harriet Cole until Sunday 21 June". Post on 10
June: "Kit library: the wort chiller is back on the shelf, Dev dropped it off last night." The manager's model
removes the FERMENTER loan (RemoveDoc of its id) and records the chiller's return; the chiller loan stays. Question:
"Who has the 30-litre fermenter at the moment, and when is it due back?" -> expected "Harriet Cole, due back Sunday
21 June". The bot says no loan of the fermenter is recorded, so it should be on the shelf.

Expected verdict: DeletionError at the langmem.extract of the 10 June post (fault() wraps that one manager call; its
gold ops are langmem.manage and its child langmem.extract, which wrote the tombstone). Asserted: the fermenter loan
is in the store before the call and in no stored memory or context after it. Another reading: UpdateError (the
manager's pass is an update of the memory set that lost a record); the record was removed, not rewritten.
"""
from __future__ import annotations

import re

from common import answer, fault, finish, setup

setup("b12_langmem_brewclub_loan_delete", ["langgraph_store", "langmem", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402  (a scripted OpenAI-compatible server)
from langchain_openai import ChatOpenAI  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402
from langmem import create_memory_store_manager  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NS = ("brew-club", "kit-library")
POSTS = [
    "Kit library, Thu 4 June: the wort chiller (copper immersion coil) is on loan to Dev Malhotra for his first "
    "all-grain brew day.",
    "Kit library, Sat 6 June: the 30-litre fermenter with the tap is on loan to Harriet Cole until Sunday 21 June - "
    "she's doing a saison.",
    "Kit library, Mon 8 June: the refractometer is missing its cap; please bring it back in the box.",
    "Kit library, Wed 10 June: the wort chiller is back on the shelf, Dev dropped it off last night.",
]
NEW = {
    "copper immersion coil": "The wort chiller (copper immersion coil) is on loan to Dev Malhotra",
    "fermenter with the tap": "The 30-litre fermenter with the tap is on loan to Harriet Cole until Sunday 21 June",
    "missing its cap": "The refractometer's cap is missing; it should be returned in its box",
    "back on the shelf": "The wort chiller was returned by Dev Malhotra on 9 June",
}


def script(body: dict):
    from scripted_openai import prompt_text, tool_names
    text, tools = prompt_text(body), tool_names(body)
    session = text.rsplit("<session_", 1)[-1]
    if "Memory" not in tools:
        return []
    existing = dict(re.findall(r"<instance id=(\S+) [^>]*>\n(.*?)\n</instance>", text, re.S))
    calls = [{"name": "Memory", "args": {"content": m}} for key, m in NEW.items() if key in session]
    if "back on the shelf" in session and "RemoveDoc" in tools:
        # the planted fault: the model removes the fermenter loan instead of the chiller's
        for memory_id, content in existing.items():
            if "fermenter" in content:
                calls.append({"name": "RemoveDoc", "args": {"json_doc_id": memory_id}})
    return calls


def contents(items) -> list[str]:
    return [i.value["content"]["content"] for i in items]


with graphiti_server(script) as server:
    model = ChatOpenAI(model="local", base_url=server.base_url, api_key="x", max_retries=0)
    store = InMemoryStore(index=offline.langgraph_index(fields=["content"]))
    manager = create_memory_store_manager(model, namespace=NS, store=store, enable_deletes=True)
    for i, post in enumerate(POSTS, 1):
        with turn_span(f"turn-{i} kit-library post"):
            if "back on the shelf" in post:
                assert any("Harriet" in c for c in contents(store.search(NS, limit=50)))
                with fault():
                    manager.invoke({"messages": [{"role": "user", "content": post}]})
            else:
                manager.invoke({"messages": [{"role": "user", "content": post}]})

    question = "Who has the 30-litre fermenter at the moment, and when is it due back?"
    with turn_span("turn-5 member question"):
        context = contents(store.search(NS, query=question, limit=3))
        everything = contents(store.search(NS, limit=50))
        assert not any("Harriet" in c for c in everything + context), everything
        assert any("Dev Malhotra" in c for c in everything), everything
        reply = answer(question, context, mock="There's no loan of the 30-litre fermenter on record, so it should be "
                                               "on the shelf - nobody has it out.")
finish(question, expected="Harriet Cole, due back Sunday 21 June", actual=reply)
