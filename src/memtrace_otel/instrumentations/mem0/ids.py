"""Variable ids for what flows through mem0: messages, facts, memory records, queries, decisions."""

from __future__ import annotations

from typing import Any, Iterable, Optional

from ... import capture

RECORD_PREFIX = "mem0:"


def _digest(value: Any) -> str:
    return capture.content_hash(value)[len("sha256:"):]


def message_text(message: Any) -> str:
    if not isinstance(message, dict):
        return capture.to_text(message)
    content = message.get("content")
    if isinstance(content, list):  # OpenAI content parts
        return "\n".join(p.get("text", "") if isinstance(p, dict) else str(p) for p in content)
    return capture.to_text(content)


def message_var_id(message: Any) -> str:
    """"msg:<given id>" when the message carries an id, else "msg:<content hash>"."""
    if isinstance(message, dict):
        given = message.get("id") or message.get("message_id")
        if given not in (None, ""):
            given = str(given)
            return given if given.startswith("msg:") else "msg:" + given
    return "msg:" + _digest(message_text(message))


def normalize_messages(messages: Any) -> list:
    """mem0's own normalisation: a string is one user message, a dict is a one-message list."""
    if isinstance(messages, str):
        return [{"role": "user", "content": messages}]
    if isinstance(messages, dict):
        return [messages]
    if isinstance(messages, list):
        return messages
    return []


def fact_var_id(text: str, source_ids: Iterable[str]) -> str:
    """A fact is identified by its text and the messages it came from: the same text extracted from other
    messages is another fact (and another extraction to blame if it is wrong)."""
    return "fact:" + _digest({"text": text, "from": sorted(source_ids)})


def record_var_id(memory_id: Any) -> str:
    return RECORD_PREFIX + str(memory_id)


def query_var_id(query: Any) -> str:
    return "query:" + _digest(query)


def decision_var_id(span_id: str, index: int) -> str:
    return f"decision:{span_id}:{index}"


def scope_from(kwargs: dict, filters: Optional[dict] = None) -> dict:
    """user/agent/run ids from top-level kwargs (add, 1.x search) or from ``filters`` (2.x search/get_all)."""
    scope = {}
    for key in ("user_id", "agent_id", "run_id"):
        value = kwargs.get(key)
        if value in (None, "") and isinstance(filters, dict):
            value = filters.get(key)
        if value not in (None, "") and not isinstance(value, (dict, list)):
            scope[key] = str(value)
    return scope
