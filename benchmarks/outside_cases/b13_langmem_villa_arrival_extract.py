"""Batch 13 (held out). Small travel agency's client-notes assistant: LangMem MemoryStoreManager (sync ``invoke``)
over a LangGraph InMemoryStore with offline embeddings; the model behind LangMem is a scripted OpenAI-compatible
stand-in (tool call Memory). One root span per turn.

App: every email a client sends the agency goes through LangMem's store manager, which keeps memories per booking
in namespace ("clients", "jackson-algarve"). The agent who handles the villa owner asks the assistant; it runs
``store.search`` on the namespace and answers with litellm.

Planted fault (ExtractionError, a fact omitted at extraction): on 12 July Mrs Jackson writes "Flights finally
confirmed: TOM6214 Bristol-Faro on 3/8, lands 23:50 (!) so we'll need the late key box, not a meet & greet. Car hire
is with Goldcar, desk in arrivals." The manager's model stores the car hire and the key-box request but not the
landing time or the date. Question (the agent, 20 July): "What time do the Jacksons land in Faro?" -> expected
"23:50 (ten to midnight) on 3 August". The assistant says it has no flight time for them.

Expected verdict: ExtractionError at langmem.extract of the 12 July email (fault() wraps that one manager call; its
gold ops are langmem.manage and its child langmem.extract). Asserted: the email holds "23:50"; no stored memory and
nothing in the context holds a landing time.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b13_langmem_villa_arrival_extract", ["langgraph_store", "langmem", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402  (a scripted OpenAI-compatible server)
from langchain_openai import ChatOpenAI  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402
from langmem import create_memory_store_manager  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NS = ("clients", "jackson-algarve")
EMAILS = [
    "Hi, it's Karen Jackson - 2 adults + 2 kids (9 and 13) at Casa Amendoeira, Carvoeiro, 3-17 Aug. Can we have a "
    "cot? No wait, the little one is 9 now, ignore that! Pool fence please.",
    "Flights finally confirmed: TOM6214 Bristol-Faro on 3/8, lands 23:50 (!) so we'll need the late key box, not a "
    "meet & greet. Car hire is with Goldcar, desk in arrivals.",
    "Balance paid today (EUR 2,860 by card), can you send the villa's wifi details closer to the time? K.",
]
NEW = {
    "Casa Amendoeira": ["The Jacksons (2 adults, children aged 9 and 13) stay at Casa Amendoeira, Carvoeiro, 3-17 "
                        "August", "Karen Jackson asked for the pool fence to be up"],
    # the planted fault: the flight number, date and 23:50 landing time are not stored
    "Flights finally confirmed": ["The Jacksons need the late key box at the villa instead of a meet & greet",
                                  "The Jacksons' car hire is with Goldcar, desk in Faro arrivals"],
    "Balance paid": ["The Jacksons paid the balance of EUR 2,860 by card on 14 July",
                     "Karen Jackson wants the villa's wifi details sent closer to arrival"],
}


def script(body: dict):
    from scripted_openai import prompt_text, tool_names
    text, tools = prompt_text(body), tool_names(body)
    session = text.rsplit("<session_", 1)[-1]
    if "Memory" not in tools:
        return []
    return [{"name": "Memory", "args": {"content": m}} for key, ms in NEW.items() if key in session for m in ms]


def contents(items) -> list[str]:
    return [i.value["content"]["content"] for i in items]


with graphiti_server(script) as server:
    model = ChatOpenAI(model="local", base_url=server.base_url, api_key="x", max_retries=0)
    store = InMemoryStore(index=offline.langgraph_index(fields=["content"]))
    manager = create_memory_store_manager(model, namespace=NS, store=store)
    for i, email in enumerate(EMAILS, 1):
        with turn_span(f"turn-{i} client email"):
            if "23:50" in email:
                with fault():
                    manager.invoke({"messages": [{"role": "user", "content": email}]})
            else:
                manager.invoke({"messages": [{"role": "user", "content": email}]})

    question = "What time do the Jacksons land in Faro?"
    with turn_span("turn-4 agent question 20 July"):
        context = contents(store.search(NS, query=question, limit=4))
        everything = contents(store.search(NS, limit=50))
        assert any("key box" in c for c in everything), everything
        assert not any("23:50" in c or "TOM6214" in c or "midnight" in c for c in everything + context), everything
        reply = answer(question, context, mock="I don't have the Jacksons' flight time - only that they need the "
                                               "late key box and have car hire with Goldcar at Faro arrivals.")
finish(question, expected="23:50 (ten to midnight) on 3 August", actual=reply)
