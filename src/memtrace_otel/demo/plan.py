"""Which cases ``memtrace demo`` runs: per memory system, a few clean questions and one planted fault per kind.

A *case* = one memory system built from a demo conversation, then asked one question. The fault kinds, their
descriptions and the error type each one should be attributed to come from the benchmark
(``memtrace_otel.bench.plan``), so the demo and the benchmark mean the same thing by "an overwriting update".
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterable, Optional

from ..bench.locomo import Conversation, load_conversations
from ..bench.plan import FAULT_DESCRIPTIONS, FAULT_LABELS, CaseSpec, candidate_questions

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
                            qa.question, qa.answer, (anchor,), "annotation", sessions, category=qa.category)
    return None


def plan_cases(conversations: list[Conversation], system: str, faults: Iterable[str]) -> list[CaseSpec]:
    """One case per fault, questions handed out round-robin over the conversations, no question used twice."""
    pools = {c.conv_id: list(candidate_questions(c, neighbours=len(c.sessions))) for c in conversations}
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
                spec = CaseSpec(f"{system}-{conv_id}-q{qa.index}-{fault}", system, conv_id, qa.index, qa.question,
                                str(qa.answer), qa.evidence, fault, sessions, category=qa.category)
                if fault == "omit":
                    spec.omit_facts = conv.facts_of(qa.evidence[0])
            specs.append(spec)
            break
    return specs
