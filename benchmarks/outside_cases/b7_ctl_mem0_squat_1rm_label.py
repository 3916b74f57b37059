"""Batch 7 control — a strength-training log on mem0 (infer=False), script style. No fault: the label is wrong.

App: a gym-coaching assistant stores each note the lifter sends verbatim in mem0 (``infer=False``; the local model
server only provides embeddings) and answers from ``search``.

Memory: "Squat 1RM tested on Sat 22 Feb: 120 kg, up from 110 kg in January." The assistant answers 120 kg, which
is right.

Question: "What's my current squat 1RM?" — label "110 kg" (wrong: that is January's figure, the value the
same note says it went up from).

Expected verdict: AnnotationError — the record was written, kept, retrieved and used; the answer follows the memory
and the label is the superseded value.
"""
from __future__ import annotations

import logging
import os
import warnings

import common
from common import answer, finish, setup

logging.getLogger("mem0").setLevel(logging.ERROR)
warnings.filterwarnings("ignore")

NAME = "b7_ctl_mem0_squat_1rm_label"
LIFTER = "lifter-ade"
NOTES = [
    "Squat 1RM tested on Sat 22 Feb: 120 kg, up from 110 kg in January.",
    "Bench press 1RM is 82.5 kg, tested on 15 Feb.",
    "Deadlift sessions moved to Thursdays because of the new shift pattern.",
]
QUESTION = "What's my current squat 1RM?"
EXPECTED = "110 kg"


def main() -> None:
    setup(NAME, ["mem0", "litellm"])
    from mem0 import Memory
    from qdrant_client import QdrantClient

    from memtrace_otel.local_model import LocalModelServer, ScriptedPolicy

    server = LocalModelServer(ScriptedPolicy()).start()
    try:
        local = {"api_key": "local", "openai_base_url": server.base_url}
        memory = Memory.from_config({
            "llm": {"provider": "openai", "config": {"model": "local", **local}},
            "embedder": {"provider": "openai", "config": {"model": "local-embed", "embedding_dims": 64, **local}},
            "vector_store": {"provider": "qdrant", "config": {"client": QdrantClient(":memory:"),
                                                              "collection_name": "gymlog",
                                                              "embedding_model_dims": 64}},
            "history_db_path": os.path.join(os.environ["MEM0_DIR"], "history.db"),
        })
        for note in NOTES:
            memory.add([{"role": "user", "content": note}], user_id=LIFTER, infer=False)
        hits = memory.search(QUESTION, filters={"user_id": LIFTER}, top_k=3)["results"]
        context = [h["memory"] for h in hits]
        assert any("120 kg" in c for c in context), hits
        reply = answer(QUESTION, context, mock="Your current squat 1RM is 120 kg (tested on 22 February).")
        finish(QUESTION, EXPECTED, reply)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
