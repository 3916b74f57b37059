"""LangChain chat history as long-context memory: every add versions the history, and ``trim_messages`` (fitting
the history into a token window) is traced as an ``evict`` operation listing what was dropped.

The question at the end needs a detail from the start of the conversation; the window no longer holds it, so the
answer fails, and the trace shows where the information left: the trim's ``evicted_to`` inputs.

    python examples/langchain_history.py                       # offline: local deterministic model server
    python examples/langchain_history.py --model gpt-4o-mini   # a real provider through litellm
"""

from __future__ import annotations

import argparse
import asyncio
import os
from pathlib import Path

for _key, _value in {"LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true"}.items():
    os.environ.setdefault(_key, _value)

import memtrace_otel  # noqa: E402

CONVERSATION = [
    ("user", "I just adopted a grey cat and named her Pixel."),
    ("ai", "Congratulations! How is Pixel settling in?"),
    ("user", "She hides under the sofa most of the day."),
    ("ai", "That is normal for the first week. Give her a quiet room."),
    ("user", "Good idea. I also started a pottery class on Thursdays."),
    ("ai", "Pottery is relaxing. What are you making first?"),
]
QUESTION = "What is the name of my cat?"
EXPECTED = "Pixel"


def count_words(messages) -> int:
    return sum(len(str(m.content).split()) for m in messages)


def run(out: Path, model: str | None, max_tokens: int) -> str:
    out.parent.mkdir(parents=True, exist_ok=True)
    memtrace_otel.instrument(exporter="file", path=str(out), capture_content=True,
                             instrumentations=["langchain_history", "litellm"],
                             service_name="langchain-history-example")
    # import after instrument(): a name imported earlier would keep the untraced trim_messages
    import litellm
    from langchain_core.chat_history import InMemoryChatMessageHistory
    from langchain_core.messages import trim_messages
    from opentelemetry import trace

    from memtrace_otel.local_model.prompts import answer_messages

    server = None
    try:
        if model is None:
            from memtrace_otel.local_model.server import LocalModelServer

            server = LocalModelServer().start()
        history = InMemoryChatMessageHistory()
        for role, text in CONVERSATION:  # each add: a buffer op, a new version of the history
            if role == "user":
                history.add_user_message(text)
            else:
                history.add_ai_message(text)

        with trace.get_tracer("example").start_as_current_span("answer_turn"):
            messages = asyncio.run(history.aget_messages())  # retrieve: reads the history and its messages
            window = trim_messages(messages, max_tokens=max_tokens, token_counter=count_words,
                                   strategy="last")  # evict: the oldest messages do not fit
            prompt = answer_messages(QUESTION, [f"{m.type}: {m.content}" for m in window])
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


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("memtrace-out/langchain_history.jsonl"),
                        help="OTLP/JSON lines file to write (default: %(default)s)")
    parser.add_argument("--model", default=None, help="a litellm model name (default: the local model server)")
    parser.add_argument("--max-tokens", type=int, default=30, help="window size in words")
    args = parser.parse_args(argv)
    reply = run(args.out, args.model, args.max_tokens)
    print(f"Q: {QUESTION}\nA: {reply}\nspans written to {args.out}")


if __name__ == "__main__":
    main()
