"""Batch 9 (held out). Book club organiser bot: LangMem MemoryStoreManager (sync ``invoke``) over a LangGraph
InMemoryStore with offline embeddings; the model behind LangMem is a scripted OpenAI-compatible stand-in (tool calls).
Script style: every call is its own trace.

App: after each chat in the club's group, the bot runs LangMem's store manager over the messages; it extracts club
memories into the namespace ("bookclub", "thursday-readers"). Members ask the bot; it searches the namespace and
answers with litellm.

Planted fault (ExtractionError, garbled): on 18 February the organiser writes "February was at Tomasz's, thanks
Tomasz! March we're at Ingrid's flat in Vesterbro, Thursday 12 March, 7 pm; we're reading The Safekeep." LangMem's
extraction of that chat swaps the hosts: it writes "The March meeting is at Tomasz's place" (Tomasz was February's
host). Question: "Whose place are we meeting at in March?" -> expected "Ingrid's (her flat in Vesterbro)". The bot
answers "Tomasz's place."

Expected verdict: ExtractionError at langmem.extract of the 18 February chat (inside fault()). Asserted: the chat says
Ingrid hosts March; no stored memory and no retrieved context pairs March with Ingrid.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b9_langmem_bookclub_extract", ["langgraph_store", "langmem", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from langchain_openai import ChatOpenAI  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402
from langmem import create_memory_store_manager  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NS = ("bookclub", "thursday-readers")
CHAT_1 = ("Mon 19 January, Priya: January's book was Tomorrow, and Tomorrow, and Tomorrow; we met at mine. "
          "Everyone agreed to keep meetings on the second Thursday.")
CHAT_2 = ("Wed 18 February, Priya: February was at Tomasz's, thanks Tomasz! March we're at Ingrid's flat in "
          "Vesterbro, Thursday 12 March, 7 pm; we're reading The Safekeep by Yael van der Wouden.")


def script(body: dict):
    from scripted_openai import prompt_text, tool_names
    text = prompt_text(body)
    session = text.rsplit("<session_", 1)[-1]
    if "Memory" not in tool_names(body):
        return []
    calls = []
    if "Tomorrow, and Tomorrow" in session:
        calls += [{"name": "Memory", "args": {"content": "The club read Tomorrow, and Tomorrow, and Tomorrow in "
                                                          "January, hosted by Priya"}},
                  {"name": "Memory", "args": {"content": "Meetings are on the second Thursday of the month"}}]
    if "Vesterbro" in session:  # the planted fault: the model pins March on February's host
        calls += [{"name": "Memory", "args": {"content": "The March meeting is at Tomasz's place on Thursday 12 "
                                                          "March at 7 pm"}},
                  {"name": "Memory", "args": {"content": "The March book is The Safekeep by Yael van der Wouden"}}]
    return calls


with graphiti_server(script) as server:
    model = ChatOpenAI(model="local", base_url=server.base_url, api_key="x", max_retries=0)
    store = InMemoryStore(index=offline.langgraph_index(fields=["content"]))
    manager = create_memory_store_manager(model, namespace=NS, store=store)
    manager.invoke({"messages": [{"role": "user", "content": CHAT_1}]})
    assert "March we're at Ingrid's" in CHAT_2
    with fault():
        manager.invoke({"messages": [{"role": "user", "content": CHAT_2}]})

    question = "Whose place are we meeting at in March?"
    hits = store.search(NS, query=question, limit=4)
    context = [h.value["content"]["content"] for h in hits]
    everything = [i.value["content"]["content"] for i in store.search(NS, limit=50)]
    assert any("Tomasz" in c for c in context) and not any("Ingrid" in c for c in everything), everything
    reply = answer(question, context, mock="March is at Tomasz's place, Thursday 12 March at 7 pm.")
finish(question, expected="Ingrid's (her flat in Vesterbro)", actual=reply)
