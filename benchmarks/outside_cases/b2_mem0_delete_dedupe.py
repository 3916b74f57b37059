"""mem0 (infer=False) + an app-side dedupe job that deletes the wrong memory; a two-part answer loses one part.

App: a travel journal. Each journal line the user confirms is stored verbatim with `memory.add(..., infer=False)`.
A nightly dedupe job lists the user's memories (`get_all`), compares every pair with a word-overlap score and deletes
the newer one of any pair above 0.5 (`memory.delete(memory_id)`), assuming it is a re-phrased duplicate. Questions
are answered from `memory.search(...)` + a litellm call. Script style: every call is its own trace.

Fault: "I went to Osaka in Japan in April for the street food." overlaps the Kyoto line word for word except for the
city and the reason, so the job deletes it as a "duplicate". The user then asks which two cities they visited in
April; the answer has Kyoto only. The one faulty call is that `memory.delete`.

Expected: DeletionError at `mem0.delete`: the Osaka memory was stored correctly and deleted later; the answer's
second part is missing only because of that delete (the search would have found it: same words as the question).
"""
from __future__ import annotations

import os
import tempfile

import common

NAME = "b2_mem0_delete_dedupe"
common.setup(NAME, ["mem0", "litellm"])
os.environ.setdefault("OPENAI_API_KEY", "sk-unused-offline")

from mem0 import Memory  # noqa: E402

from memtrace_otel import offline  # noqa: E402

d = tempfile.mkdtemp(prefix="b2-mem0-")
memory = Memory.from_config({
    "embedder": {"provider": "langchain", "config": {"model": offline.langchain_embeddings(), "embedding_dims": 256}},
    "vector_store": {"provider": "qdrant", "config": {"path": os.path.join(d, "qdrant"), "on_disk": False,
                                                      "embedding_model_dims": 256, "collection_name": "journal"}},
    "llm": {"provider": "litellm", "config": {"model": "openai/gpt-4o-mini"}},
    "history_db_path": os.path.join(d, "history.db"),
})
USER = "noor"
JOURNAL = [
    "I went to Kyoto in Japan in April for the cherry blossoms.",
    "My favourite food is Thai green curry.",
    "I went to Osaka in Japan in April for the street food.",
    "I am saving up for a trip to Patagonia next year.",
]
for line in JOURNAL:
    memory.add([{"role": "user", "content": line}], user_id=USER, infer=False)


def words(text: str) -> set[str]:
    return {w.strip(".,").lower() for w in text.split()}


# nightly dedupe job
items = sorted(memory.get_all(filters={"user_id": USER})["results"], key=lambda r: r["created_at"])
deleted: set[str] = set()
for i, a in enumerate(items):
    for b in items[i + 1:]:
        if a["memory"] in deleted or b["memory"] in deleted:
            continue
        wa, wb = words(a["memory"]), words(b["memory"])
        if len(wa & wb) / len(wa | wb) > 0.5:  # "same sentence, re-phrased": delete the newer copy
            with common.fault():
                memory.delete(b["id"])
            deleted.add(b["memory"])
assert deleted == {JOURNAL[2]}, "scenario check: the job deletes exactly the Osaka line"

QUESTION = "Which two cities in Japan did I visit in April?"
hits = memory.search(QUESTION, filters={"user_id": USER}, top_k=5)["results"]
actual = common.answer(QUESTION, [h["memory"] for h in hits],
                       mock="You visited Kyoto in April. I don't have a record of a second city.")
common.finish(QUESTION, "Kyoto and Osaka", actual)
