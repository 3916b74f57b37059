"""What every realistic app run shares: the span log that names the decisive span, the two styles (no parent span;
one root span per turn or question), the answer call through litellm, and the fault bookkeeping.

A *run* = one app, one LoCoMo question, one fault (or none), one style, on fresh memory. The app is written the way
the library documents it; the run only watches: it knows the span of the faulty call from the span log (the one
outermost memtrace operation of the expected kind that the call opened, or the span that wrote / evicted / deleted
that record), never from an attribution engine.
"""

from __future__ import annotations

import contextlib
import itertools
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Iterator, Optional

from opentelemetry import trace
from opentelemetry.sdk.trace import SpanProcessor

from ... import semconv as sc
from ... import variables_codec
from .data import Question, line, short_date

# fault -> (error type, subtype, what really happened)
FAULTS = {
    "extract": ("ExtractionError", "omitted_at_extraction", "the extractor left the evidence turn's fact out"),
    "overwrite": ("UpdateError", "overwritten", "an upsert/update overwrote the evidence record with another value"),
    "merge": ("UpdateError", "merged_away", "an update merged a stale value into the evidence record, losing it"),
    "trim": ("UpdateError", "trimmed_from_window", "trim_messages on the way to the prompt evicted the evidence"),
    "compact": ("UpdateError", "trimmed_from_window", "clear() then add_messages of a subset dropped the evidence"),
    "flush": ("UpdateError", "trimmed_from_window", "the memory's token limit flushed the evidence out"),
    "delete": ("DeletionError", "deleted", "an explicit delete removed the record holding the evidence"),
    "topk": ("RetrievalError", "ranked_below_top_k", "top-k too small: the evidence ranked below the cut"),
    "filter": ("RetrievalError", "filtered_by_scope", "a wrong metadata filter / namespace / user left it out"),
    "query": ("RetrievalError", "ranked_below_top_k", "the search ran with the question cut to its first words, "
              "which ranks the evidence out"),
    "response": ("ResponseError", "ignored_sufficient_context", "the reader answered wrongly from a context "
                 "holding the evidence"),
}
MEMORY_TYPES = frozenset({"ExtractionError", "UpdateError", "DeletionError", "RetrievalError"})
_run_ids = itertools.count(1)


class SpanLog(SpanProcessor):
    """Keeps every span that ends (for the case's graph) and lets a run name the span its faulty call opened."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._spans: list[Any] = []

    def on_start(self, span, parent_context=None) -> None:
        pass

    def on_end(self, span) -> None:
        with self._lock:
            self._spans.append(span)

    def clear(self) -> None:
        with self._lock:
            self._spans.clear()

    def spans(self) -> list[Any]:
        with self._lock:
            return list(self._spans)

    def shutdown(self) -> None:
        pass

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        return True


def _hex(span) -> tuple[str, str]:
    ctx = span.get_span_context()
    return format(ctx.trace_id, "032x"), format(ctx.span_id, "016x")


def _variables(span, role: Optional[str] = None) -> list[dict]:
    return variables_codec.span_variables(span, role)


def outermost_ops(spans: list, kinds: set[str], t0: int, t1: int, name_prefix: str = "") -> list:
    """The outermost memtrace operations of ``kinds`` (named ``name_prefix``...) that started and ended in
    [t0, t1]."""
    found = [s for s in spans if (s.attributes or {}).get(sc.MEMTRACE_OP_KIND) in kinds
             and t0 <= s.start_time and s.end_time <= t1
             and str((s.attributes or {}).get(sc.MEMTRACE_OP_NAME) or s.name).startswith(name_prefix)]
    ids = {s.get_span_context().span_id for s in found}
    return sorted((s for s in found if not (s.parent and s.parent.span_id in ids)), key=lambda s: s.start_time)


@dataclass
class RunResult:
    actual: str = ""
    correct: bool = False
    answer_op: Any = None
    gold: Optional[tuple[str, str]] = None  # (trace id, span id) of the decisive operation
    gold_name: str = ""
    fault_applied: bool = False
    notes: list[str] = field(default_factory=list)
    evidence_in_prompt: Optional[bool] = None
    outcome_ctx: Any = None
    prompt_context: str = ""  # what the reader was given besides the question
    seconds: float = 0.0


class NotApplicable(Exception):
    """The fault cannot be planted on this question in this app (e.g. every evidence turn already ranks first)."""


class Run:
    def __init__(self, suite: Any, app: Any, question: Question, fault: Optional[str], style: str,
                 expected: Optional[str] = None):
        self.suite, self.app, self.q, self.fault, self.style = suite, app, question, fault, style
        self.expected = expected if expected is not None else question.gold
        self.run_id = f"r{next(_run_ids)}"
        self.result = RunResult()
        self.server = suite.server
        self.log: SpanLog = suite.span_log
        self._tracer = trace.get_tracer("memtrace.bench.realistic", tracer_provider=suite.tracer_provider)

    # ------------------------------------------------------------------------------------------------ content
    @property
    def turns(self):
        return self.q.turns

    @property
    def sessions(self):
        return self.q.sessions

    def session_turns(self, n: int):
        return self.q.conv.sessions[n]

    @staticmethod
    def line(turn) -> str:
        return line(turn)

    @staticmethod
    def date(turn) -> str:
        return short_date(turn.date)

    @property
    def target(self):
        """The evidence turn a memory fault hits: for several evidence turns, one chosen by the question index."""
        ev = self.q.evidence
        return ev[self.q.qa.index % len(ev)]

    @property
    def conv_id(self) -> str:
        return self.q.conv.conv_id

    # ------------------------------------------------------------------------------------------------ styles
    @contextlib.contextmanager
    def root(self, name: str) -> Iterator[None]:
        """``root`` style: one span per turn / question / job, as a web handler or worker would open with the OTel
        tracer; ``script`` style: nothing (every library call is its own trace)."""
        if self.style != "root":
            yield
            return
        with self._tracer.start_as_current_span(name, attributes={"app.conversation": self.conv_id}):
            yield

    # ------------------------------------------------------------------------------------------------ faults
    @contextlib.contextmanager
    def decisive_call(self, kinds: set[str], name_prefix: str = "") -> Iterator[None]:
        """Wrap the faulty library call: afterwards its one outermost op of ``kinds`` is the ground truth."""
        t0 = time.time_ns()
        yield
        self.mark_window(kinds, name_prefix, t0, time.time_ns())

    def mark_window(self, kinds: set[str], name_prefix: str, t0: int, t1: int) -> None:
        """The fault happened in the library call made between t0 and t1: its one outermost op of ``kinds``."""
        found = outermost_ops(self.log.spans(), kinds, t0, t1, name_prefix)
        if len(found) != 1:
            raise RuntimeError(f"{self.app.NAME}/{self.fault}: {len(found)} {sorted(kinds)} '{name_prefix}' spans in "
                               "the faulty call's window, not exactly one")
        self.mark(found[0])

    def mark(self, span_or_op: Any) -> None:
        if hasattr(span_or_op, "get_span_context"):
            ids = _hex(span_or_op)
            name = (span_or_op.attributes or {}).get(sc.MEMTRACE_OP_NAME) or span_or_op.name
        else:
            ids, name = (span_or_op.trace_id, span_or_op.span_id), getattr(span_or_op, "name", "")
        if self.result.gold is None:
            self.result.gold, self.result.gold_name = ids, str(name)
        self.result.fault_applied = True

    def span_evicting(self, text: str, since_ns: int, kinds: set[str] = frozenset({sc.KIND_EVICT})) -> Any:
        """The op (started after ``since_ns``) that evicted a message whose content holds ``text`` (by the span's own
        variable events), e.g. LlamaIndex's flush inside a put. With capture off (no content in the events) it is
        found by the message's variable id, learnt from the same case run with capture on."""
        from .reader import squash

        want = squash(text)
        known = self.suite.evicted_ids.get(want)  # the message's variable id, from the run with content captured
        for s in self.log.spans():
            if s.start_time < since_ns or (s.attributes or {}).get(sc.MEMTRACE_OP_KIND) not in kinds:
                continue
            for v in _variables(s, "input"):
                if v.get(sc.VAR_RELATION) != sc.REL_EVICTED_TO:
                    continue
                if want in squash(v.get(sc.VAR_CONTENT) or ""):
                    self.suite.evicted_ids[want] = v.get(sc.VAR_ID)
                    return s
                if known is not None and v.get(sc.VAR_ID) == known:
                    return s
        return None

    # ------------------------------------------------------------------------------------------------ answer
    def answer(self, messages: list[dict]) -> str:
        """The answer call: litellm.completion to the local reader; its generate span is the answer op."""
        import litellm

        from ...api import last_answer_operation

        reply = litellm.completion(model="openai/local", api_base=self.server.base_url, api_key="local",
                                   messages=messages, temperature=0)
        text = reply.choices[0].message.content or ""
        op = last_answer_operation()
        self.result.actual, self.result.answer_op = text, op
        if self.fault == "response" and op is not None:
            self.mark(op)
        log = self.server.policy.answers_log
        self.result.evidence_in_prompt = log[-1].evidence_present if log else None
        self.result.prompt_context = log[-1].context if log else ""
        return text
