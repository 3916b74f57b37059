"""The answer key and the rule that decides whether a context is enough to answer."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from memtrace_otel.text.words import content_set, normalize

ABSTENTION = "I don't know."


@dataclass(frozen=True)
class ExpectedAnswer:
    answer: str
    evidence: tuple[str, ...] = ()
    # What the model says when the context is insufficient; None means it abstains.
    wrong_answer: str | None = None
    # Evidence by identity, not by words: one group per piece of evidence (e.g. per evidence turn: the turn's text,
    # or the fact extracted from it). When given, the context supports the answer exactly when, for every group,
    # one of its texts occurs in it (case, punctuation and spacing ignored); word overlap with the answer plays no
    # part. Used by ``memtrace bench``, where the answer key names each question's evidence.
    requires: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class Support:
    sufficient: bool
    reason: str
    matched: str | None = None


def text_present(text: str, context: str) -> bool:
    """Does ``text`` occur in ``context`` as a whole (case, punctuation and spacing ignored, word-aligned)?"""
    wanted = normalize(text)
    return bool(wanted) and f" {wanted} " in f" {normalize(context)} "


def missing_parts(requires: Iterable[Iterable[str]], context: str) -> list[int]:
    """The indexes of the evidence groups none of whose texts occurs in ``context``."""
    flat = f" {normalize(context)} "
    missing = []
    for i, group in enumerate(requires):
        if not any(normalize(t) and f" {normalize(t)} " in flat for t in group):
            missing.append(i)
    return missing


def context_supports(expected: ExpectedAnswer, context: str) -> Support:
    """Is ``context`` enough to give ``expected.answer``?

    With ``expected.requires`` (evidence named by the key): every evidence group has one of its texts in the
    context. Otherwise the rule, on stemmed content words (stopwords dropped, see ``words.content_set``):
    1. every content word of the expected answer occurs in the context, or
    2. every content word of at least one evidence fact occurs in the context.
    An answer or fact without content words never counts as present.
    """
    if expected.requires:
        missing = missing_parts(expected.requires, context)
        if not missing:
            return Support(True, "every evidence part in context")
        return Support(False, f"context lacks evidence part(s) {missing} of {len(expected.requires)}")
    context_words = content_set(context)
    answer_words = content_set(expected.answer)
    if answer_words and answer_words <= context_words:
        return Support(True, "answer words in context", expected.answer)
    for fact in expected.evidence:
        fact_words = content_set(fact)
        if fact_words and fact_words <= context_words:
            return Support(True, "evidence fact in context", fact)
    missing = sorted(answer_words - context_words)
    return Support(False, f"context lacks answer words {missing} and every evidence fact")


def _answer_text(question: str, answer: object) -> str:
    # Datasets store some answers as numbers (LoCoMo: years); None or containers are a mistake in the key.
    if isinstance(answer, str):
        return answer
    if isinstance(answer, (int, float)) and not isinstance(answer, bool):
        return str(answer)
    raise TypeError(f"AnswerKey entry {question!r}: the answer must be a string or a number, got {answer!r}")


class AnswerKey:
    """question -> expected answer (with optional evidence facts and a wrong answer to give instead of abstaining).

    ``AnswerKey({"Where does Alice live?": "Berlin"})`` or
    ``AnswerKey({"Where does Alice live?": ExpectedAnswer("Berlin", evidence=("Alice moved to Berlin",))})``.
    Questions match ignoring case, punctuation and spacing.
    """

    def __init__(self, entries: Mapping[str, str | ExpectedAnswer] | None = None):
        self._entries: dict[str, tuple[str, ExpectedAnswer]] = {}
        for question, expected in (entries or {}).items():
            if not isinstance(expected, ExpectedAnswer):
                expected = ExpectedAnswer(_answer_text(question, expected))
            self._put(question, expected)

    def _put(self, question: str, expected: ExpectedAnswer) -> None:
        self._entries[normalize(question)] = (question, expected)

    def add(
        self, question: str, answer: str, evidence: Iterable[str] = (), wrong_answer: str | None = None,
        requires: Iterable[Iterable[str]] = (),
    ) -> None:
        self._put(question, ExpectedAnswer(_answer_text(question, answer), tuple(evidence), wrong_answer,
                                           tuple(tuple(g) for g in requires)))

    def get(self, question: str) -> ExpectedAnswer | None:
        hit = self._entries.get(normalize(question))
        return hit[1] if hit else None

    @property
    def questions(self) -> list[str]:
        return [question for question, _ in self._entries.values()]

    def __len__(self) -> int:
        return len(self._entries)


def best_context_line(question: str, context: str) -> str | None:
    """The context line sharing the most content words with the question (first one on ties), or None."""
    question_words = content_set(question)
    best, best_score = None, 0
    for line in context.splitlines():
        line = line.strip().lstrip("-*•").strip()
        score = len(question_words & content_set(line))
        if score > best_score:
            best, best_score = line, score
    return best
