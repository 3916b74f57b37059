"""Run mem0 (the real library, over the local rule-following model) on one split with given prompts, in its own
process (its own TracerProvider and instrumentation), and write the traces and every answer.

    python -m memtrace_otel.optimize.worker CONFIG.json

CONFIG: {split, prompts: {extraction, update, answer}, out, top_k}. Writes ``traces.jsonl`` (OTLP/JSON lines),
``cases.jsonl`` (every question: correct or not, trace and span ids) and ``summary.json`` in ``out``.
Per conversation: a fresh ``Memory.from_config`` with the prompts applied through mem0's configuration, the split's
sessions added six turns at a time, then each question: ``search`` (top_k) and an answer through
``litellm.completion`` with the QA prompt as the system message (``metadata={"memtrace_prompt_id": "qa"}``).
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from ..bench.worker import OFFLINE_ENV

TURNS_PER_ADD = 6
DIMS = 256


def _policy(conv, split):
    """The stand-in model for one conversation: its observation facts per dialogue id, its questions' answers, and
    rule following on (local_model.rules)."""
    from ..local_model import AnswerKey, ExpectedAnswer, FactBook, ScriptedPolicy

    facts: dict[str, list[str]] = {}
    for n in sorted(conv.sessions)[: split["sessions"]]:
        for t in conv.sessions[n]:
            facts[t.dia_id] = conv.facts_of(t.dia_id)
    answers = AnswerKey()
    for q in split["questions"]:
        if q["conversation"] == conv.conv_id:
            evidence = tuple(f for d in q["evidence"] for f in conv.facts_of(d))
            answers._put(q["question"], ExpectedAnswer(q["expected"], evidence))
    return ScriptedPolicy(facts=FactBook(facts), answers=answers, prompt_rules=True)


def _memory(base_url: str, prompts: dict, name: str):
    from mem0 import Memory
    from qdrant_client import QdrantClient

    from .targets import mem0_config_fragment

    config = {
        "llm": {"provider": "openai", "config": {"model": "local", "api_key": "x", "openai_base_url": base_url}},
        "embedder": {"provider": "openai", "config": {"model": "local-embed", "api_key": "x",
                                                      "openai_base_url": base_url, "embedding_dims": DIMS}},
        "vector_store": {"provider": "qdrant", "config": {"client": QdrantClient(":memory:"),
                                                          "collection_name": name, "embedding_model_dims": DIMS}},
        "history_db_path": ":memory:",
    }
    config.update(mem0_config_fragment(prompts))
    return Memory.from_config(config)


def _all(memory, scope: str) -> list:
    from .targets import mem0_major

    if mem0_major() == 1:
        return memory.get_all(user_id=scope, limit=1000)["results"]
    return memory.get_all(filters={"user_id": scope}, top_k=1000)["results"]


def answer_messages(system_prompt: str, question: str, memories: list[str]) -> list[dict]:
    lines = "\n".join(f"- {m}" for m in memories) or "(none)"
    return [{"role": "system", "content": system_prompt},
            {"role": "user", "content": f"Memories:\n{lines}\n\nQuestion: {question}\nAnswer:"}]


def run(config: dict) -> dict:
    out = Path(config["out"])
    out.mkdir(parents=True, exist_ok=True)
    for key, value in OFFLINE_ENV.items():
        os.environ.setdefault(key, value)
    os.environ.setdefault("MEM0_DIR", str(out / ".mem0"))
    os.environ["MEMTRACE_MAX_CONTENT_LENGTH"] = "1000000"
    os.environ.setdefault("MEMTRACE_MAX_VARIABLES", "512")
    os.environ.setdefault("MEMTRACE_MAX_LINKS", "256")

    import memtrace_otel
    from memtrace_otel.exporters.file import OTLPJsonFileExporter

    from ..api import get_tracer, last_answer_operation
    from ..bench.harness import is_correct
    from ..bench.locomo import load_conversations
    from ..local_model import LocalModelServer
    from ..outcome import record_outcome
    from opentelemetry.instrumentation.utils import suppress_instrumentation

    from .targets import mem0_major

    split, prompts, top_k = config["split"], config["prompts"], int(config.get("top_k", 10))
    trace_path = out / "traces.jsonl"
    if trace_path.exists():
        trace_path.unlink()
    memtrace_otel.instrument(service_name="memtrace-optimize", capture_content=True,
                             exporter=OTLPJsonFileExporter(trace_path), max_content_length=1_000_000,
                             instrumentations=["mem0", "litellm"])
    import litellm

    convs = [c for c in load_conversations(split["data"]) if c.conv_id in split["conversations"]]
    started = time.monotonic()
    rows = []
    decisions = []
    stored: dict[str, int] = {}
    with LocalModelServer() as server:
        for conv in convs:
            server.policy = _policy(conv, split)
            memory = _memory(server.base_url, prompts, f"opt-{conv.conv_id}")
            scope = conv.conv_id
            with get_tracer().start_as_current_span("optimize.build", attributes={"conversation": scope}):
                for n in sorted(conv.sessions)[: split["sessions"]]:
                    turns = conv.sessions[n]
                    for i in range(0, len(turns), TURNS_PER_ADD):
                        messages = [{"role": "user", "content": t.line, "id": f"{conv.conv_id}:{t.dia_id}"}
                                    for t in turns[i:i + TURNS_PER_ADD]]
                        memory.add(messages, user_id=scope, metadata={"session": n})
            for q in (q for q in split["questions"] if q["conversation"] == conv.conv_id):
                with get_tracer().start_as_current_span("optimize.ask", attributes={"case_id": q["case_id"]}) as span:
                    if mem0_major() == 1:
                        found = memory.search(q["question"], user_id=scope, limit=top_k)["results"]
                    else:
                        found = memory.search(q["question"], filters={"user_id": scope}, top_k=top_k)["results"]
                    reply = litellm.completion(
                        model="openai/local", api_base=server.base_url, api_key="x", temperature=0,
                        messages=answer_messages(prompts["answer"], q["question"], [m["memory"] for m in found]),
                        metadata={"memtrace_prompt_id": "qa"})
                    actual = reply.choices[0].message.content or ""
                    answer = last_answer_operation()
                    ok = is_correct(actual, q["expected"])
                    outcome = record_outcome(ok, question=q["question"], expected=q["expected"], actual=actual,
                                             case_id=q["case_id"], answer=answer)
                    rows.append({**q, "actual": actual, "correct": ok, "context": [m["memory"] for m in found],
                                 "trace_id": format(span.get_span_context().trace_id, "032x"),
                                 "answer_span_id": answer.span_id if answer else None,
                                 "outcome_span_id": format(outcome.span_id, "016x") if outcome else None,
                                 "evidence_ids": [f"{conv.conv_id}:{d}" for d in q["evidence"]]})
            with suppress_instrumentation():
                stored[conv.conv_id] = len(_all(memory, scope))
            memory.close()
            decisions.extend(server.policy.decisions)
    memtrace_otel.force_flush()
    memtrace_otel.shutdown()
    with open(out / "cases.jsonl", "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row) + "\n")
    lossy = sum(1 for d in decisions if d.action == "extract_lossy")
    summary = {"questions": len(rows), "correct": sum(r["correct"] for r in rows),
               "accuracy": round(sum(r["correct"] for r in rows) / len(rows), 4) if rows else 0.0,
               "seconds": round(time.monotonic() - started, 2), "lossy_extractions": lossy,
               "model_calls": sum(1 for d in decisions if d.step in ("extract", "update", "answer")),
               "mem0": mem0_major(), "top_k": top_k, "memories": stored}
    (out / "summary.json").write_text(json.dumps(summary, indent=1), encoding="utf-8")
    return summary


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    config = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
    print(json.dumps(run(config)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
