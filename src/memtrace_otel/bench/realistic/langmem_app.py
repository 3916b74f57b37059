"""LangMem: a memory store manager extracts memories from the conversation into a LangGraph store; a question is
answered from ``store.search``.

The app (documented LangMem usage): ``create_memory_store_manager(ChatOpenAI(...), namespace=("memories",
<conversation>), store=InMemoryStore(index={"dims", "embed", "fields": ["content.content"]}))``;
``manager.invoke({"messages": [...]})`` for every few turns (the manager searches the store for related memories,
asks the model through trustcall for ``Memory`` tool calls, and puts what it extracted); the question is answered
from ``store.search(("memories", <conversation>), query=question, limit=K)``; ``store.delete`` in a retention job.
The model is the local server: one ``Memory`` call per message, the message verbatim (date and speaker kept; see
:mod:`memtrace_otel.local_model.structured`).

Faults: ``extract`` (the model leaves the evidence turn out of its tool calls: the ``langmem.extract`` span of that
``invoke``), ``delete`` (``store.delete`` of the evidence memory), ``topk`` (limit below the evidence's rank),
``query`` (the question's first words only), ``response``.
"""

from __future__ import annotations

import time

from ... import semconv as sc
from ...local_model import answer_messages
from ...local_model.embeddings import embed_texts
from .apps_common import evidence_within_top_k, quietly, rewritten_query, topk_cut
from .harness import NotApplicable
from .reader import squash

NAME = "langmem"
INSTRUMENTATIONS = ("langmem", "langgraph_store", "litellm")
FAULTS = ("extract", "delete", "topk", "query", "response")
K = 10
DIM = 256
TURNS_PER_INVOKE = 4


def precheck(question) -> bool:
    return evidence_within_top_k(question, K)


def _text(item) -> str:
    return str(((item.value or {}).get("content") or {}).get("content") or "")


def run(r) -> None:
    from langchain_openai import ChatOpenAI
    from langgraph.store.memory import InMemoryStore
    from langmem import create_memory_store_manager

    store = InMemoryStore(index={"dims": DIM, "embed": lambda texts: embed_texts(list(texts), dim=DIM),
                                 "fields": ["content.content"]})
    model = ChatOpenAI(model="local", base_url=r.server.base_url, api_key="local", max_retries=0, temperature=0)
    namespace = ("memories", r.conv_id)
    manager = create_memory_store_manager(model, namespace=namespace, store=store)
    for n in r.sessions:
        turns = r.session_turns(n)
        for i in range(0, len(turns), TURNS_PER_INVOKE):
            batch = turns[i:i + TURNS_PER_INVOKE]
            with r.root("handle_messages"):
                before, t0 = len(r.server.policy.dropped), time.time_ns()
                manager.invoke({"messages": [{"role": "user", "content": r.line(t)} for t in batch]})
                if len(r.server.policy.dropped) > before:
                    r.mark_window({sc.KIND_EXTRACT}, "langmem.extract", t0, time.time_ns())

    def ranked(text):
        with quietly():
            hits = store.search(namespace, query=text, limit=1000)
        return [next((t.dia_id for t in r.turns if squash(t.text) in squash(_text(h))), "") for h in hits]

    target = r.target
    if r.fault == "delete":
        with quietly():
            held = next((h for h in store.search(namespace, limit=100000) if squash(target.text) in squash(_text(h))),
                        None)
        if held is None:
            raise NotApplicable("no LangMem memory holds the evidence turn")
        with r.root("retention_job"), r.decisive_call({sc.KIND_DELETE}, "langgraph"):
            store.delete(namespace, held.key)
    question, query, limit = r.q.text, r.q.text, K
    if r.fault == "topk":
        limit = topk_cut(r, ranked(question), K)
    elif r.fault == "query":
        query = rewritten_query(r, ranked, K)
    with r.root("answer_question"):
        if r.fault in ("topk", "query"):
            with r.decisive_call({sc.KIND_RETRIEVE}, "langgraph"):
                hits = store.search(namespace, query=query, limit=limit)
        else:
            hits = store.search(namespace, query=query, limit=limit)
        r.answer(answer_messages(question, [_text(h) for h in hits]))
