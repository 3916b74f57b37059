"""LoCoMo questions for the realistic-app suite, picked by their evidence (never by word overlap with the answer).

Read at run time from the shared LoCoMo files (``session_N`` turns, ``session_N_date_time``, ``qa``); nothing of
the data lives in the repository. A question qualifies when it has a non-empty gold answer, category 1-4
(multi-hop, temporal, open-domain, single-hop), 1 to 4 evidence ids that all name turns of the conversation, in at
most 3 sessions, and no evidence turn whose text also occurs verbatim in another turn (the reader checks presence by
the turn's text).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Iterator, Optional

from ..locomo import Conversation, QAItem, Turn, load_conversations

CATEGORY_NAMES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
MAX_EVIDENCE = 4
MAX_EVIDENCE_SESSIONS = 3
_DATE = re.compile(r"(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})")
_TIME = re.compile(r"(\d{1,2}):(\d{2})\s*([ap]m)", re.IGNORECASE)
_MONTHS = {m: i for i, m in enumerate(("january", "february", "march", "april", "may", "june", "july", "august",
                                        "september", "october", "november", "december"), 1)}


def short_date(locomo_date: str) -> str:
    """'1:56 pm on 8 May, 2023' -> '8 May 2023' (the date an app would print next to a message)."""
    m = _DATE.search(locomo_date or "")
    return f"{int(m.group(1))} {m.group(2)} {m.group(3)}" if m else (locomo_date or "").strip()


def iso_time(locomo_date: str, offset_minutes: int = 0) -> str:
    """'1:56 pm on 8 May, 2023' -> '2023-05-08T13:56:00+00:00' (+ ``offset_minutes``), for libraries that keep a
    timestamp per message."""
    from datetime import datetime, timedelta, timezone

    d, t = _DATE.search(locomo_date or ""), _TIME.search(locomo_date or "")
    if not d:
        return datetime(2023, 1, 1, tzinfo=timezone.utc).isoformat()
    hour, minute = 12, 0
    if t:
        hour, minute = int(t.group(1)) % 12 + (12 if t.group(3).lower() == "pm" else 0), int(t.group(2))
    month = _MONTHS.get(d.group(2).lower(), 1)
    when = datetime(int(d.group(3)), month, int(d.group(1)), hour, minute, tzinfo=timezone.utc)
    return (when + timedelta(minutes=offset_minutes)).isoformat()


def line(turn: Turn) -> str:
    """How the apps store and show a turn: '[8 May 2023] Caroline: I went to a LGBTQ support group yesterday...'."""
    return f"[{short_date(turn.date)}] {turn.speaker}: {turn.text}"


@dataclass(frozen=True)
class Question:
    conv: Conversation
    qa: QAItem
    evidence: tuple[Turn, ...]
    sessions: tuple[int, ...]  # evidence sessions plus one neighbouring session (distractors)

    @property
    def key(self) -> str:
        return f"{self.conv.conv_id}-q{self.qa.index}"

    @property
    def text(self) -> str:
        return self.qa.question

    @property
    def gold(self) -> str:
        return str(self.qa.answer)

    @property
    def category(self) -> str:
        return CATEGORY_NAMES.get(self.qa.category, str(self.qa.category))

    @property
    def turns(self) -> list[Turn]:
        return [t for n in self.sessions for t in self.conv.sessions[n]]


def _qualifies(conv: Conversation, qa: QAItem) -> Optional[Question]:
    if qa.category not in CATEGORY_NAMES or not qa.answer or not str(qa.answer).strip():
        return None
    ids = list(dict.fromkeys(qa.evidence))
    if not 1 <= len(ids) <= MAX_EVIDENCE:
        return None
    turns = [conv.turn(i) for i in ids]
    if any(t is None or len(t.text.split()) < 3 for t in turns):
        return None
    sessions = sorted({t.session for t in turns})
    if len(sessions) > MAX_EVIDENCE_SESSIONS:
        return None
    texts = [" ".join(t.text.split()) for t in turns]
    for other in (t for n in conv.sessions.values() for t in n):
        if other.dia_id not in ids and " ".join(other.text.split()) in texts:
            return None
    neighbour = next((n for n in (sessions[-1] + 1, sessions[0] - 1) if n in conv.sessions), None)
    loaded = tuple(sorted(set(sessions) | ({neighbour} if neighbour is not None else set())))
    return Question(conv, qa, tuple(sorted(turns, key=lambda t: (t.session, _order(conv, t)))), loaded)


def _order(conv: Conversation, turn: Turn) -> int:
    return [t.dia_id for t in conv.sessions[turn.session]].index(turn.dia_id)


def load_questions(data: list[str]) -> list[Question]:
    out = []
    for conv in load_conversations(data):
        for qa in conv.qa:
            q = _qualifies(conv, qa)
            if q is not None:
                out.append(q)
    return out


def question_stream(questions: list[Question], seed: int, salt: str) -> Iterator[Question]:
    """Questions in a deterministic order per ``salt`` (an app and a fault), cycling the four categories so that
    every app meets multi-hop, temporal, open-domain and single-hop questions."""
    rng = random.Random(f"{seed}:{salt}")
    by_cat: dict[int, list[Question]] = {}
    for q in questions:
        by_cat.setdefault(q.qa.category, []).append(q)
    for items in by_cat.values():
        rng.shuffle(items)
    cats = sorted(by_cat)
    rng.shuffle(cats)
    index = {c: 0 for c in cats}
    while any(index[c] < len(by_cat[c]) for c in cats):
        for c in cats:
            if index[c] < len(by_cat[c]):
                yield by_cat[c][index[c]]
                index[c] += 1


def wrong_label(question: Question, questions: list[Question]) -> Optional[str]:
    """A gold label that is wrong for ``question``: another conversation's single-hop answer none of whose content
    words occurs in the loaded turns (the label control: the failure is not memory's). Chosen by the question's
    index among the candidates, so the labels vary."""
    from ...local_model.words import content_set

    loaded = content_set(" ".join(t.text for t in question.turns))
    gold = content_set(question.gold)
    candidates = sorted({other.gold for other in questions
                         if other.conv.conv_id != question.conv.conv_id and other.qa.category == 4
                         and len(content_set(other.gold)) >= 2 and not (content_set(other.gold) & (loaded | gold))})
    return candidates[question.qa.index % len(candidates)] if candidates else None
