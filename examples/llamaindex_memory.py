"""LlamaIndex ``Memory``: a short-term queue with a token limit that waterfalls old messages into memory blocks.

Each ``put`` versions the queue; when the queue overflows, the oldest messages are flushed into the blocks, and the
trace records that flush as an ``evict`` operation whose ``evicted_to`` inputs lead to the block's new version.
The question at the end needs a detail that has left the queue, but the transcript block kept it, so the answer's
context links back through the block to the original message.

Offline by default: the tokenizer is tiktoken's cl100k encoding, which llama-index ships in
``llama_index/core/_static/tiktoken_cache``; the blocks need no LLM or embedding model; the answer comes from the
local deterministic model server (or ``--model`` for a real provider through litellm).

    python examples/llamaindex_memory.py
    python examples/llamaindex_memory.py --otlp    # export to OTEL_EXPORTER_OTLP_ENDPOINT instead of a file
"""

from __future__ import annotations

from typing import Any, List, Optional

from example_args import example_parser, spans_destination
from opentelemetry import trace

import memtrace_otel
from memtrace_otel.local_model import ScriptedPolicy, answer_messages, chat_model, offline_defaults

offline_defaults()  # before litellm is imported: no network look-ups

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


def run(args) -> str:
    memtrace_otel.instrument(service_name="llamaindex-memory-example", capture_content=True,
                             instrumentations=["llamaindex_memory", "litellm"],
                             exporter="otlp" if args.otlp else "file", path=str(args.out))
    from llama_index.core.llms import ChatMessage
    from llama_index.core.memory import Memory, StaticMemoryBlock

    try:
        memory = Memory.from_defaults(
            session_id="trip-planning", token_limit=100, chat_history_token_ratio=0.5, token_flush_size=30,
            memory_blocks=[StaticMemoryBlock(name="profile", static_content="The user lives in Lyon."),
                           transcript_block()])
        for role, text in CONVERSATION:  # each put: a buffer op; overflowing puts flush into the blocks (evict)
            memory.put(ChatMessage(role=role, content=text))

        with trace.get_tracer("example").start_as_current_span("answer_turn"):
            context = memory.get(input=QUESTION)  # retrieve: queue + blocks, assembled into messages
            local_answers = ScriptedPolicy(answers={QUESTION: EXPECTED})  # what the local server says
            with chat_model(args.model, api_base=args.api_base, policy=local_answers) as chat:
                reply = chat.complete(answer_messages(QUESTION, [m.content for m in context if m.content]))
            memtrace_otel.record_outcome(EXPECTED.lower() in reply.lower(), question=QUESTION, expected=EXPECTED,
                                         actual=reply)
        return reply
    finally:
        memtrace_otel.shutdown()


def main(argv: list[str] | None = None) -> None:
    args = example_parser("llamaindex_memory", __doc__).parse_args(argv)
    reply = run(args)
    print(f"Q: {QUESTION}\nA: {reply}\n{spans_destination(args)}")


if __name__ == "__main__":
    main()
