"""A plain list-of-messages chat buffer with a token budget, traced with the manual API.

Long-context memory loses information in one place: when the window is full, the oldest messages are dropped.
This example records that as an ``evict`` operation (the dropped messages are inputs with relation ``evicted_to``),
next to ``buffer`` (a message enters), ``retrieve`` (the window is read) and ``generate`` (the model answers from
the window). The question at the end asks about something said early, which the window has already evicted, so the
answer fails and the outcome points at the eviction.

    python examples/long_context_buffer.py                       # offline: local deterministic model server
    python examples/long_context_buffer.py --model gpt-4o-mini   # a real provider through litellm
    memtrace graph memtrace-out/long_context_buffer.jsonl        # (when the CLI is available)
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

for _key, _value in {"LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true"}.items():
    os.environ.setdefault(_key, _value)

import memtrace_otel  # noqa: E402
from memtrace_otel import operation  # noqa: E402
from memtrace_otel import semconv as sc  # noqa: E402

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


def answer(question: str, window: list[tuple[str, str, str]], model: str, api_base: str | None) -> str:
    import litellm

    from memtrace_otel.local_model.prompts import answer_messages

    messages = answer_messages(question, [f"{role}: {text}" for _, role, text in window])
    with operation("generate", "chat_buffer.answer", system="long_context") as op:
        op.input("context:demo", [f"{role}: {text}" for _, role, text in window], kind="context",
                 relation="context_of")
        for msg_id, role, text in window:
            op.input(msg_id, f"{role}: {text}", kind="message", relation="context_of")
        op.input("query:demo:1", question, kind="query", relation="derived_from")
        response = litellm.completion(model=model, messages=messages, api_base=api_base,
                                      api_key="local" if api_base else None)
        text = response.choices[0].message.content or ""
        op.output("answer:" + op.span_id, text, kind="answer", change="derive",
                  source_ids=[msg_id for msg_id, _, _ in window])
    return text


def run(out: Path, model: str | None, budget: int) -> str:
    out.parent.mkdir(parents=True, exist_ok=True)
    # manual API only: no library instrumentation, so the litellm call is traced once, by our generate op
    memtrace_otel.instrument(exporter="file", path=str(out), capture_content=True, instrumentations=[],
                             service_name="long-context-buffer-example")
    server = None
    try:
        if model is None:
            from memtrace_otel.local_model.server import LocalModelServer

            server = LocalModelServer().start()
        buffer = TokenBuffer(budget, session="demo")
        for role, text in CONVERSATION:
            buffer.add(role, text)
        reply = answer(QUESTION, buffer.window(), model or "openai/local", server.base_url if server else None)
        memtrace_otel.record_outcome(EXPECTED.lower() in reply.lower(), question=QUESTION, expected=EXPECTED,
                                     actual=reply, evidence_ids=["msg:demo:0"])
        return reply
    finally:
        if server is not None:
            server.stop()
        memtrace_otel.shutdown()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("memtrace-out/long_context_buffer.jsonl"),
                        help="OTLP/JSON lines file to write (default: %(default)s)")
    parser.add_argument("--model", default=None, help="a litellm model name (default: the local model server)")
    parser.add_argument("--budget", type=int, default=30, help="window size in (whitespace) tokens")
    args = parser.parse_args(argv)
    reply = run(args.out, args.model, args.budget)
    print(f"Q: {QUESTION}\nA: {reply}\nspans written to {args.out}")


if __name__ == "__main__":
    main()
