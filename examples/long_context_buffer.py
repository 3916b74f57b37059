"""A plain list-of-messages chat buffer with a token budget, traced with the manual API.

Long-context memory loses information in one place: when the window is full, the oldest messages are dropped.
This example records that as an ``evict`` operation (the dropped messages are inputs with relation ``evicted_to``),
next to ``buffer`` (a message enters), ``retrieve`` (the window is read) and ``generate`` (the model answers from
the window). The question at the end asks about something said early, which the window has already evicted, so the
answer fails and the outcome points at the eviction.

    python examples/long_context_buffer.py                       # offline: local deterministic model server
    python examples/long_context_buffer.py --model gpt-4o-mini   # a real provider through litellm
    python examples/long_context_buffer.py --otlp                # export to OTEL_EXPORTER_OTLP_ENDPOINT
    memtrace graph memtrace-out/long_context_buffer.jsonl        # (when the CLI is available)
"""

from __future__ import annotations

from example_args import example_parser, spans_destination

import memtrace_otel
from memtrace_otel import operation
from memtrace_otel import semconv as sc
from memtrace_otel.local_model import ChatModel, answer_messages, chat_model, offline_defaults

offline_defaults()  # before litellm is imported: no network look-ups

CONVERSATION = [
    ("user", "Hi! My sister Maya is visiting from Toronto next week."),
    ("assistant", "How lovely. What are you planning to do together?"),
    ("user", "We want to hike a lot and try some new restaurants."),
    ("assistant", "Sounds fun. Any particular trails in mind?"),
    ("user", "Probably the coastal trail, it is beautiful in spring."),
    ("assistant", "Great choice. Remember to bring water and sunscreen."),
]
QUESTION = "Where is my sister Maya visiting from?"
EXPECTED = "Toronto"


def count_tokens(text: str) -> int:
    return len(text.split())


class TokenBuffer:
    """The newest messages that fit in ``budget`` tokens; older ones are dropped (and traced as evicted)."""

    def __init__(self, budget: int, session: str):
        self.budget, self.session, self.messages = budget, session, []
        self.var_id = f"buffer:{session}"
        self._next = 0

    def add(self, role: str, text: str) -> None:
        msg_id = f"msg:{self.session}:{self._next}"
        self._next += 1
        with operation("buffer", "chat_buffer.add", system="long_context", conversation_id=self.session) as op:
            op.input(msg_id, f"{role}: {text}", kind="message", relation="derived_from")
            self.messages.append((msg_id, role, text))
            op.output(self.var_id, self.lines(), kind="buffer", source_ids=[msg_id])
        self._trim()

    def _trim(self) -> None:
        dropped = []
        while len(self.messages) > 1 and sum(count_tokens(t) for _, _, t in self.messages) > self.budget:
            dropped.append(self.messages.pop(0))
        if not dropped:
            return
        with operation("evict", "chat_buffer.trim", system="long_context", conversation_id=self.session,
                       attributes={sc.MEMTRACE_WINDOW_MAX_TOKENS: self.budget}) as op:
            for msg_id, role, text in dropped:  # the dropped messages go nowhere: relation evicted_to
                op.input(msg_id, f"{role}: {text}", kind="message", relation="evicted_to")
            op.output(self.var_id, self.lines(), kind="buffer")

    def window(self) -> list[tuple[str, str, str]]:
        """Read the window; its text becomes the ``context`` variable the answer is generated from."""
        with operation("retrieve", "chat_buffer.window", system="long_context", conversation_id=self.session) as op:
            op.input(self.var_id, self.lines(), kind="buffer")
            for rank, (msg_id, role, text) in enumerate(self.messages):
                op.input(msg_id, f"{role}: {text}", kind="message", rank=rank)
            op.output(f"context:{self.session}", self.lines(), kind="context", change="derive",
                      source_ids=[self.var_id])
            return list(self.messages)

    def lines(self) -> list[str]:
        return [f"{role}: {text}" for _, role, text in self.messages]


def answer(chat: ChatModel, question: str, window: list[tuple[str, str, str]]) -> str:
    context = [f"{role}: {text}" for _, role, text in window]
    with operation("generate", "chat_buffer.answer", system="long_context") as op:
        op.input("context:demo", context, kind="context", relation="context_of")
        for msg_id, role, text in window:
            op.input(msg_id, f"{role}: {text}", kind="message", relation="context_of")
        op.input("query:demo:1", question, kind="query", relation="derived_from")
        text = chat.complete(answer_messages(question, context))
        op.output("answer:" + op.span_id, text, kind="answer", change="derive",
                  source_ids=[msg_id for msg_id, _, _ in window])
    return text


def run(args) -> str:
    # manual API only: no library instrumentation, so the litellm call is traced once, by our generate op
    memtrace_otel.instrument(service_name="long-context-buffer-example", capture_content=True, instrumentations=[],
                             exporter="otlp" if args.otlp else "file", path=str(args.out))
    try:
        buffer = TokenBuffer(args.budget, session="demo")
        for role, text in CONVERSATION:
            buffer.add(role, text)
        with chat_model(args.model, api_base=args.api_base) as chat:
            reply = answer(chat, QUESTION, buffer.window())
        memtrace_otel.record_outcome(EXPECTED.lower() in reply.lower(), question=QUESTION, expected=EXPECTED,
                                     actual=reply, evidence_ids=["msg:demo:0"])
        return reply
    finally:
        memtrace_otel.shutdown()


def main(argv: list[str] | None = None) -> None:
    parser = example_parser("long_context_buffer", __doc__)
    parser.add_argument("--budget", type=int, default=30, help="window size in (whitespace) tokens")
    args = parser.parse_args(argv)
    reply = run(args)
    print(f"Q: {QUESTION}\nA: {reply}\n{spans_destination(args)}")


if __name__ == "__main__":
    main()
