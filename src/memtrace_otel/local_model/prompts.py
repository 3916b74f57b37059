"""Recognise which prompt the local model received and pull out its inputs.

The markers are short phrases from the prompts themselves (mem0 2.x ``mem0.configs.prompts`` and the 1.x prompts of
mem0ai 1.0.11), not copies of the prompts, so a reworded paragraph elsewhere in a prompt does not break recognition.
Question answering uses the layout of :func:`answer_messages`, and also accepts any prompt with a
``Question:`` line or a trailing question.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from memtrace_otel.text.words import normalize

# mem0 2.x: system = ADDITIVE_EXTRACTION_PROMPT, user = generate_additive_extraction_prompt(...)
MEM0_V2_EXTRACTION_MARKERS = ("You are a Memory Extractor",)
MEM0_V2_AGENT_MARKER = "The primary entity is an AI agent"
MEM0_V2_SECTION_EXISTING = "## Existing Memories\n"
MEM0_V2_SECTION_NEW = "\n\n## New Messages\n"
MEM0_V2_SECTION_AFTER_NEW = "\n\n## Observation Date\n"
MEM0_V2_CUSTOM_INSTRUCTIONS = "## Custom Instructions\n"

# mem0 1.x: system = USER_/AGENT_MEMORY_EXTRACTION_PROMPT or FACT_RETRIEVAL_PROMPT, user = "Input:\n" + parsed messages
MEM0_V1_FACT_MARKERS = ("Personal Information Organizer", "Assistant Information Organizer")
MEM0_V1_AGENT_MARKER = "Assistant Information Organizer"
MEM0_V1_FACT_INPUT_PREFIX = "Input:\n"

# mem0 1.x: a single user message = DEFAULT_UPDATE_MEMORY_PROMPT (or a custom one) + get_update_memory_messages(...)
MEM0_V1_UPDATE_MARKERS = (
    "You are a smart memory manager which controls the memory of a system",
    "The new retrieved facts are mentioned in the triple backticks",
)
MEM0_V1_UPDATE_OLD_MEMORY = "Below is the current content of my memory"
MEM0_V1_UPDATE_EMPTY_MEMORY = "Current memory is empty."
MEM0_V1_UPDATE_FACTS = "The new retrieved facts are mentioned in the triple backticks"

ANSWER_SYSTEM_PROMPT = (
    "You answer the question using only the memories below. If they do not contain the answer, say \"I don't know.\""
)

_ROLE_LINE = re.compile(r"^(system|user|assistant): ", re.MULTILINE)
_QUESTION_LINE = re.compile(r"^[ \t]*(?:#+[ \t]*)?question[ \t]*:[ \t]*(.+?)[ \t]*$", re.IGNORECASE | re.MULTILINE)
_CONTEXT_LABEL = re.compile(
    r"^[ \t]*(?:#+[ \t]*)?(?:relevant |retrieved )?(?:memories|memory|context|facts)[ \t]*:?[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
_ANSWER_LABEL = re.compile(r"^[ \t]*answer[ \t]*:[ \t]*$", re.IGNORECASE | re.MULTILINE)
_FENCE = re.compile(r"```[a-zA-Z]*\n?(.*?)```", re.DOTALL)


@dataclass(frozen=True)
class Turn:
    role: str
    text: str


@dataclass(frozen=True)
class Mem0AdditiveExtraction:
    """mem0 2.x single-call extraction; answer ``{"memory": [{"id", "text", "attributed_to"}]}``."""

    new_messages: tuple[Turn, ...]
    existing_memories: tuple[dict, ...]
    agent_scoped: bool
    kind: str = field(default="mem0.v2.extraction", init=False)


@dataclass(frozen=True)
class Mem0FactExtraction:
    """mem0 1.x step 1; answer ``{"facts": [...]}``."""

    turns: tuple[Turn, ...]
    agent_scoped: bool
    kind: str = field(default="mem0.v1.fact_extraction", init=False)


@dataclass(frozen=True)
class Mem0UpdateDecision:
    """mem0 1.x step 2; answer ``{"memory": [{"id", "text", "event", "old_memory"}]}``."""

    old_memories: tuple[dict, ...]
    facts: tuple[str, ...]
    kind: str = field(default="mem0.v1.update_decision", init=False)


@dataclass(frozen=True)
class QuestionAnswering:
    question: str
    context: str
    kind: str = field(default="answer", init=False)


@dataclass(frozen=True)
class OtherPrompt:
    last_user_text: str
    kind: str = field(default="other", init=False)


Prompt = Mem0AdditiveExtraction | Mem0FactExtraction | Mem0UpdateDecision | QuestionAnswering | OtherPrompt


def answer_messages(question: str, memories: Iterable[str]) -> list[dict]:
    """The chat messages the demo and the benchmark send to answer ``question`` from retrieved ``memories``."""
    lines = "\n".join(f"- {m}" for m in memories) or "(none)"
    return [
        {"role": "system", "content": ANSWER_SYSTEM_PROMPT},
        {"role": "user", "content": f"Memories:\n{lines}\n\nQuestion: {question}\nAnswer:"},
    ]


def message_text(message: dict) -> str:
    """The text of a chat message whose content is a string or a list of OpenAI content parts."""
    content = message.get("content")
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(
            part.get("text", "") if isinstance(part, dict) else str(part) for part in content
        )
    return str(content)


def split_turns(conversation: str) -> tuple[Turn, ...]:
    """Split mem0's ``parse_messages`` output ("user: ...\\nassistant: ...\\n") into turns.

    A line that does not start with a role continues the previous turn (message contents may span lines);
    text before any role prefix counts as a user turn.
    """
    turns: list[Turn] = []
    starts = list(_ROLE_LINE.finditer(conversation))
    head = conversation[: starts[0].start()] if starts else conversation
    if head.strip():
        turns.append(Turn("user", head.strip()))
    for i, match in enumerate(starts):
        end = starts[i + 1].start() if i + 1 < len(starts) else len(conversation)
        text = conversation[match.end() : end].strip()
        if text:
            turns.append(Turn(match.group(1), text))
    return tuple(turns)


def _literal(text: str):
    """Parse a Python-repr or JSON literal (mem0 1.x formats lists with str(), not json.dumps)."""
    text = text.strip()
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return json.loads(text)


def _fenced_after(text: str, marker: str) -> str | None:
    at = text.find(marker)
    if at < 0:
        return None
    match = _FENCE.search(text, at)
    return match.group(1) if match else None


def _parse_v2(system: str, user: str) -> Mem0AdditiveExtraction:
    existing: Sequence = []
    start_existing = user.find(MEM0_V2_SECTION_EXISTING)
    start_new = user.find(MEM0_V2_SECTION_NEW, max(start_existing, 0))
    if start_existing >= 0 and start_new > start_existing:
        raw = user[start_existing + len(MEM0_V2_SECTION_EXISTING) : start_new]
        try:
            existing = json.loads(raw) or []
        except json.JSONDecodeError:
            existing = []
    new_text = ""
    if start_new >= 0:
        body_start = start_new + len(MEM0_V2_SECTION_NEW)
        # The sections after "New Messages" are fixed; rfind so a "##" line inside a message cannot cut it short.
        end = user.rfind(MEM0_V2_SECTION_AFTER_NEW)
        new_text = user[body_start : end if end >= body_start else len(user)]
    return Mem0AdditiveExtraction(
        new_messages=split_turns(new_text),
        existing_memories=tuple(m for m in existing if isinstance(m, dict)),
        agent_scoped=MEM0_V2_AGENT_MARKER in system,
    )


def _parse_v1_update(text: str) -> Mem0UpdateDecision:
    old: Sequence = []
    if MEM0_V1_UPDATE_OLD_MEMORY in text:
        raw = _fenced_after(text, MEM0_V1_UPDATE_OLD_MEMORY)
        old = _literal(raw) if raw else []
    raw_facts = _fenced_after(text, MEM0_V1_UPDATE_FACTS)
    facts = _literal(raw_facts) if raw_facts else []
    if isinstance(facts, str):
        facts = [facts]
    return Mem0UpdateDecision(
        old_memories=tuple(m for m in old if isinstance(m, dict)),
        facts=tuple(str(f) for f in facts),
    )


def _parse_question(messages: Sequence[dict]) -> QuestionAnswering | None:
    """Find the question and the context the model was actually given.

    Question: the last ``Question:`` line anywhere, else the last line of the last user message if it ends in '?'.
    Context: the text after a ``Memories:``/``Context:``/``Facts:`` label line (up to the question), else the
    non-system text other than the question line.
    """
    joined = "\n".join(message_text(m) for m in messages)
    found = list(_QUESTION_LINE.finditer(joined))
    question_span: tuple[int, int] | None = None
    if found:
        question = found[-1].group(1)
        question_span = found[-1].span()
    else:
        users = [message_text(m) for m in messages if m.get("role") == "user"]
        last_lines = [ln.strip() for ln in (users[-1] if users else "").splitlines() if ln.strip()]
        if not last_lines or not last_lines[-1].endswith("?"):
            return None
        question = last_lines[-1]
        question_span = (joined.rfind(question), joined.rfind(question) + len(question))

    labels = [m for m in _CONTEXT_LABEL.finditer(joined) if m.start() < question_span[0]]
    if labels:
        context = joined[labels[-1].end() : question_span[0]]
    else:
        non_system = "\n".join(message_text(m) for m in messages if m.get("role") != "system")
        context = non_system.replace(question, " ", 1) if question in non_system else non_system
    context = _ANSWER_LABEL.sub("", context).strip()
    return QuestionAnswering(question=question.strip(), context=context)


def classify(messages: Sequence[dict], known_questions: Iterable[str] = ()) -> Prompt:
    """Say which prompt ``messages`` is and extract its inputs."""
    system = "\n".join(message_text(m) for m in messages if m.get("role") == "system")
    users = [message_text(m) for m in messages if m.get("role") == "user"]
    last_user = users[-1] if users else ""
    everything = "\n".join(message_text(m) for m in messages)

    if any(marker in system for marker in MEM0_V2_EXTRACTION_MARKERS) or (
        MEM0_V2_SECTION_EXISTING in last_user and MEM0_V2_SECTION_NEW in last_user
    ):
        return _parse_v2(system, last_user)
    if any(marker in everything for marker in MEM0_V1_UPDATE_MARKERS):
        return _parse_v1_update(everything)
    if last_user.startswith(MEM0_V1_FACT_INPUT_PREFIX) and (
        any(marker in system for marker in MEM0_V1_FACT_MARKERS) or '"facts"' in system
    ):
        return Mem0FactExtraction(
            turns=split_turns(last_user[len(MEM0_V1_FACT_INPUT_PREFIX) :]),
            agent_scoped=MEM0_V1_AGENT_MARKER in system,
        )

    qa = _parse_question(messages)
    if qa is None:
        known = {normalize(q) for q in known_questions}
        if last_user.strip() and normalize(last_user) in known:
            qa = QuestionAnswering(question=last_user.strip(), context="")
    if qa is not None:
        return qa
    return OtherPrompt(last_user_text=last_user)
