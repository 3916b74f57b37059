"""Batch 7 — an employment-law intake bot on mem0 (infer=True), one root span per turn.

App: a solicitor's intake assistant. Each message the prospective client types is added to mem0 with
``infer=True`` (mem0's own LLM extracts the facts; here the local OpenAI-compatible model server stands in for the
provider, its fact book playing the model's extraction). A paralegal later asks the bot to prepare the claim form.

Fault (the extraction): the first message says "I was a warehouse team leader at Brightwater Logistics in Leeds for
six years, until they dismissed me on 28 February." mem0's extraction for it keeps the job, the city, the tenure
and the dismissal date, and drops the employer's name. Nothing later repeats it.

Question: "Which company is the unfair-dismissal claim against?" — label "Brightwater Logistics". The bot answers
that the notes do not name the employer.

Expected verdict: ExtractionError at the ``mem0.extract`` inside the first ``memory.add`` (the add call is wrapped in
``fault()``; its child spans are the gold ops). The message that holds the name was read by that extraction, whose
facts lack it; no later operation ever saw a record that had it.
"""
from __future__ import annotations

import logging
import os
import warnings

import common
from b3_support import turn_span
from common import answer, fault, finish, setup

logging.getLogger("mem0").setLevel(logging.ERROR)
warnings.filterwarnings("ignore")

NAME = "b7_mem0_legal_intake_extract"
CLIENT = "intake-7731"
MESSAGES = [
    "I was a warehouse team leader at Brightwater Logistics in Leeds for six years, until they dismissed me on "
    "28 February.",
    "My line manager was Gareth Pole, he's the one who sent the dismissal email.",
    "I have my payslips and the email, but I never got a written contract.",
]
FACTS = {  # what the provider's extraction returns per message (the first one drops the employer)
    MESSAGES[0]: ["Client worked as a warehouse team leader in Leeds for six years",
                  "Client was dismissed on 28 February"],
    MESSAGES[1]: ["Client's line manager was Gareth Pole", "Gareth Pole sent the dismissal email"],
    MESSAGES[2]: ["Client has payslips and the dismissal email", "Client has no written contract"],
}
QUESTION = "Which company is the unfair-dismissal claim against?"
EXPECTED = "Brightwater Logistics"


def main() -> None:
    setup(NAME, ["mem0", "litellm"])
    from mem0 import Memory
    from qdrant_client import QdrantClient

    from memtrace_otel.local_model import FactBook, LocalModelServer, ScriptedPolicy

    server = LocalModelServer(ScriptedPolicy(facts=FactBook(FACTS))).start()
    try:
        local = {"api_key": "local", "openai_base_url": server.base_url}
        memory = Memory.from_config({
            "llm": {"provider": "openai", "config": {"model": "local", **local}},
            "embedder": {"provider": "openai", "config": {"model": "local-embed", "embedding_dims": 64, **local}},
            "vector_store": {"provider": "qdrant", "config": {"client": QdrantClient(":memory:"),
                                                              "collection_name": "intake",
                                                              "embedding_model_dims": 64}},
            "history_db_path": os.path.join(os.environ["MEM0_DIR"], "history.db"),
        })
        for i, text in enumerate(MESSAGES):
            with turn_span(f"intake.turn.{i + 1}"):
                if i == 0:
                    with fault():  # the fault: this add's extraction drops "Brightwater Logistics"
                        memory.add([{"role": "user", "content": text}], user_id=CLIENT, infer=True)
                else:
                    memory.add([{"role": "user", "content": text}], user_id=CLIENT, infer=True)

        with turn_span("intake.turn.claim_form"):
            hits = memory.search(QUESTION, filters={"user_id": CLIENT}, top_k=5)["results"]
            context = [h["memory"] for h in hits]
            stored = [m["memory"] for m in memory.get_all(filters={"user_id": CLIENT})["results"]]
            assert stored and not any("Brightwater" in m for m in stored), stored  # the fault happened
            assert not any("Brightwater" in c for c in context)
            reply = answer(QUESTION, context,
                           mock="The intake notes don't name the employer - only that you were a warehouse team "
                                "leader in Leeds.")
            finish(QUESTION, EXPECTED, reply)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
