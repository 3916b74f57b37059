"""Which facts a message yields: a scripted :class:`FactBook`, else a simple sentence-to-fact rewrite."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from memtrace_otel.text.words import normalize

# "Alice: I moved to Berlin" -> speaker "Alice"; at most three capitalised words before the colon.
_SPEAKER = re.compile(r"^([A-Z][\w'.-]*(?: [A-Z][\w'.-]*){0,2}):\s+(.*)$", re.DOTALL)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\s*\n\s*")
_INTERJECTION = re.compile(
    r"^(?:hi|hello|hey|well|oh|so|yeah|yes|no|wow|ok|okay|great|thanks|guess what)\b[,!.]?\s*", re.IGNORECASE
)
_MIN_FACT_WORDS = 3
# Remarks to the listener and reactions ("You've got guts", "That's cool") say nothing about the speaker.
_NOT_A_FACT = re.compile(
    r"\b(?:you|your|yours|you'[a-z]+|you’[a-z]+)\b|^(?:that'?s|that’s|that is|sounds|what a|how)\b", re.IGNORECASE
)

# Present-tense verbs that take an -s after a third-person subject ("I love" -> "Alice loves"); other verbs
# ("I moved", "I went") read correctly unchanged.
_PRESENT_VERBS = frozenset(
    """
    love like live work have want need enjoy hate prefer play own study teach plan think feel know go do use eat
    drink read write run visit watch cook paint bake collect speak travel hope believe wish try support volunteer
    take make keep get miss remember agree dislike adore practice ride swim walk hike dance sing listen
    """.split()
)
_PRONOUN_RULES = (
    (r"^(?:I am|I'm|I’m) ([A-Z][\w-]*)$", "{s}'s name is \\1"),
    (r"\bI am\b|\bI'm\b|\bI’m\b", "{s} is"),
    (r"\bI've\b|\bI’ve\b|\bI have\b", "{s} has"),
    (r"\bI'd\b|\bI’d\b", "{s} would"),
    (r"\bI'll\b|\bI’ll\b", "{s} will"),
    (r"\b[Mm]y\b", "{s}'s"),
    (r"\bmine\b", "{s}'s"),
    (r"\bmyself\b|\bme\b", "{s}"),
)


def _third_person(verb: str) -> str:
    if verb not in _PRESENT_VERBS:
        return verb
    if verb == "have":
        return "has"
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def _rewrite_first_person(sentence: str, subject: str) -> str:
    for pattern, replacement in _PRONOUN_RULES:
        sentence = re.sub(pattern, replacement.format(s=subject), sentence)
    return re.sub(r"\bI (\w+)", lambda m: f"{subject} {_third_person(m.group(1))}", sentence)


def default_facts(text: str, default_subject: str = "User") -> list[str]:
    """Turn each statement in a message into one fact.

    "Alice: I moved to Berlin. I love green tea!" -> ["Alice moved to Berlin", "Alice loves green tea"].
    Yields nothing for questions, greetings, remarks to the listener ("you"), reactions ("That's cool") and
    statements shorter than three words.
    """
    match = _SPEAKER.match(text.strip())
    subject, body = (match.group(1), match.group(2)) if match else (default_subject, text.strip())
    facts = []
    for sentence in _SENTENCE_END.split(body):
        sentence = sentence.strip().lstrip("#*->• ").strip()
        if not sentence or sentence.endswith("?"):
            continue
        sentence = _INTERJECTION.sub("", sentence).strip().rstrip(".!").strip()
        if len(sentence.split()) < _MIN_FACT_WORDS or _NOT_A_FACT.search(sentence):
            continue
        fact = _rewrite_first_person(sentence, subject)
        facts.append(fact[0].upper() + fact[1:])
    return facts


def _is_id_key(key: str) -> bool:
    return bool(key) and not any(ch.isspace() for ch in key)


class FactBook:
    """Scripted facts: message text (or a message id that appears in the text) -> the facts it yields.

    ``FactBook({"D1:3": ["Caroline went to a support group"], "I moved to Berlin": ["Alice moved to Berlin"]})``.
    Text keys match the whole message (case, punctuation and a leading "Name:" speaker ignored). Keys without
    whitespace are ids: they match wherever they occur as a whole token, and a message carrying several ids yields
    the facts of each, in the order the ids appear. An entry with no facts says the message yields nothing.
    """

    def __init__(self, entries: Mapping[str, Sequence[str]] | None = None):
        self._by_text: dict[str, tuple[str, tuple[str, ...]]] = {}
        self._by_id: dict[str, tuple[str, ...]] = {}
        self._id_pattern: re.Pattern[str] | None = None
        for key, facts in (entries or {}).items():
            self.add(key, facts)

    @classmethod
    def from_pairs(cls, pairs: Iterable[tuple[str, str]]) -> FactBook:
        """Build from (fact, message key) pairs, e.g. LoCoMo's ``session_N_observation`` [fact, dia_id] lists."""
        grouped: dict[str, list[str]] = {}
        for fact, key in pairs:
            grouped.setdefault(key, []).append(fact)
        return cls(grouped)

    def add(self, key: str, facts: Iterable[str]) -> None:
        if isinstance(facts, str):
            raise TypeError(f"FactBook entry {key!r}: facts must be a list of strings, not a single string")
        facts = tuple(facts)
        if _is_id_key(key):
            self._by_id[key] = facts
            ids = sorted(self._by_id, key=len, reverse=True)
            # An id must not be part of a longer id: "D1:3" does not match inside "D1:30".
            self._id_pattern = re.compile(
                r"(?<![A-Za-z0-9:])(" + "|".join(map(re.escape, ids)) + r")(?![A-Za-z0-9]|:[A-Za-z0-9])"
            )
        else:
            self._by_text[normalize(key)] = (key, facts)

    def __len__(self) -> int:
        return len(self._by_text) + len(self._by_id)

    def lookup(self, text: str) -> tuple[str, list[str]] | None:
        """(matched key, facts) for a message, or None when the book does not know it."""
        candidates = [text]
        speaker = _SPEAKER.match(text.strip())
        if speaker:
            candidates.append(speaker.group(2))
        for candidate in candidates:
            hit = self._by_text.get(normalize(candidate))
            if hit is not None:
                return hit[0], list(hit[1])
        if self._id_pattern is not None:
            ids = [m.group(1) for m in self._id_pattern.finditer(text)]
            if ids:
                facts = [fact for key in dict.fromkeys(ids) for fact in self._by_id[key]]
                return ",".join(dict.fromkeys(ids)), facts
        return None
