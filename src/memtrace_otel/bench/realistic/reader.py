"""The stand-in model behind every realistic app: a local OpenAI-compatible server (``LocalModelServer``) whose
policy is a *reader* and a pass-through *extractor*.

Reader (question answering): it answers the gold answer if and only if the text of every evidence turn of the
question is present in its prompt (checked by the turns' own text, whitespace-normalised; never by word overlap with
the answer). Otherwise it says what a model says from the wrong context: it restates the context line closest to
the question, or "I don't know." With the ``response`` fault it restates the closest line that is *not* evidence
although the evidence is there. The judge compares the reply with the gold answer after normalising case and
punctuation, so it needs nothing from the attribution engine.

Extractor: mem0's extraction prompt, and the apps' own notes-extraction prompt (:data:`NOTES_SYSTEM`), get one
memory per message, the message text verbatim (date and speaker included); a turn in ``drop`` is left out (the
ExtractionError fault). Tool calls and JSON-schema outputs (LangMem, Graphiti) come from
:mod:`memtrace_otel.local_model.structured`, one unit per conversation line, with the same ``drop``. Every other
prompt goes to :class:`ScriptedPolicy`.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass
from typing import Optional, Sequence

from ...local_model import ABSTENTION, ScriptedPolicy
from ...local_model.answers import best_context_line
from ...local_model.prompts import Mem0AdditiveExtraction, classify, message_text
from ...local_model.words import normalize

NOTES_SYSTEM = ("Extract the facts worth remembering from this conversation, one per line, keeping the date and the "
                "speaker of each.")


def squash(text: str) -> str:
    return " ".join(str(text).split())


@dataclass
class ReaderCase:
    question: str
    gold: str
    evidence_texts: tuple[str, ...]
    response_fault: bool = False
    drop: tuple[str, ...] = ()  # turn texts the extractor leaves out


@dataclass
class ReaderLog:
    question: str
    evidence_present: bool
    answer: str
    missing: tuple[str, ...] = ()
    context: str = ""  # the prompt without the question


class ReaderPolicy(ScriptedPolicy):
    def __init__(self) -> None:
        super().__init__()
        self.case: Optional[ReaderCase] = None
        self.answers_log: list[ReaderLog] = []
        self.dropped: list[str] = []  # turn texts an extraction left out in this run
        self._rlock = threading.Lock()

    def start_case(self, case: ReaderCase) -> None:
        with self._rlock:
            self.case = case
            self.answers_log = []
            self.dropped = []
        self.reset()

    # ------------------------------------------------------------------------------------------------ extraction
    def _keep(self, text: str) -> bool:
        case = self.case
        if case and any(squash(d) in squash(text) for d in case.drop):
            with self._rlock:
                self.dropped.append(text)
            return False
        return True

    def keep_unit(self, text: str) -> bool:
        """Tool calls and structured outputs (LangMem's memories, Graphiti's entities and facts) leave out a turn
        in ``drop`` too."""
        return self._keep(text)

    def complete(self, messages: Sequence[dict], *, model: str = "local", response_format=None) -> str:
        system = "\n".join(message_text(m) for m in messages if m.get("role") == "system")
        if system.startswith(NOTES_SYSTEM):
            body = "\n".join(message_text(m) for m in messages if m.get("role") == "user")
            return "\n".join(ln for ln in body.splitlines() if ln.strip() and self._keep(ln))
        case = self.case
        joined = "\n".join(message_text(m) for m in messages)
        users = [message_text(m) for m in messages if m.get("role") == "user"]
        if case is not None and users and squash(case.question) in squash(users[-1]):
            return self._read(case, joined)
        prompt = classify(messages)
        if isinstance(prompt, Mem0AdditiveExtraction):
            memories = [{"id": str(i), "text": t.text.strip(), "attributed_to": "user"}
                        for i, t in enumerate(m for m in prompt.new_messages if m.text.strip() and self._keep(m.text))]
            return json.dumps({"memory": memories}, ensure_ascii=False)
        return super().complete(messages, model=model, response_format=response_format)

    # ------------------------------------------------------------------------------------------------ reading
    def _read(self, case: ReaderCase, prompt: str) -> str:
        flat = squash(prompt)
        context = prompt.replace(case.question, " ")
        missing = tuple(t for t in case.evidence_texts if squash(t) not in flat)
        if not missing and not case.response_fault:
            answer = case.gold
        else:
            lines = [ln for ln in context.splitlines() if ln.strip()]
            if not missing:  # the response fault: evidence in the context, the model latches onto another line
                lines = [ln for ln in lines if not any(squash(t) in squash(ln) for t in case.evidence_texts)]
            answer = best_context_line(case.question, "\n".join(lines)) or ABSTENTION
            if normalize(answer) == normalize(case.gold):
                answer = ABSTENTION
        with self._rlock:
            self.answers_log.append(ReaderLog(case.question, not missing, answer, missing, context))
        return answer


def judge(actual: str, gold: str) -> bool:
    """The outcome: the reply equals the gold answer after normalising case and punctuation."""
    return normalize(actual or "") == normalize(gold or "")
