"""What information a failed answer needed, and whether a piece of content carries it.

With the expected answer: a text carries the information when it holds the answer's content words (all of them for
one- or two-word answers, 60% for longer ones). With only user feedback: the feedback's content words that are not
in the question stand in for the answer. With the question alone: strong overlap with the question's content words.
Deterministic: stemming and stopwords come from the same word handling the local model uses.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Iterable, Optional

from ..local_model.words import content_set

_FEEDBACK_NOISE = frozenset({"wrong", "incorrect", "correct", "right", "actual", "answer", "no", "yes", "nope",
                             "true", "fals", "thank", "thanks", "pleas", "said", "say", "told"})


def _answers(expected: Any) -> list[str]:
    if expected is None:
        return []
    if isinstance(expected, (list, tuple)):
        return [str(e) for e in expected if e not in (None, "")]
    text = str(expected).strip()
    return [text] if text else []


@dataclass
class InformationNeed:
    question: Optional[str] = None
    expected: Any = None
    feedback: Optional[str] = None
    answer_sets: list[frozenset] = field(default_factory=list)
    question_set: frozenset = frozenset()
    mode: str = "none"  # answer | feedback | question | none

    def __post_init__(self) -> None:
        self.question_set = content_set(self.question or "")
        self.answer_sets = [s for s in (content_set(a) for a in _answers(self.expected)) if s]
        if self.answer_sets:
            self.mode = "answer"
            return
        if self.feedback:
            hint = content_set(self.feedback) - self.question_set - _FEEDBACK_NOISE
            if hint:
                self.answer_sets = [frozenset(hint)]
                self.mode = "feedback"
                return
        self.mode = "question" if len(self.question_set) >= 2 else "none"

    @property
    def query(self) -> str:
        parts = [self.question or ""] + _answers(self.expected)
        if self.mode == "feedback":
            parts.append(self.feedback or "")
        return "\n".join(p for p in parts if p)

    def answer_score(self, text: Optional[str]) -> float:
        if not text or not self.answer_sets:
            return 0.0
        tokens = content_set(text)
        return max(len(s & tokens) / len(s) for s in self.answer_sets)

    def question_score(self, text: Optional[str]) -> float:
        if not text or not self.question_set:
            return 0.0
        return len(self.question_set & content_set(text)) / len(self.question_set)

    def carried_by(self, text: Optional[str]) -> bool:
        """Does this content hold the needed information?"""
        if not text:
            return False
        if self.answer_sets:
            tokens = content_set(text)
            for s in self.answer_sets:
                need = len(s) if len(s) <= 2 else math.ceil(0.6 * len(s))
                if len(s & tokens) >= need:
                    return True
            return False
        if self.mode == "question":
            return self.question_score(text) >= 0.5 and len(self.question_set & content_set(text)) >= 2
        return False

    def any_carries(self, texts: Iterable[Optional[str]]) -> bool:
        return any(self.carried_by(t) for t in texts)
