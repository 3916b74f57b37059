"""mem0 as a user's long-term memory, traced by ``memtrace_otel.instrument()`` — and a failure to attribute.

The app tells mem0 three things Alice said; mem0's LLM extracts facts and stores them (qdrant, in memory). A
"retention" clean-up then deletes the memory that held where Alice lives — the bug — and the app asks which city
Alice lives in, answering from what mem0's search returns. It records that the answer was wrong, so attribution has
a failed case: ``memtrace attribute`` blames the ``mem0.delete`` span (a DeletionError).

The app contains no tracing code beyond ``instrument()`` and ``record_outcome()``: mem0's add/search/delete calls
(with their extract/write phases) and the litellm answer call become spans by themselves.

    python examples/mem0_memory.py                    # offline: a local model server started in-process
    python examples/mem0_memory.py --otlp             # export to OTEL_EXPORTER_OTLP_ENDPOINT (Phoenix, Jaeger...)
    python examples/mem0_memory.py --model openai/gpt-4o-mini   # a real model through litellm (OPENAI_API_KEY)
    memtrace attribute memtrace-out/mem0_memory.jsonl --report memtrace-out/mem0_memory.html

Embeddings always come from the local server's deterministic embeddings, so a real provider is needed only for chat.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

# before mem0 / litellm are imported: no telemetry, no network look-ups, mem0's files out of $HOME
for _key, _value in {"LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true",
                     "MEM0_TELEMETRY": "False", "ANONYMIZED_TELEMETRY": "False", "HF_HUB_OFFLINE": "1",
                     "MEM0_DIR": str(Path("memtrace-out") / ".mem0")}.items():
    os.environ.setdefault(_key, _value)

import logging  # noqa: E402
import warnings  # noqa: E402

import memtrace_otel  # noqa: E402
from memtrace_otel.local_model import (  # noqa: E402
    AnswerKey, ExpectedAnswer, FactBook, LocalModelServer, ScriptedPolicy, answer_messages)

USER = "alice"
MESSAGES = {  # what Alice said -> the facts the local model extracts from it
    "I just moved to Lisbon for a new job as a nurse.": ["Alice moved to Lisbon for a new job as a nurse"],
    "My cat is called Miso and she hates the rain.": ["Alice's cat is called Miso", "Miso hates the rain"],
    "I'm learning Portuguese on weekends.": ["Alice is learning Portuguese on weekends"],
}
QUESTION = "Which city does Alice live in?"
EXPECTED = "Lisbon"


logging.getLogger("mem0").setLevel(logging.ERROR)  # mem0 warns about optional extras (spaCy, fastembed) on every run
warnings.filterwarnings("ignore", module=r"mem0(\..*)?")


def local_model() -> LocalModelServer:
    facts = FactBook(MESSAGES)
    answers = AnswerKey({QUESTION: ExpectedAnswer(EXPECTED, evidence=tuple(MESSAGES[next(iter(MESSAGES))]))})
    return LocalModelServer(ScriptedPolicy(facts=facts, answers=answers)).start()


def make_memory(server: LocalModelServer, model: str | None):
    from mem0 import Memory
    from qdrant_client import QdrantClient

    local = {"api_key": "local", "openai_base_url": server.base_url}
    # a real model: mem0's litellm provider (litellm reads OPENAI_API_KEY etc., and litellm.api_base when set)
    llm = ({"provider": "litellm", "config": {"model": model, "temperature": 0.0}} if model
           else {"provider": "openai", "config": {"model": "local", **local}})
    return Memory.from_config({
        "llm": llm,
        "embedder": {"provider": "openai", "config": {"model": "local-embed", "embedding_dims": 64, **local}},
        "vector_store": {"provider": "qdrant", "config": {"client": QdrantClient(":memory:"),
                                                          "collection_name": "alice", "embedding_model_dims": 64}},
        "history_db_path": str(Path(os.environ["MEM0_DIR"]) / "history.db"),
    })


def retention_cleanup(memory) -> None:
    """The bug: a clean-up meant to drop stale memories also drops the one about Alice's move."""
    for item in memory.get_all(filters={"user_id": USER})["results"]:
        if "moved" in item["memory"].lower():
            memory.delete(item["id"])


def answer(memory, question: str, model: str, api_base: str | None, api_key: str | None) -> str:
    import litellm

    found = memory.search(question, filters={"user_id": USER}, top_k=3)["results"]
    reply = litellm.completion(model=model, api_base=api_base, api_key=api_key, temperature=0,
                               messages=answer_messages(question, [m["memory"] for m in found]))
    return reply.choices[0].message.content or ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="memtrace-out/mem0_memory.jsonl", help="OTLP/JSON lines output file")
    parser.add_argument("--otlp", action="store_true", help="export over OTLP (OTEL_EXPORTER_OTLP_* variables)")
    parser.add_argument("--model", help="a litellm model name (e.g. openai/gpt-4o-mini) instead of the local model")
    parser.add_argument("--api-base", help="the model's OpenAI-compatible base URL (with --model)")
    parser.add_argument("--api-key", help="the model's API key (default: the provider's usual variable)")
    parser.add_argument("--no-fault", action="store_true", help="skip the faulty clean-up: the answer is right")
    args = parser.parse_args()
    memtrace_otel.instrument(service_name="mem0-example", capture_content=True,
                             exporter="otlp" if args.otlp else "file", path=args.out,
                             instrumentations=["mem0", "litellm"])
    import litellm

    if args.api_base:
        litellm.api_base = args.api_base  # mem0's litellm provider passes no base URL of its own
    if args.api_key:
        litellm.api_key = args.api_key

    server = local_model()
    try:
        memory = make_memory(server, args.model)
        for text in MESSAGES:
            memory.add([{"role": "user", "content": text}], user_id=USER)
        if not args.no_fault:
            retention_cleanup(memory)
        if args.model:
            reply = answer(memory, QUESTION, args.model, args.api_base, args.api_key)
        else:
            reply = answer(memory, QUESTION, "openai/local", server.base_url, "local")
        correct = EXPECTED.lower() in reply.lower()
        memtrace_otel.record_outcome(correct, question=QUESTION, expected=EXPECTED, actual=reply,
                                     case_id="alice-city")
        memory.close()
    finally:
        server.stop()
        memtrace_otel.shutdown()
    print(f"answer: {reply!r} (expected {EXPECTED!r}); traces: {'OTLP' if args.otlp else args.out}")


if __name__ == "__main__":
    main()
