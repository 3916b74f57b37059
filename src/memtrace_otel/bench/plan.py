"""Which cases the benchmark builds: the questions a system can answer from its memory, the fault planted for each,
and the ground-truth label each fault implies.

A question qualifies when it has one evidence turn, its expected answer's content words all occur in that turn and in
one of the turn's observation facts (so a system storing raw turns and a system storing extracted facts can both
answer it under the local model's rule), and no other turn or fact of the sessions the run loads holds half of those
words (so losing the evidence really loses the answer). Each run loads the evidence session and its neighbours only.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from typing import Iterable, Iterator, Optional

from ..attribution import taxonomy as tx
from ..local_model.words import content_set, normalize
from .locomo import Conversation, QAItem

# fault -> (error type, subtype, stage) of the ground truth it plants
FAULT_LABELS = {
    "omit": (tx.EXTRACTION, tx.OMITTED_AT_EXTRACTION),
    "update": (tx.UPDATE, tx.OVERWRITTEN),
    "delete": (tx.DELETION, tx.DELETED),
    "trim": (tx.UPDATE, tx.TRIMMED_FROM_WINDOW),
    "rank": (tx.RETRIEVAL, tx.RANKED_BELOW_TOP_K),
    "scope": (tx.RETRIEVAL, tx.FILTERED_BY_SCOPE),
    "response": (tx.RESPONSE, tx.IGNORED_CONTEXT),
    "annotation": (tx.ANNOTATION, tx.ANSWER_NOT_IN_INPUTS),
}
FAULT_DESCRIPTIONS = {
    "omit": "extraction omits the evidence fact",
    "update": "a maintenance update rewrites the evidence record without the answer's words",
    "delete": "a maintenance step deletes the evidence record",
    "trim": "the context window's token budget trims the evidence turn",
    "rank": "retrieval's top-k cut ranks the evidence below k",
    "scope": "retrieval filters by the wrong scope",
    "response": "the model ignores a context that held the answer",
    "annotation": "the expected answer appears nowhere in the conversation",
}
# Answers no LoCoMo conversation mentions; a case uses the first whose words occur nowhere in its sessions.
MADE_UP_ANSWERS = ("a saxophone quartet in Reykjavik", "seventeen origami cranes", "the Zanzibar marathon",
                   "a pet iguana named Bartholomew", "quantum chess tournaments", "a lighthouse in Tasmania")
MAX_SHARE = 0.5  # another turn holding this share of the answer's words would keep the answer alive


@dataclass
class CaseSpec:
    case_id: str
    system: str
    conv_id: str
    qa_index: int
    question: str
    expected: str
    evidence: tuple[str, ...]
    fault: str
    sessions: list[int]
    omit_facts: list[str] = field(default_factory=list)
    category: int = 0

    def to_dict(self) -> dict:
        d = asdict(self)
        d["evidence"] = list(self.evidence)
        return d


def _share(answer_words: frozenset, text: str) -> float:
    return len(answer_words & content_set(text)) / len(answer_words) if answer_words else 0.0


def case_sessions(conv: Conversation, session: int, neighbours: int = 1) -> list[int]:
    """The evidence session with up to ``neighbours`` sessions before and after it."""
    return [n for n in sorted(conv.sessions) if abs(n - session) <= neighbours]


def qualifies(conv: Conversation, qa: QAItem, sessions: list[int]) -> bool:
    if qa.category == 5 or qa.answer is None or len(qa.evidence) != 1:
        return False
    words = content_set(qa.answer)
    if not words:
        return False
    dia = qa.evidence[0]
    turn = conv.turn(dia)
    if turn is None or not words <= content_set(turn.text):
        return False
    facts = conv.facts_of(dia)
    if not any(words <= content_set(f) for f in facts):
        return False
    # every other turn and fact of the loaded sessions together: a window or a context holding many of them must
    # still not hold the answer once the evidence is gone
    others: set[str] = set()
    for n in sessions:
        for t in conv.sessions[n]:
            if t.dia_id != dia:
                others |= content_set(t.text)
                for f in conv.facts_of(t.dia_id):
                    others |= content_set(f)
    return len(words & others) / len(words) < MAX_SHARE


def candidate_questions(conv: Conversation, neighbours: int = 1) -> list[tuple[QAItem, list[int]]]:
    seen: set[str] = set()
    out = []
    for qa in conv.qa:
        key = normalize(qa.question)
        if key in seen or len(qa.evidence) != 1:
            continue
        session = conv.session_of(qa.evidence[0])
        if session is None:
            continue
        sessions = case_sessions(conv, session, neighbours)
        if qualifies(conv, qa, sessions):
            seen.add(key)
            out.append((qa, sessions))
    return out


def made_up_answer(conv: Conversation, sessions: list[int]) -> Optional[str]:
    texts = [t.text for n in sessions for t in conv.sessions[n]] + [f for f, _ in conv.facts]
    for answer in MADE_UP_ANSWERS:
        words = content_set(answer)
        if all(_share(words, t) == 0 for t in texts):
            return answer
    return None


class Planner:
    """Hands out cases round-robin over the fault kinds and the conversations. Each question serves one case per
    system; when a run cannot use a question (the clean run answers it wrongly, or the fault cannot bite), the worker
    asks for the next question of the same conversation and fault. Adversarial (category 5) questions with a made-up
    answer serve the annotation cases."""

    def __init__(self, system: str, faults: Iterable[str], conversations: list[Conversation], seed: int = 0,
                 neighbours: int = 1):
        rng = random.Random(f"{seed}:{system}")
        self.system, self.faults = system, list(faults)
        self.conversations = {c.conv_id: c for c in conversations}
        self.order = [c.conv_id for c in conversations]
        self.pools: dict[str, list[tuple[QAItem, list[int]]]] = {}
        self.adversarial: dict[str, list[QAItem]] = {}
        for conv in conversations:
            pool = candidate_questions(conv, neighbours)
            rng.shuffle(pool)
            self.pools[conv.conv_id] = pool
            adv = [q for q in conv.qa if q.category == 5 and q.evidence
                   and conv.session_of(q.evidence[0]) is not None]
            rng.shuffle(adv)
            self.adversarial[conv.conv_id] = adv
        self.neighbours = neighbours
        self._given: dict[str, tuple[QAItem, list[int]]] = {}

    def give_back(self, spec: CaseSpec) -> None:
        """The fault could not be planted on this question: keep it for another fault kind (tried last)."""
        item = self._given.pop(spec.case_id, None)
        if item is not None:
            self.pools[spec.conv_id].insert(0, item)

    def slots(self) -> Iterator[tuple[str, str]]:
        """(fault, conversation id) forever: every fault kind in turn, conversations rotating."""
        i = 0
        while True:
            yield self.faults[i % len(self.faults)], self.order[(i // len(self.faults)) % len(self.order)]
            i += 1

    def next_spec(self, fault: str, conv_id: str) -> Optional[CaseSpec]:
        conv = self.conversations[conv_id]
        if fault == "annotation":
            while self.adversarial[conv_id]:
                qa = self.adversarial[conv_id].pop()
                sessions = case_sessions(conv, conv.session_of(qa.evidence[0]), self.neighbours)
                answer = made_up_answer(conv, sessions)
                if answer is not None:
                    return self._spec(conv_id, qa, answer, fault, sessions)
            return None
        if not self.pools[conv_id]:
            return None
        qa, sessions = self.pools[conv_id].pop()
        spec = self._spec(conv_id, qa, str(qa.answer), fault, sessions)
        self._given[spec.case_id] = (qa, sessions)
        if fault == "omit":
            spec.omit_facts = conv.facts_of(qa.evidence[0])
        return spec

    def _spec(self, conv_id: str, qa: QAItem, expected: str, fault: str, sessions: list[int]) -> CaseSpec:
        return CaseSpec(f"{self.system}-{conv_id}-q{qa.index}-{fault}", self.system, conv_id, qa.index, qa.question,
                        expected, qa.evidence, fault, sessions, category=qa.category)
