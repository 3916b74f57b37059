"""LangChain chat history as long-context memory: every add versions the history, and ``trim_messages`` (fitting
the history into a token window) is traced as an ``evict`` operation listing what was dropped.

The question at the end needs a detail from the start of the conversation; the window no longer holds it, so the
answer fails, and the trace shows where the information left: the trim's ``evicted_to`` inputs.

    python examples/langchain_history.py                       # offline: local deterministic model server
    python examples/langchain_history.py --model gpt-4o-mini   # a real provider through litellm
    python examples/langchain_history.py --otlp                # export to OTEL_EXPORTER_OTLP_ENDPOINT
"""

from __future__ import annotations

import asyncio

from example_args import example_parser, spans_destination
from opentelemetry import trace

import memtrace_otel
from memtrace_otel.local_model import answer_messages, chat_model, offline_defaults

offline_defaults()  # before litellm is imported: no network look-ups

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


def run(args) -> str:
    memtrace_otel.instrument(service_name="langchain-history-example", capture_content=True,
                             instrumentations=["langchain_history", "litellm"],
                             exporter="otlp" if args.otlp else "file", path=str(args.out))
    # import after instrument(): a name imported earlier would keep the untraced trim_messages
    from langchain_core.chat_history import InMemoryChatMessageHistory
    from langchain_core.messages import trim_messages

    try:
        history = InMemoryChatMessageHistory()
        for role, text in CONVERSATION:  # each add: a buffer op, a new version of the history
            if role == "user":
                history.add_user_message(text)
            else:
                history.add_ai_message(text)

        with trace.get_tracer("example").start_as_current_span("answer_turn"):
            messages = asyncio.run(history.aget_messages())  # retrieve: reads the history and its messages
            window = trim_messages(messages, max_tokens=args.max_tokens, token_counter=count_words,
                                   strategy="last")  # evict: the oldest messages do not fit
            with chat_model(args.model, api_base=args.api_base) as chat:
                reply = chat.complete(answer_messages(QUESTION, [f"{m.type}: {m.content}" for m in window]))
            memtrace_otel.record_outcome(EXPECTED.lower() in reply.lower(), question=QUESTION, expected=EXPECTED,
                                         actual=reply)
        return reply
    finally:
        memtrace_otel.shutdown()


def main(argv: list[str] | None = None) -> None:
    parser = example_parser("langchain_history", __doc__)
    parser.add_argument("--max-tokens", type=int, default=30, help="window size in words")
    args = parser.parse_args(argv)
    reply = run(args)
    print(f"Q: {QUESTION}\nA: {reply}\n{spans_destination(args)}")


if __name__ == "__main__":
    main()
