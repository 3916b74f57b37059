"""What every benchmark system run shares: the local model, the trajectory's root spans, the answer call, and how the
system marks the operation where it planted a fault (the ground truth, taken at injection time, never from an
attribution engine).

One *run* = one memory system instance built from a few LoCoMo sessions, then asked one question. Its spans live in
two traces: ``bench.<system>.build`` (ingestion and maintenance) and ``bench.<system>.ask`` (retrieval and answer);
``cases.jsonl`` lists both trace ids so each case is attributed on its own trajectory, as MemTraceBench keeps one
graph per trajectory.
"""

from __future__ import annotations

import contextlib
import re
import threading
import time
from dataclasses import dataclass, field, replace
from typing import Any, Iterator, Optional

from opentelemetry.sdk.trace import SpanProcessor

from .. import semconv as sc
from .. import variables_codec
from ..api import Operation, current_operation, get_tracer, operation
from ..local_model import AnswerKey, ExpectedAnswer, FactBook, FaultPlan, ScriptedPolicy, answer_messages
from ..local_model.answers import best_context_line, context_supports, text_present
from ..local_model.words import content_set, normalize
from .locomo import Conversation, Turn
from .plan import CaseSpec, key_fact, target_of


class SpanWatch(SpanProcessor):
    """Remembers the memtrace operation spans that ended, so a system can name the span a library call made (the
    instrumentation opens it inside the call, out of the app's reach) from the call's own time window and trace."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._ops: list[dict] = []

    def on_start(self, span, parent_context=None) -> None:
        pass

    def on_end(self, span) -> None:
        attrs = span.attributes or {}
        kind = attrs.get(sc.MEMTRACE_OP_KIND)
        if kind is None:
            return
        ctx = span.get_span_context()
        outputs = {str(v.get(sc.VAR_ID)) for v in variables_codec.span_variables(span, "output")}
        with self._lock:
            self._ops.append({"trace_id": format(ctx.trace_id, "032x"), "span_id": format(ctx.span_id, "016x"),
                              "parent": format(span.parent.span_id, "016x") if span.parent else None,
                              "kind": kind, "name": attrs.get(sc.MEMTRACE_OP_NAME), "start": span.start_time,
                              "end": span.end_time, "system": attrs.get(sc.MEMTRACE_OP_SYSTEM),
                              "outputs": outputs})

    def clear(self) -> None:
        with self._lock:
            self._ops.clear()

    def outermost(self, trace_id: str, kinds: set[str], t0: int, t1: int, name_prefix: str = "",
                  unique: bool = False, output: Optional[str] = None) -> Optional[dict]:
        """The outermost op of one of ``kinds`` in ``trace_id`` that started and ended within [t0, t1], and wrote
        the variable ``output`` when given (``unique``: None unless there is exactly one such outermost op)."""
        with self._lock:
            found = [o for o in self._ops if o["trace_id"] == trace_id and o["kind"] in kinds
                     and t0 <= o["start"] and o["end"] <= t1 and str(o["name"] or "").startswith(name_prefix)
                     and (output is None or output in o["outputs"])]
        ids = {o["span_id"] for o in found}
        top = [o for o in found if o["parent"] not in ids]
        top.sort(key=lambda o: o["start"])
        if unique and len(top) != 1:
            return None
        return top[0] if top else None

    def shutdown(self) -> None:
        pass

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        return True


class BenchPolicy(ScriptedPolicy):
    """The local model for benchmark runs. Its answer to a question whose key names the evidence
    (``ExpectedAnswer.requires``) is the gold answer exactly when every evidence part is in its prompt; otherwise
    it says what a model says from the wrong context: the context line closest to the question (most content words
    shared with the *question*; never the gold answer), or "I don't know." when no line shares any. Under the
    ``response`` fault it ignores a context that held the evidence and latches onto the closest line that holds no
    evidence part. Extraction, the mem0 1.x update decision and everything else are :class:`ScriptedPolicy`'s."""

    def _answer(self, prompt) -> str:
        question, expected = prompt.question, self.answers.get(prompt.question)
        if expected is None or not expected.requires:
            return super()._answer(prompt)
        support = context_supports(expected, prompt.context)
        ignored = support.sufficient and self.faults.ignores_context(question)
        if support.sufficient and not ignored:
            self._decide("answer", prompt.kind, "answer", support.reason, question=question,
                         answer=expected.answer)
            return expected.answer
        lines = [ln for ln in prompt.context.splitlines() if ln.strip()]
        if ignored:
            lines = [ln for ln in lines if not any(text_present(t, ln) for g in expected.requires for t in g)]
        wrong = best_context_line(question, "\n".join(lines)) or self.abstention
        if normalize(wrong) == normalize(expected.answer):
            wrong = self.abstention
        self._decide("answer", prompt.kind, "wrong_answer" if wrong != self.abstention else "abstain",
                     "fault plan: ignore context" if ignored else support.reason, question=question, answer=wrong,
                     expected=expected.answer, context_sufficient=support.sufficient, context=prompt.context)
        return wrong


@dataclass
class RunResult:
    actual: str = ""
    answer: Optional[Operation] = None
    trace_ids: list[str] = field(default_factory=list)
    root_cause: Optional[tuple[str, str]] = None  # (trace id, span id) of the op that applied the fault
    fault_applied: bool = False
    notes: list[str] = field(default_factory=list)


class RunContext:
    """One run of one system: the case it serves, the model, and the fault to apply (``fault`` None = clean).

    ``neutral``: the replay of a faulted case without its fault. Every step of the faulted run happens, the faulty
    one done harmlessly (a maintenance update keeps the record, a delete becomes a harmless rewrite); for the other
    fault kinds the run without the fault is the clean run.

    A spec made outside the benchmark's planner that names its evidence but no ``target`` (the turn faults are planted
    on) or no ``key_facts`` gets them as the planner would choose them (the earliest evidence turn; each turn's
    observation fact the question is about)."""

    def __init__(self, spec: CaseSpec, conv: Conversation, *, fault: Optional[str], run_id: str, server: Any,
                 watch: SpanWatch, chat: Any, model_decides_updates: bool = False, neutral: bool = False):
        if neutral and (fault not in ("update", "delete") or model_decides_updates):
            fault, neutral = None, False
        spec = with_evidence_plan(spec, conv)
        self.spec, self.conv, self.fault, self.run_id = spec, conv, fault, run_id
        self.neutral = neutral
        self.server, self.watch, self._chat = server, watch, chat
        self.model_decides_updates = model_decides_updates
        self.dated_facts = spec.system in DATED_FACT_SYSTEMS
        self.result = RunResult()
        self.turns: list[Turn] = [t for n in spec.sessions for t in conv.sessions[n]]
        server.policy = self.policy()

    # ------------------------------------------------------------------------------------------------ model
    def stored_fact(self, fact: str, turn: Turn) -> str:
        """A fact as the model extracts it for this system (mem0: with the day it was said, as an extraction prompt
        that gives the date yields)."""
        return f"({turn.day}) {fact}" if self.dated_facts and turn.day else fact

    def key_fact(self, dia: str) -> Optional[str]:
        """The key fact of an evidence turn as the system stores it."""
        fact, turn = self.spec.key_facts.get(dia), self.conv.turn(dia)
        return self.stored_fact(fact, turn) if fact is not None and turn is not None else None

    @property
    def target_turn(self) -> Turn:
        return self.conv.turn(self.spec.target)

    def evidence_groups(self) -> tuple[tuple[str, ...], ...]:
        """What the model needs in its prompt, per evidence turn: the turn's text or its key fact."""
        if self.spec.fault == "annotation":  # a made-up answer: its only "evidence" is itself, which occurs nowhere
            return ((self.spec.expected,),)
        groups = []
        for dia in self.spec.evidence:
            turn = self.conv.turn(dia)
            fact = self.spec.key_facts.get(dia)
            groups.append(tuple(t for t in (turn.text if turn else None, fact) if t))
        return tuple(groups)

    def policy(self) -> ScriptedPolicy:
        facts: dict[str, list[str]] = {t.dia_id: [] for t in self.turns}  # turns without facts yield nothing
        turns = {t.dia_id: t for t in self.turns}
        for fact, dia in self.conv.facts:
            if dia in facts:
                facts[dia].append(self.stored_fact(fact, turns[dia]))
        answers = AnswerKey({self.spec.question: ExpectedAnswer(self.spec.expected, requires=self.evidence_groups())})
        faults = FaultPlan()
        target = self.key_fact(self.spec.target) if self.spec.target else None
        if self.fault == "omit" and self.spec.system in ("episodic", "mem0") and target:
            faults = FaultPlan(omit_facts=(target,))
        elif self.fault in ("update", "delete") and self.spec.system == "mem0" and self.model_decides_updates \
                and target:
            # mem0 1.x: the update/delete decision call overwrites or deletes the memory holding the target fact
            if self.fault == "update":
                faults = FaultPlan(update_memories={target: condense(target, self.spec.expected)})
            else:
                faults = FaultPlan(delete_memories=(target,))
        elif self.fault == "response":
            faults = FaultPlan(ignore_context_for=(self.spec.question,))
        return BenchPolicy(facts=FactBook(facts), answers=answers, faults=faults)

    def chat(self, messages: list[dict]) -> str:
        return self._chat(messages)

    def answer_words_in_prompt(self) -> bool:
        """Did the last wrong answer's prompt still hold every content word of the gold answer (in lines that are not
        the question's evidence)? A real model could then have answered from them: LoCoMo's evidence lists are not
        exhaustive, so such a failure is the local model's strictness, not the fault's doing."""
        words = content_set(self.spec.expected)
        wrong = [d for d in self.server.policy.decisions if d.step == "answer" and "context" in d.data]
        if not words or not wrong:
            return False
        # the day stamped on every stored line says when it was said, not what the answer is
        return words <= content_set(_DAY_STAMP.sub(" ", wrong[-1].data["context"]))

    def omitted_by_model(self, since: int) -> bool:
        """Did the model apply the omit fault in a request made after ``since`` decisions?"""
        return any(d.action == "omit" for d in self.server.policy.decisions[since:])

    # ------------------------------------------------------------------------------------------------ spans
    @contextlib.contextmanager
    def root(self, phase: str) -> Iterator[str]:
        """A plain (non-memory) root span grouping one phase of the run; yields its trace id."""
        with get_tracer().start_as_current_span(f"bench.{self.spec.system}.{phase}",
                                                attributes={"bench.case_id": self.spec.case_id,
                                                            "bench.run_id": self.run_id}) as span:
            trace_id = format(span.get_span_context().trace_id, "032x")
            if trace_id not in self.result.trace_ids:
                self.result.trace_ids.append(trace_id)
            yield trace_id

    def mark_root_cause(self, op: Optional[Operation] = None) -> None:
        """The fault was applied inside ``op`` (default: the operation open right now)."""
        if self.neutral:  # the replay without the fault: nothing was applied
            return
        op = op or current_operation()
        if op is None or not op.span_id:
            raise RuntimeError(f"{self.spec.case_id}: fault applied outside any traced operation")
        if self.result.root_cause is None:
            self.result.root_cause = (op.trace_id, op.span_id)
        self.result.fault_applied = True

    def mark_library_op(self, trace_id: str, kinds: set[str], t0: int, t1: int, name_prefix: str = "",
                        output: Optional[str] = None) -> None:
        """The fault was applied by a library call made between t0 and t1 (ns): the one outermost op of ``kinds``
        (named ``name_prefix``...) that the call made. Anything but exactly one candidate is an error: the ground
        truth must not be a guess."""
        if self.neutral:
            return
        found = self.watch.outermost(trace_id, kinds, t0, t1, name_prefix, unique=True, output=output)
        if found is None:
            raise RuntimeError(f"{self.spec.case_id}: not exactly one {sorted(kinds)} '{name_prefix}' span in the "
                               "faulty library call's window")
        if self.result.root_cause is None:
            self.result.root_cause = (found["trace_id"], found["span_id"])
        self.result.fault_applied = True

    # ------------------------------------------------------------------------------------------------ ids
    def msg_var(self, turn: Turn) -> str:
        return f"msg:{self.run_id}:{turn.dia_id}"

    @property
    def scope(self) -> str:
        return self.conv.conv_id

    # ------------------------------------------------------------------------------------------------ answer
    def generate(self, system: str, context: list[tuple[str, str, str]], *, extra: Optional[dict] = None
                 ) -> tuple[str, Operation]:
        """The answer step: ``context`` = [(var id, content, kind)] given to the model, declared ``context_of``."""
        question = self.spec.question
        with operation(sc.KIND_GENERATE, f"{system}.answer", system=system, conversation_id=self.scope,
                       attributes=extra) as op:
            op.input(f"query:{self.run_id}", question, kind="query", relation=sc.REL_DERIVED_FROM)
            for rank, (var_id, content, kind) in enumerate(context):
                op.input(var_id, content, kind=kind, relation=sc.REL_CONTEXT_OF, rank=rank)
            reply = self.chat(answer_messages(question, [c for _, c, _ in context]))
            op.output(f"answer:{self.run_id}", reply, kind="answer")
            if self.fault == "response":
                self.mark_root_cause(op)
        self.result.actual, self.result.answer = reply, op
        return reply, op


def with_evidence_plan(spec: CaseSpec, conv: Conversation) -> CaseSpec:
    """``spec`` with its target evidence turn and key facts filled in where it names evidence but lacks them (a copy;
    the values are those the benchmark's planner gives its own specs, so those run the same)."""
    ids = tuple(d for d in dict.fromkeys(spec.evidence) if conv.turn(d) is not None)
    if not ids or (spec.target and (spec.key_facts or spec.fault == "annotation")):
        return spec
    target = spec.target or target_of(conv, ids)
    facts = spec.key_facts or ({} if spec.fault == "annotation" else {
        d: f for d in ids if (f := key_fact(conv, d, spec.question, spec.expected)) is not None})
    return replace(spec, target=target, key_facts=facts)


def is_correct(actual: str, expected: str) -> bool:
    return normalize(actual) == normalize(expected)


_DAY_STAMP = re.compile(r"[\[(]\d{1,2} [A-Za-z]+,? \d{4}[\])]")
DATED_FACT_SYSTEMS = ("mem0",)  # episodic stamps the day on each episode itself; rag and long_context store dated turns


def degrade(text: str, answer: str) -> str:
    """A maintenance rewrite that keeps the record but loses the words the answer needs."""
    drop = content_set(answer)
    kept = [w for w in text.split() if not (content_set(w) & drop)]
    return " ".join(kept) + " (condensed)"


def condense(text: str, answer: str) -> str:
    """A maintenance rewrite that condenses a record and loses its detail: the answer's words go, and only the first
    half of the remaining words stays (so the record no longer holds what was said, whatever the question)."""
    drop = content_set(answer)
    kept = [w for w in text.split() if not (content_set(w) & drop)]
    return " ".join(kept[: max(1, min(len(kept) - 1, len(kept) // 2))]) + " (condensed)"


def holds(record: str, text: Optional[str]) -> bool:
    """Does a stored record hold ``text`` (a turn's text or a fact) whole?"""
    return bool(text) and text_present(text, record)


def now_ns() -> int:
    return time.time_ns()
