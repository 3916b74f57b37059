"""Which cases ``memtrace demo`` runs: per memory system, a few clean questions and one planted fault per kind.

A *case* = one memory system built from a demo conversation, then asked one question. The fault kinds, their
descriptions and the error type each one should be attributed to come from the benchmark
(``memtrace_otel.bench.plan``), so the demo and the benchmark mean the same thing by "an overwriting update".
Each case is specified as the benchmark's planner specifies its own (evidence ids, the target evidence turn a fault
is planted on, each evidence turn's key fact), so the benchmark's systems and answer key serve it unchanged; the demo
asks only questions on which a planted fault decides the outcome (:func:`decisive`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterable, Optional

from ..bench.locomo import Conversation, QAItem, load_conversations
from ..bench.plan import (FACT_SYSTEMS, FAULT_DESCRIPTIONS, FAULT_LABELS, CaseSpec, candidate_questions, evidence_ids,
                          key_fact, target_of)
from ..local_model.words import content_set

DATA_DIR = Path(__file__).resolve().parent / "data"
SYSTEMS = ("mem0", "rag", "long_context", "episodic")
SYSTEM_DESCRIPTIONS = {
    "mem0": "mem0ai: the LLM extracts facts, mem0 stores them in qdrant",
    "rag": "RAG: every turn a chunk in chromadb, top-k search",
    "long_context": "long context: a chat buffer trimmed to a token budget",
    "episodic": "episodic (EverMemOS-style): episodes, hybrid search, rerank",
}
# Faults planted in the local model's replies (the others are planted in the app): a real model decides for itself
MODEL_FAULTS = ("omit", "response")
CLEAN = "none"  # a case with no fault: the answer should be right
# A demo question's answer words must be (mostly) absent from every other turn and fact the run loads: once the
# planted fault removes the evidence, no line left in the context may still give the answer (the demo judges a
# reply right when it holds the answer's words, as a real model answers in sentences). Under this share the faults
# decide the outcome.
MAX_SHARE = 0.5

# Per system, the cases in the order they are planned (faults a system cannot plant are skipped).
# Together they cover every failure the demo promises: an omitted extraction, an overwriting update, a deletion,
# retrieval misses, a trimmed window, a response that ignores its context, and a question answered nowhere.
DEMO_FAULTS = {
    "mem0": (CLEAN, "omit", "update", "delete", "response"),
    "rag": (CLEAN, "omit", "update", "delete", "rank", "scope"),
    "long_context": (CLEAN, "trim", "response", "annotation"),
    "episodic": (CLEAN, "omit", "rank", "response", "annotation"),
}


def describe(fault: str) -> str:
    return "no fault" if fault == CLEAN else FAULT_DESCRIPTIONS.get(fault, fault)


def expected_error(fault: str) -> Optional[str]:
    """The error type attribution should find for a planted fault (None for a clean case)."""
    label = FAULT_LABELS.get(fault)
    return label[0] if label else None


def demo_conversations(paths: Iterable[str | Path] = ()) -> list[Conversation]:
    return load_conversations(list(paths) or [DATA_DIR])


def _annotation_spec(system: str, conv: Conversation) -> Optional[CaseSpec]:
    """A question whose expected answer appears nowhere in the conversation (LoCoMo category 5)."""
    for qa in conv.qa:
        if qa.category == 5 and qa.answer:
            sessions = sorted(conv.sessions)
            # No evidence exists; the systems still size budgets from an evidence turn, so name one that yields
            # no fact (it must not make the local model think the answer is supported).
            turns = [t for n in sessions for t in conv.sessions[n]]
            anchor = next((t.dia_id for t in turns if not conv.facts_of(t.dia_id)), turns[0].dia_id)
            return CaseSpec(f"{system}-{conv.conv_id}-q{qa.index}-annotation", system, conv.conv_id, qa.index,
                            qa.question, qa.answer, (anchor,), "annotation", sessions, category=qa.category,
                            target=anchor)
    return None


def decisive(conv: Conversation, qa: QAItem, sessions: list[int]) -> bool:
    """Can a fault on the question's evidence decide its outcome? The answer has content words, they all occur in
    the target evidence turn and in its key fact (what the systems store), and the other turns and facts of the
    loaded sessions together hold less than ``MAX_SHARE`` of them (so losing the evidence loses the answer)."""
    words = content_set(str(qa.answer))
    ids = evidence_ids(qa)
    if not words or not ids:
        return False
    target = target_of(conv, ids)
    turn, fact = conv.turn(target), key_fact(conv, target, qa.question, str(qa.answer))
    if turn is None or fact is None or not (words <= content_set(turn.text) and words <= content_set(fact)):
        return False
    others: set[str] = set()
    for n in sessions:
        for t in conv.sessions[n]:
            if t.dia_id not in ids:
                others |= content_set(t.text)
                for f in conv.facts_of(t.dia_id):
                    others |= content_set(f)
    return len(words & others) / len(words) < MAX_SHARE


def demo_questions(conv: Conversation, system: str) -> list[tuple[QAItem, list[int]]]:
    """The questions the demo asks of a conversation, in the conversation's order: those the benchmark would take
    (evidence that the local model can find by its text; for fact-storing systems a key fact per evidence turn),
    over the whole conversation, on which a planted fault is decisive (:func:`decisive`)."""
    pool = candidate_questions(conv, neighbours=len(conv.sessions), fact_system=system in FACT_SYSTEMS)
    return sorted(((qa, s) for qa, s in pool if decisive(conv, qa, s)), key=lambda item: item[0].index)


def question_spec(system: str, conv: Conversation, qa: QAItem, fault: str, sessions: list[int]) -> CaseSpec:
    """A case as the benchmark's planner makes one: the evidence ids, the target evidence turn the fault is planted
    on (the earliest), the key fact of each evidence turn, and for ``omit`` the fact the extraction drops."""
    ids = evidence_ids(qa)
    spec = CaseSpec(f"{system}-{conv.conv_id}-q{qa.index}-{fault}", system, conv.conv_id, qa.index, qa.question,
                    str(qa.answer), ids, fault, sessions, category=qa.category, target=target_of(conv, ids))
    spec.key_facts = {d: f for d in ids if (f := key_fact(conv, d, qa.question, str(qa.answer))) is not None}
    if fault == "omit" and spec.target in spec.key_facts:
        spec.omit_facts = [spec.key_facts[spec.target]]
    return spec


def plan_cases(conversations: list[Conversation], system: str, faults: Iterable[str]) -> list[CaseSpec]:
    """One case per fault, questions handed out round-robin over the conversations, no question used twice."""
    pools = {c.conv_id: demo_questions(c, system) for c in conversations}
    convs = {c.conv_id: c for c in conversations}
    order = [c.conv_id for c in conversations]
    specs: list[CaseSpec] = []
    for i, fault in enumerate(faults):
        for conv_id in order[i % len(order):] + order[:i % len(order)]:
            conv = convs[conv_id]
            if fault == "annotation":
                spec = _annotation_spec(system, conv)
                if spec is None:
                    continue
            else:
                if not pools[conv_id]:
                    continue
                qa, sessions = pools[conv_id].pop(0)
                spec = question_spec(system, conv, qa, fault, sessions)
            specs.append(spec)
            break
    return specs
