"""Control (no fault): mem0 (infer=False) holds "no meat, but fish"; the answer paraphrases it; the LABEL is wrong.

App: a meal-planning assistant, script style. Preferences are stored verbatim with `memory.add(..., infer=False)`;
answers put all the user's memories
(`memory.get_all(...)`, a small profile) into a litellm call.

The memory says "I stopped eating meat three years ago, but I still eat fish and seafood." The answer, "You don't eat
meat but you do eat fish, so you're pescatarian", is right. The gold label says "Vegan", which nothing the user said
supports (they eat fish; eggs and cheese are never mentioned). No operation is at fault.

Expected: AnnotationError.
"""
from __future__ import annotations

import os
import tempfile

import common

NAME = "b2_ctl_mem0_paraphrase_label"
common.setup(NAME, ["mem0", "litellm"])
os.environ.setdefault("OPENAI_API_KEY", "sk-unused-offline")

from mem0 import Memory  # noqa: E402

from memtrace_otel import offline  # noqa: E402

d = tempfile.mkdtemp(prefix="b2-mem0-")
memory = Memory.from_config({
    "embedder": {"provider": "langchain", "config": {"model": offline.langchain_embeddings(), "embedding_dims": 256}},
    "vector_store": {"provider": "qdrant", "config": {"path": os.path.join(d, "qdrant"), "on_disk": False,
                                                      "embedding_model_dims": 256, "collection_name": "meals"}},
    "llm": {"provider": "litellm", "config": {"model": "openai/gpt-4o-mini"}},
    "history_db_path": os.path.join(d, "history.db"),
})
USER = "ines"
for text in ["I stopped eating meat three years ago, but I still eat fish and seafood.",
             "I like to cook in one pot on weeknights.",
             "This Saturday I am cooking dinner for four friends."]:
    memory.add([{"role": "user", "content": text}], user_id=USER, infer=False)

QUESTION = "What diet do I follow?"
hits = memory.get_all(filters={"user_id": USER})["results"]  # a small profile: all of it goes in the prompt
assert any("meat" in h["memory"] for h in hits), "scenario check: the preference is retrieved"
actual = common.answer(QUESTION, [h["memory"] for h in hits],
                       mock="You don't eat meat but you do eat fish and seafood, so you're pescatarian.")
common.finish(QUESTION, "Vegan", actual)
