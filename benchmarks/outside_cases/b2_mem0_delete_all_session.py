"""mem0 (infer=False) with session scratch notes: the end-of-session cleanup calls delete_all without run_id.

App: a meal-planning assistant, one root span per conversation turn (an OpenTelemetry tracer opens "turn" around the
memory calls and the answer). Long-term preferences are stored with `user_id` only; per-session scratch notes
("what's in the fridge today") with `user_id` + `run_id`; an answer puts all the user's memories
(`memory.get_all(...)`, a small profile) into the prompt. At the end of a session the app is meant to wipe the
scratch notes with `memory.delete_all(user_id=..., run_id=session)`.

Fault: the cleanup was written as `memory.delete_all(user_id=USER)`, without the run_id, so it wipes every memory of
the user, including the diet preference given in the first session. In the next session the user asks what diet
they follow; the answer says it does not know. The label says "vegetarian"; the memory said it in other words
("I stopped eating meat and fish ... eggs and cheese are fine").

Expected: DeletionError at `mem0.delete_all`: the preference had been stored correctly and that call removed it
(the later session's memories are unrelated).
"""
from __future__ import annotations

import os
import tempfile

import common

NAME = "b2_mem0_delete_all_session"
common.setup(NAME, ["mem0", "litellm"])
os.environ.setdefault("OPENAI_API_KEY", "sk-unused-offline")

from mem0 import Memory  # noqa: E402
from opentelemetry import trace  # noqa: E402

from memtrace_otel import offline  # noqa: E402

d = tempfile.mkdtemp(prefix="b2-mem0-")
memory = Memory.from_config({
    "embedder": {"provider": "langchain", "config": {"model": offline.langchain_embeddings(), "embedding_dims": 256}},
    "vector_store": {"provider": "qdrant", "config": {"path": os.path.join(d, "qdrant"), "on_disk": False,
                                                      "embedding_model_dims": 256, "collection_name": "meals"}},
    "llm": {"provider": "litellm", "config": {"model": "openai/gpt-4o-mini"}},
    "history_db_path": os.path.join(d, "history.db"),
})
tracer = trace.get_tracer("meal-planner")
USER = "ines"

# session 1
with tracer.start_as_current_span("turn"):
    memory.add([{"role": "user",
                 "content": "I stopped eating meat and fish three years ago; eggs and cheese are fine."}],
               user_id=USER, infer=False)  # long-term preference
with tracer.start_as_current_span("turn"):
    memory.add([{"role": "user", "content": "Today the fridge has spinach, feta and half a bag of lentils."}],
               user_id=USER, run_id="s1", infer=False)  # scratch note for this session
with tracer.start_as_current_span("turn"):
    memory.add([{"role": "user", "content": "I like to cook in one pot on weeknights."}], user_id=USER, infer=False)
with tracer.start_as_current_span("end_session"):
    with common.fault():
        memory.delete_all(user_id=USER)  # meant: delete_all(user_id=USER, run_id="s1")

# session 2
with tracer.start_as_current_span("turn"):
    memory.add([{"role": "user", "content": "This Saturday I am cooking dinner for four friends."}], user_id=USER,
               infer=False)
QUESTION = "What diet do I follow?"
with tracer.start_as_current_span("turn"):
    hits = memory.get_all(filters={"user_id": USER})["results"]  # a small profile: all of it goes in the prompt
    assert not any("meat" in h["memory"] for h in hits), "scenario check: the preference is gone"
    actual = common.answer(QUESTION, [h["memory"] for h in hits],
                           mock="I don't know what diet you follow; you haven't told me of any dietary restrictions.")
common.finish(QUESTION, "Vegetarian", actual)
