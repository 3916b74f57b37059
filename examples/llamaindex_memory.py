"""LlamaIndex ``Memory``: a short-term queue with a token limit that waterfalls old messages into memory blocks.

Each ``put`` versions the queue; when the queue overflows, the oldest messages are flushed into the blocks, and the
trace records that flush as an ``evict`` operation whose ``evicted_to`` inputs lead to the block's new version.
The question at the end needs a detail that has left the queue, but the transcript block kept it, so the answer's
context links back through the block to the original message.

Offline by default: the tokenizer is tiktoken's cl100k encoding, which llama-index ships in
``llama_index/core/_static/tiktoken_cache``; the blocks need no LLM or embedding model; the answer comes from the
local deterministic model server (or ``--model`` for a real provider through litellm).

    python examples/llamaindex_memory.py
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any, List, Optional

for _key, _value in {"LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true"}.items():
    os.environ.setdefault(_key, _value)

import memtrace_otel  # noqa: E402

CONVERSATION = [
    ("user", "My flight to Osaka leaves on the 14th of May."),
    ("assistant", "Exciting! Do you need help planning the trip?"),
    ("user", "Yes, I want to see temples and eat good ramen."),
    ("assistant", "Dotonbori is famous for food, and Shitenno-ji is a lovely temple."),
    ("user", "Great. I also need a hotel near the station."),
    ("assistant", "Namba has many hotels close to the station."),
]
QUESTION = "When does my flight to Osaka leave?"
EXPECTED = "14th of May"


def transcript_block():
    """A user-defined memory block: keeps every message flushed out of the queue, returns them as text."""
    from llama_index.core.llms import ChatMessage
    from llama_index.core.memory.memory import BaseMemoryBlock

    class TranscriptBlock(BaseMemoryBlock[str]):
        name: str = "transcript"
        lines: List[str] = []

        async def _aget(self, messages: Optional[List[ChatMessage]] = None, **kwargs: Any) -> str:
            return "\n".join(self.lines)

        async def _aput(self, messages: List[ChatMessage]) -> None:
            self.lines = self.lines + [f"{m.role.value}: {m.content}" for m in messages]

    return TranscriptBlock()


def run(out: Path, model: Optional[str]) -> str:
    out.parent.mkdir(parents=True, exist_ok=True)
    memtrace_otel.instrument(exporter="file", path=str(out), capture_content=True,
                             instrumentations=["llamaindex_memory", "litellm"],
                             service_name="llamaindex-memory-example")
    import litellm
    from llama_index.core.llms import ChatMessage
    from llama_index.core.memory import Memory, StaticMemoryBlock
    from opentelemetry import trace

    from memtrace_otel.local_model.policy import ScriptedPolicy
    from memtrace_otel.local_model.prompts import answer_messages

    server = None
    try:
        if model is None:
            from memtrace_otel.local_model.server import LocalModelServer

            server = LocalModelServer(ScriptedPolicy(answers={QUESTION: EXPECTED})).start()
        memory = Memory.from_defaults(
            session_id="trip-planning", token_limit=100, chat_history_token_ratio=0.5, token_flush_size=30,
            memory_blocks=[StaticMemoryBlock(name="profile", static_content="The user lives in Lyon."),
                           transcript_block()])
        for role, text in CONVERSATION:  # each put: a buffer op; overflowing puts flush into the blocks (evict)
            memory.put(ChatMessage(role=role, content=text))

        with trace.get_tracer("example").start_as_current_span("answer_turn"):
            context = memory.get(input=QUESTION)  # retrieve: queue + blocks, assembled into messages
            prompt = answer_messages(QUESTION, [m.content for m in context if m.content])
            response = litellm.completion(model=model or "openai/local", messages=prompt,
                                          api_base=server.base_url if server else None,
                                          api_key="local" if server else None)
            reply = response.choices[0].message.content or ""
            memtrace_otel.record_outcome(EXPECTED.lower() in reply.lower(), question=QUESTION, expected=EXPECTED,
                                         actual=reply)
        return reply
    finally:
        if server is not None:
            server.stop()
        memtrace_otel.shutdown()


def main(argv: Optional[list[str]] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("memtrace-out/llamaindex_memory.jsonl"),
                        help="OTLP/JSON lines file to write (default: %(default)s)")
    parser.add_argument("--model", default=None, help="a litellm model name (default: the local model server)")
    args = parser.parse_args(argv)
    reply = run(args.out, args.model)
    print(f"Q: {QUESTION}\nA: {reply}\nspans written to {args.out}")


if __name__ == "__main__":
    main()
