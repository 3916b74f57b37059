"""Batch 7 — a running log on mem0 (infer=False) with a weekly dedupe job, one root span per turn.

App: a fitness-log assistant stores each workout the runner reports as a mem0 memory, verbatim (``infer=False``;
the local model server only provides embeddings). A weekly job tidies the log: two entries whose word sets overlap
by at least 20% (Jaccard on words) are "the same workout logged twice", and the older one is deleted.

Fault (a deletion by a cleanup job): the race entry "Harbour 10K race on Sun 6 April: finished in 52:10, a new PB"
and the training entry "10K tempo run on Wed 9 April: finished in 55:30, legs heavy" overlap enough; the job deletes
the older one, the race.

Question: "What was my finishing time at the Harbour 10K?" — label "52 minutes 10 seconds". The assistant, seeing
only the tempo run, answers that no Harbour 10K time is logged and quotes the 55:30.

Expected verdict: DeletionError at the job's ``mem0.delete`` (wrapped in ``fault()``): it tombstoned the only
record holding 52:10.
"""
from __future__ import annotations

import logging
import os
import re
import warnings

import common
from b3_support import turn_span
from common import answer, fault, finish, setup

logging.getLogger("mem0").setLevel(logging.ERROR)
warnings.filterwarnings("ignore")

NAME = "b7_mem0_fitness_dedupe_delete"
RUNNER = "runner-jo"
LOG = [
    "Harbour 10K race on Sun 6 April: finished in 52:10, a new PB.",
    "10K tempo run on Wed 9 April: finished in 55:30, legs heavy.",
    "Parkrun 5K at Heaton Park on Sat 12 April: 24:48.",
    "Long slow run of 16 km along the canal on Sun 13 April, easy pace.",
]
QUESTION = "What was my finishing time at the Harbour 10K?"
EXPECTED = "52 minutes 10 seconds"


def words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.lower()))


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
                                                              "collection_name": "runlog",
                                                              "embedding_model_dims": 64}},
            "history_db_path": os.path.join(os.environ["MEM0_DIR"], "history.db"),
        })
        for n, entry in enumerate(LOG):
            with turn_span(f"runlog.turn.{n + 1}"):
                memory.add([{"role": "user", "content": entry}], user_id=RUNNER, infer=False,
                           metadata={"logged_order": n})

        with turn_span("runlog.weekly_dedupe"):
            items = sorted(memory.get_all(filters={"user_id": RUNNER})["results"],
                           key=lambda m: m["metadata"]["logged_order"])
            doomed = []
            for i, older in enumerate(items):
                for newer in items[i + 1:]:
                    a, b = words(older["memory"]), words(newer["memory"])
                    if len(a & b) / len(a | b) >= 0.2 and older not in doomed:
                        doomed.append(older)
            assert [d["memory"] for d in doomed] == [LOG[0]], [d["memory"] for d in doomed]
            for d in doomed:
                with fault():  # the fault: the race entry is deleted as a "duplicate" of the tempo run
                    memory.delete(d["id"])

        with turn_span("runlog.turn.question"):
            hits = memory.search(QUESTION, filters={"user_id": RUNNER}, top_k=3)["results"]
            context = [h["memory"] for h in hits]
            assert not any("52:10" in c for c in context)  # the fault happened
            reply = answer(QUESTION, context,
                           mock="I don't have a Harbour 10K time logged; your most recent 10K was 55:30 on "
                                "9 April.")
            finish(QUESTION, EXPECTED, reply)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
