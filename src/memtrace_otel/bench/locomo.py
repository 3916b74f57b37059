"""LoCoMo conversations for the benchmark: turns, observation facts with their dialogue ids, and QA items.

File layout (snap-research/locomo ``locomo10``): ``speaker_a``, ``speaker_b``, ``session_N`` (turns ``{speaker,
dia_id, text}``), ``session_N_date_time``, ``session_N_observation`` (``{speaker: [[fact, dia_id], ...]}``) and
``qa`` (``{question, answer | adversarial_answer, evidence, category}``; category 5 is adversarial). A file may
hold one conversation (an object) or a list of them (the upstream ``locomo10.json``, with a ``conversation`` key).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Optional

_SESSION_KEY = re.compile(r"^session_(\d+)$")
_DATE = re.compile(r"(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})")


def short_date(locomo_date: str) -> str:
    """'1:56 pm on 8 May, 2023' -> '8 May 2023'; anything else unchanged (stripped)."""
    m = _DATE.search(locomo_date or "")
    return f"{int(m.group(1))} {m.group(2)} {m.group(3)}" if m else (locomo_date or "").strip()


class LocomoFormatError(ValueError):
    """A LoCoMo file is unusable; the message names the file and the field."""


@dataclass(frozen=True)
class Turn:
    dia_id: str
    speaker: str
    text: str
    session: int
    date: str = ""

    @property
    def line(self) -> str:
        """A turn with its dialogue id, the speaker and what they said (no date)."""
        return f"[{self.dia_id}] {self.speaker}: {self.text}"

    @property
    def day(self) -> str:
        """The session's day: '1:56 pm on 8 May, 2023' -> '8 May 2023' (what an app prints next to a message)."""
        return short_date(self.date)

    @property
    def dated_line(self) -> str:
        """How the benchmark systems store and show a turn: the day it was said, the dialogue id, the speaker and
        what they said ('[8 May 2023] [D1:3] Caroline: ...'), so temporal questions ("when did ...") can be answered
        from what the system holds."""
        return f"[{self.day}] [{self.dia_id}] {self.speaker}: {self.text}" if self.day else self.line


@dataclass(frozen=True)
class QAItem:
    index: int
    question: str
    answer: Optional[str]  # None for adversarial questions without an answer
    evidence: tuple[str, ...]
    category: int


@dataclass
class Conversation:
    conv_id: str
    source: str
    speakers: tuple[str, str]
    sessions: dict[int, list[Turn]] = field(default_factory=dict)
    dates: dict[int, str] = field(default_factory=dict)
    facts: list[tuple[str, str]] = field(default_factory=list)  # (fact, dia id), in session order
    qa: list[QAItem] = field(default_factory=list)

    def turn(self, dia_id: str) -> Optional[Turn]:
        return self._turns().get(dia_id)

    def _turns(self) -> dict[str, Turn]:
        cached = getattr(self, "_turn_index", None)
        if cached is None:
            cached = {t.dia_id: t for turns in self.sessions.values() for t in turns}
            self._turn_index = cached
        return cached

    def facts_of(self, dia_id: str) -> list[str]:
        return [fact for fact, d in self.facts if d == dia_id]

    def session_of(self, dia_id: str) -> Optional[int]:
        t = self.turn(dia_id)
        return t.session if t else None


def _dia_ids(value) -> list[str]:
    # observation evidence is usually one id, sometimes a list or "D1:3; D1:5"
    if isinstance(value, (list, tuple)):
        out: list[str] = []
        for v in value:
            out.extend(_dia_ids(v))
        return out
    return [p for p in re.split(r"[;,\s]+", str(value)) if p]


def parse_conversation(obj: dict, conv_id: str, source: str) -> Conversation:
    if not isinstance(obj, dict):
        raise LocomoFormatError(f"{source}: a conversation must be a JSON object, got {type(obj).__name__}")
    body = obj.get("conversation") if isinstance(obj.get("conversation"), dict) else obj
    for key in ("speaker_a", "speaker_b"):
        if not isinstance(body.get(key), str):
            raise LocomoFormatError(f"{source}: missing field '{key}'")
    conv = Conversation(conv_id=str(obj.get("sample_id") or conv_id), source=source,
                        speakers=(body["speaker_a"], body["speaker_b"]))
    for key, value in body.items():
        m = _SESSION_KEY.match(key)
        if not m:
            continue
        n = int(m.group(1))
        if not isinstance(value, list):
            raise LocomoFormatError(f"{source}: field '{key}' must be a list of turns")
        date = str(body.get(f"session_{n}_date_time") or "")
        turns = []
        for i, t in enumerate(value):
            if not isinstance(t, dict) or not all(isinstance(t.get(k), str) for k in ("speaker", "dia_id", "text")):
                raise LocomoFormatError(f"{source}: {key}[{i}] needs string fields speaker, dia_id and text")
            turns.append(Turn(t["dia_id"], t["speaker"], t["text"], n, date))
        conv.sessions[n] = turns
        conv.dates[n] = date
    if not conv.sessions:
        raise LocomoFormatError(f"{source}: no 'session_N' lists found")
    observations = obj.get("observation") if isinstance(obj.get("observation"), dict) else body
    for n in sorted(conv.sessions):
        obs = observations.get(f"session_{n}_observation") or {}
        if not isinstance(obs, dict):
            raise LocomoFormatError(f"{source}: field 'session_{n}_observation' must map speakers to facts")
        for speaker, pairs in obs.items():
            for j, pair in enumerate(pairs or []):
                if not isinstance(pair, (list, tuple)) or len(pair) < 2 or not isinstance(pair[0], str):
                    raise LocomoFormatError(
                        f"{source}: session_{n}_observation.{speaker}[{j}] must be [fact, dia_id]")
                for dia in _dia_ids(pair[1]):
                    conv.facts.append((pair[0], dia))
    qa = obj.get("qa", [])
    if not isinstance(qa, list):
        raise LocomoFormatError(f"{source}: field 'qa' must be a list")
    for i, q in enumerate(qa):
        if not isinstance(q, dict) or not isinstance(q.get("question"), str):
            raise LocomoFormatError(f"{source}: qa[{i}] needs a string 'question'")
        answer = q.get("answer")
        conv.qa.append(QAItem(i, q["question"], None if answer is None else str(answer),
                              tuple(_dia_ids(q.get("evidence") or [])), int(q.get("category") or 0)))
    return conv


def load_conversations(paths: Iterable[str | Path]) -> list[Conversation]:
    """Every conversation in the given files (or folders of ``*.json``), in path order."""
    files: list[Path] = []
    for p in paths:
        p = Path(p)
        if p.is_dir():
            files.extend(sorted(p.glob("*.json")))
        elif p.is_file():
            files.append(p)
        else:
            raise LocomoFormatError(f"{p}: no such file or folder")
    out: list[Conversation] = []
    for f in files:
        try:
            obj = json.loads(f.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise LocomoFormatError(f"{f}: not JSON ({exc})") from None
        items = obj if isinstance(obj, list) else [obj]
        for i, item in enumerate(items):
            suffix = f"-{i}" if len(items) > 1 else ""
            out.append(parse_conversation(item, f"conv-{f.stem}{suffix}", f"{f}" + (f"[{i}]" if suffix else "")))
    return out
