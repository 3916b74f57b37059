"""Batch 6: a fitness/health coach chat with mem0 memory per session (mem0 ``AsyncMemory``, ``infer=False``,
asyncio, one root span per turn).

App: each coaching chat is a session; every user message is stored in mem0 as it is (``infer=False``) with
``user_id`` = the client and ``run_id`` = the session, and the day it was said in ``metadata["date"]``. Embeddings
come from the local model server (memtrace_otel.local_model, offline vectors); no chat model is needed. At each
turn the coach searches memory and answers with litellm (``mock_response``); a plain-Python step sorts the hits
newest first.

Fault: the turn handler passes the chat's own filters to the search, ``{"user_id": "maya", "run_id": <this
session>}``, so only the current session's memories can come back. Maya said on Sunday 4 May, in an earlier
session, that her physio moved her follow-up to next Wednesday (7 May). Earlier in today's session (Tuesday 6
May) she mentioned a sports massage booked for Friday evening (a distractor: another appointment).
Question (6 May, current session): "When is my physio follow-up?"  Expected: "Wednesday 7 May 2025".  The app
answers with the massage on Friday.

Why RetrievalError @ mem0.search: the memory holding the physio date was written once and never changed; it was in
the store at answer time, in Maya's memory, and the search that served the answer could not return it because of
its run_id filter (``filtered_by_scope``). The expected date is "next Wednesday" read against the day it was said
(Sunday 4 May, in the record's metadata); "next Wednesday" could also be read as 14 May, a reading the label does
not take.
"""
from __future__ import annotations

import asyncio
import os
import tempfile

from common import answer, fault, finish, setup

NAME = "b6_mem0_coach_session_scope"
setup(NAME, ["mem0", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient  # noqa: E402

from memtrace_otel.local_model import LocalModelServer  # noqa: E402

SESSIONS = {  # run_id -> [(date said, Maya's message)]
    "s-0412": [("2025-04-12", "My goal is to get back to running 5k without knee pain by July."),
               ("2025-04-12", "I can train Monday, Wednesday and Saturday mornings.")],
    "s-0504": [("2025-05-04", "The physio moved my follow-up to next Wednesday, same time, 8:15."),
               ("2025-05-04", "She wants me to keep doing the step-downs every day until then.")],
    "s-0506": [("2025-05-06", "I booked a sports massage for this Friday at 18:00."),
               ("2025-05-06", "Breakfast today was oats with berries and a coffee.")],
}
CURRENT = "s-0506"


async def main() -> None:
    from mem0 import AsyncMemory

    with LocalModelServer() as server:
        local = {"api_key": "x", "openai_base_url": server.base_url}
        memory = AsyncMemory.from_config({
            "llm": {"provider": "openai", "config": {"model": "local", **local}},
            "embedder": {"provider": "openai", "config": {"model": "local-embed", "embedding_dims": 64, **local}},
            "vector_store": {"provider": "qdrant", "config": {"client": QdrantClient(":memory:"),
                                                              "collection_name": "coach",
                                                              "embedding_model_dims": 64}},
            "history_db_path": os.path.join(tempfile.mkdtemp(prefix="coach-"), "history.db"),
        })
        for run_id, messages in SESSIONS.items():
            for day, text in messages:
                with turn_span(f"coach.turn {run_id}"):
                    await memory.add([{"role": "user", "content": text}], user_id="maya", run_id=run_id,
                                     metadata={"date": day}, infer=False)

        everything = [m["memory"] for m in (await memory.get_all(filters={"user_id": "maya"}))["results"]]
        assert any("physio" in m for m in everything), everything  # in Maya's memory at answer time

        question = "When is my physio follow-up?"
        chat_filters = {"user_id": "maya", "run_id": CURRENT}
        with turn_span(f"coach.turn {CURRENT}"):
            with fault():  # the planted fault: the search is scoped to the current session
                found = (await memory.search(question, filters=chat_filters, top_k=5))["results"]
            found = sorted(found, key=lambda m: (m.get("metadata") or {}).get("date", ""), reverse=True)
            context = [f"[{(m.get('metadata') or {}).get('date')}] {m['memory']}" for m in found]
            assert not any("physio" in c for c in context), context
            actual = answer(question, context,
                            history=[{"role": "system", "content": "Today is Tuesday 6 May 2025."}],
                            mock="Your next appointment is the sports massage this Friday at 18:00.")
    finish(question, "Wednesday 7 May 2025", actual)


asyncio.run(main())
