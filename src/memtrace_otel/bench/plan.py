"""Which cases the benchmark builds: the questions a system can answer from its memory, the fault planted for each,
and the ground-truth label each fault implies.

Every LoCoMo question category with evidence takes part: multi-hop (1, often several evidence turns), temporal (2,
answered from the session dates the systems store with each turn), open-domain (3) and single-hop (4); category 5
(adversarial) serves only the annotation cases. A question qualifies by its *evidence*, never by word overlap with its
answer: a non-empty answer, 1 to 4 evidence turns in at most 3 sessions, each evidence turn's text at least
``MIN_TURN_WORDS`` words long and contained in no other turn of the conversation (the local model checks the
evidence's presence by its text), and for systems that store extracted facts every evidence turn yields at least one
observation fact. The *key fact* of an evidence turn is its observation fact that the question is about (most
content words shared with the question and answer; most turns have one fact). The local model answers a question
right exactly when, for every evidence turn, the turn's text or its key fact is in its prompt (``AnswerKey`` with
``ExpectedAnswer.requires``).

Faults are planted on one evidence turn, the *target* (the earliest one): for a multi-evidence question the answer
then lacks a part. A run loads the evidence sessions and their neighbouring sessions.
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
CATEGORY_NAMES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
ANSWERED_CATEGORIES = (1, 2, 3, 4)
MAX_EVIDENCE = 4
MAX_EVIDENCE_SESSIONS = 3
MIN_TURN_WORDS = 4
FACT_SYSTEMS = ("mem0", "episodic")
FAILURE_WEIGHT = 1 / 3  # a question of a category that the system failed to make a case of counts this much  # systems that store the facts extracted from turns, not the turns


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
    target: str = ""  # the evidence turn (dia id) the fault is planted on
    key_facts: dict[str, str] = field(default_factory=dict)  # evidence dia id -> its key fact

    @property
    def category_name(self) -> str:
        return CATEGORY_NAMES.get(self.category, str(self.category))

    def to_dict(self) -> dict:
        d = asdict(self)
        d["evidence"] = list(self.evidence)
        return d


def _share(answer_words: frozenset, text: str) -> float:
    return len(answer_words & content_set(text)) / len(answer_words) if answer_words else 0.0


def case_sessions(conv: Conversation, evidence_sessions: Iterable[int], neighbours: int = 1) -> list[int]:
    """The evidence sessions with up to ``neighbours`` sessions before the first and after the last of them."""
    wanted = set(evidence_sessions)
    lo, hi = min(wanted), max(wanted)
    wanted |= {n for n in conv.sessions if lo - neighbours <= n < lo or hi < n <= hi + neighbours}
    return [n for n in sorted(conv.sessions) if n in wanted]


def evidence_ids(qa: QAItem) -> tuple[str, ...]:
    return tuple(dict.fromkeys(qa.evidence))


def key_fact(conv: Conversation, dia: str, question: str, answer: str) -> Optional[str]:
    """The observation fact of an evidence turn that the question is about (first one on ties), or None."""
    facts = conv.facts_of(dia)
    if not facts:
        return None
    about = content_set(question) | content_set(answer)
    return max(facts, key=lambda f: (len(content_set(f) & about), -facts.index(f)))


def qualifies(conv: Conversation, qa: QAItem, fact_system: bool = False) -> bool:
    if qa.category not in ANSWERED_CATEGORIES or qa.answer is None or not str(qa.answer).strip():
        return False
    ids = evidence_ids(qa)
    if not 1 <= len(ids) <= MAX_EVIDENCE:
        return False
    turns = [conv.turn(d) for d in ids]
    if any(t is None or len(t.text.split()) < MIN_TURN_WORDS for t in turns):
        return False
    if len({t.session for t in turns}) > MAX_EVIDENCE_SESSIONS:
        return False
    texts = [f" {normalize(t.text)} " for t in turns]
    for other in (t for ts in conv.sessions.values() for t in ts if t.dia_id not in ids):
        flat = f" {normalize(other.text)} "
        if any(text in flat for text in texts):  # the evidence text would also be "present" through another turn
            return False
    if fact_system:
        for d in ids:
            fact = key_fact(conv, d, qa.question, str(qa.answer))
            if fact is None:
                return False
            wanted = f" {normalize(fact)} "
            if any(wanted in f" {normalize(f)} " for f, fd in conv.facts if fd not in ids):
                return False
    return True


def target_of(conv: Conversation, ids: Iterable[str]) -> str:
    """The evidence turn a fault is planted on: the earliest one in the conversation."""
    order = {t.dia_id: i for i, t in enumerate(t for n in sorted(conv.sessions) for t in conv.sessions[n])}
    return min(ids, key=lambda d: order.get(d, 1 << 30))


def candidate_questions(conv: Conversation, neighbours: int = 1, fact_system: bool = False,
                        rng: Optional[random.Random] = None) -> list[tuple[QAItem, list[int]]]:
    """The qualifying questions of a conversation (one per distinct question), in an order that cycles the
    categories (each category shuffled by ``rng``), so every fault kind meets every category."""
    seen: set[str] = set()
    by_category: dict[int, list[tuple[QAItem, list[int]]]] = {}
    for qa in conv.qa:
        key = normalize(qa.question)
        if key in seen or not qualifies(conv, qa, fact_system):
            continue
        seen.add(key)
        sessions = case_sessions(conv, {conv.session_of(d) for d in evidence_ids(qa)}, neighbours)
        by_category.setdefault(qa.category, []).append((qa, sessions))
    cats = sorted(by_category)
    if rng is not None:
        for items in by_category.values():
            rng.shuffle(items)
        rng.shuffle(cats)
    out = []
    for i in range(max((len(v) for v in by_category.values()), default=0)):
        out.extend(by_category[c][i] for c in cats if i < len(by_category[c]))
    return out


def made_up_answer(conv: Conversation, sessions: list[int]) -> Optional[str]:
    texts = [t.text for n in sessions for t in conv.sessions[n]] + [f for f, _ in conv.facts]
    for answer in MADE_UP_ANSWERS:
        words = content_set(answer)
        if all(_share(words, t) == 0 for t in texts):
            return answer
    return None


class Planner:
    """Hands out cases round-robin over the fault kinds and the conversations, each next question from the category
    with the fewest cases so far (see :meth:`record`). Each question serves one case per system; when a run cannot
    use a question (the clean run answers it wrongly, or the fault cannot bite), the worker asks for the next question
    of the same conversation and fault. Adversarial (category 5) questions with a made-up
    answer serve the annotation cases."""

    def __init__(self, system: str, faults: Iterable[str], conversations: list[Conversation], seed: int = 0,
                 neighbours: int = 1):
        rng = random.Random(f"{seed}:{system}")
        self.system, self.faults = system, list(faults)
        self.conversations = {c.conv_id: c for c in conversations}
        self.order = [c.conv_id for c in conversations]
        self.pools: dict[str, list[tuple[QAItem, list[int]]]] = {}
        self.adversarial: dict[str, list[QAItem]] = {}
        fact_system = system in FACT_SYSTEMS
        for conv in conversations:
            # pop() takes from the end: reversed, so the category cycle starts at the front
            self.pools[conv.conv_id] = list(reversed(candidate_questions(conv, neighbours, fact_system, rng)))
            adv = [q for q in conv.qa if q.category == 5 and q.evidence
                   and conv.session_of(q.evidence[0]) is not None]
            rng.shuffle(adv)
            self.adversarial[conv.conv_id] = adv
        self.neighbours = neighbours
        self._given: dict[str, tuple[QAItem, list[int]]] = {}
        self.made: dict[int, int] = {}
        self.failed: dict[int, int] = {}

    def record(self, spec: CaseSpec, made: bool) -> None:
        """A question was tried: it made a case, or it was dropped (the worker says which). The next question goes to
        the category with the fewest cases so far (failed tries weighing ``FAILURE_WEIGHT``), so the categories end
        up as even as the system allows."""
        counts = self.made if made else self.failed
        counts[spec.category] = counts.get(spec.category, 0) + 1

    def _weight(self, category: int) -> float:
        return self.made.get(category, 0) + FAILURE_WEIGHT * self.failed.get(category, 0)

    def _pick(self, pool: list[tuple[QAItem, list[int]]]) -> tuple[QAItem, list[int]]:
        best = min(self._weight(qa.category) for qa, _ in pool)
        for i in range(len(pool) - 1, -1, -1):  # the pool is popped from the end
            if self._weight(pool[i][0].category) == best:
                return pool.pop(i)
        return pool.pop()

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
                sessions = case_sessions(conv, {conv.session_of(qa.evidence[0])}, self.neighbours)
                answer = made_up_answer(conv, sessions)
                if answer is not None:
                    return self._spec(conv_id, qa, answer, fault, sessions)
            return None
        if not self.pools[conv_id]:
            return None
        qa, sessions = self._pick(self.pools[conv_id])
        spec = self._spec(conv_id, qa, str(qa.answer), fault, sessions)
        self._given[spec.case_id] = (qa, sessions)
        spec.key_facts = {d: f for d in spec.evidence
                          if (f := key_fact(conv, d, qa.question, str(qa.answer))) is not None}
        if fault == "omit" and spec.target in spec.key_facts:
            spec.omit_facts = [spec.key_facts[spec.target]]
        return spec

    def _spec(self, conv_id: str, qa: QAItem, expected: str, fault: str, sessions: list[int]) -> CaseSpec:
        ids = evidence_ids(qa)
        return CaseSpec(f"{self.system}-{conv_id}-q{qa.index}-{fault}", self.system, conv_id, qa.index, qa.question,
                        expected, ids, fault, sessions, category=qa.category,
                        target=target_of(self.conversations[conv_id], ids) if ids else "")
