"""mem0 (infer=False) + a migration that rebuilds memories from `memory.history()` and restores the stale first version.

App: a personal admin assistant (documents, renewals). Memories are added verbatim with `infer=False`; when the user
corrects something the app calls `memory.update(memory_id, text)`. A one-off migration later "re-normalises" every
memory to the user's own original wording, read from `memory.history(memory_id)`; it takes the FIRST history entry
(`history[0]["new_memory"]`) where it meant the latest, and writes it back with `memory.update` for every memory whose
text differs. Script style: every call is its own trace.

Fault: the passport memory had been updated from "expires on 2027-08-14" to the renewed passport's "2035-08-02"; the
migration's update writes the 2027 text back. Asked when the passport expires, the answer says 14 August 2027.
The label is written "2 August 2035" (the memory's date was ISO). The one faulty call is that `memory.update`.

Expected: UpdateError at `mem0.update` (the migration's, not the user's legitimate correction): memory held the right
date; a later update overwrote it with stale content.
"""
from __future__ import annotations

import os
import tempfile

import common

NAME = "b2_mem0_history_restore"
common.setup(NAME, ["mem0", "litellm"])
os.environ.setdefault("OPENAI_API_KEY", "sk-unused-offline")

from mem0 import Memory  # noqa: E402

from memtrace_otel import offline  # noqa: E402

d = tempfile.mkdtemp(prefix="b2-mem0-")
memory = Memory.from_config({
    "embedder": {"provider": "langchain", "config": {"model": offline.langchain_embeddings(), "embedding_dims": 256}},
    "vector_store": {"provider": "qdrant", "config": {"path": os.path.join(d, "qdrant"), "on_disk": False,
                                                      "embedding_model_dims": 256, "collection_name": "admin"}},
    "llm": {"provider": "litellm", "config": {"model": "openai/gpt-4o-mini"}},
    "history_db_path": os.path.join(d, "history.db"),
})
USER = "tomas"


def remember(text: str) -> str:
    return memory.add([{"role": "user", "content": text}], user_id=USER, infer=False)["results"][0]["id"]


passport = remember("My passport expires on 2027-08-14.")
remember("My car insurance renews every year on 1 November.")
remember("The boiler service is due each September.")
# the user renews the passport and tells the assistant: a legitimate correction
memory.update(passport, "I renewed my passport; the new one expires on 2035-08-02.")

# one-off migration: restore every memory to the user's original wording from its history
for item in memory.get_all(filters={"user_id": USER})["results"]:
    hist = memory.history(item["id"])
    original = hist[0]["new_memory"]  # bug: the first entry, not the latest
    if original != item["memory"]:
        with common.fault():
            memory.update(item["id"], original)

QUESTION = "When does my passport expire?"
hits = memory.search(QUESTION, filters={"user_id": USER}, top_k=3)["results"]
assert any("2027-08-14" in h["memory"] for h in hits), "scenario check: the stale date is what search finds"
actual = common.answer(QUESTION, [h["memory"] for h in hits], mock="Your passport expires on 14 August 2027.")
common.finish(QUESTION, "2 August 2035", actual)
