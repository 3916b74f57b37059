"""Opt-in ``gen_ai.input.messages`` / ``gen_ai.output.messages`` JSON for model calls (valid JSON, redacted,
bounded), written only when content capture is on."""

from __future__ import annotations

import json
from typing import Any, Optional

from .. import capture, config
from .. import semconv as sc


def _part_text(content: Any) -> str:
    if isinstance(content, list):
        return "\n".join(p.get("text", "") if isinstance(p, dict) else str(p) for p in content)
    return capture.to_text(content)


def prompt_text(messages: Any) -> str:
    """All message text of a chat request, to look for retrieved records inside it."""
    if isinstance(messages, str):
        return messages
    if not isinstance(messages, (list, tuple)):
        return capture.to_text(messages)
    return "\n".join(_part_text(m.get("content")) if isinstance(m, dict) else capture.to_text(m) for m in messages)


def _message(role: str, text: str, finish_reason: Optional[str] = None) -> Optional[dict]:
    redacted, _ = capture.prepare_content(text, kind="prompt")
    if redacted is None:
        return None
    item: dict = {"role": role, "parts": [{"type": "text", "content": redacted}]}
    if finish_reason:
        item["finish_reason"] = finish_reason
    return item


def _json(items: list) -> str:
    s = config.settings()
    text, _ = capture.truncate_json_list(items, s.max_content_length * 4, max(s.max_records, 50))
    return text


def set_input_messages(op: Any, messages: Any) -> None:
    if not capture.capture_enabled() or not getattr(op, "recording", False):
        return
    if isinstance(messages, str):
        messages = [{"role": "user", "content": messages}]
    items = []
    for m in messages or ():
        if isinstance(m, dict):
            item = _message(str(m.get("role", "user")), _part_text(m.get("content")))
            if item is not None:
                items.append(item)
    op.set_attribute(sc.GEN_AI_INPUT_MESSAGES, _json(items))


def set_output_text(op: Any, text: Any, finish_reason: Optional[str] = None) -> None:
    if not capture.capture_enabled() or not getattr(op, "recording", False) or text is None:
        return
    item = _message("assistant", capture.to_text(text), finish_reason)
    if item is not None:
        op.set_attribute(sc.GEN_AI_OUTPUT_MESSAGES, _json([item]))


def parse_json_reply(text: Any) -> Optional[dict]:
    """An LLM's JSON reply, tolerating code fences and chatter around the object (mem0 does the same)."""
    if isinstance(text, dict):
        return text
    if not isinstance(text, str):
        return None
    body = text.strip()
    if body.startswith("```"):
        body = body.split("\n", 1)[1] if "\n" in body else ""
        body = body.rsplit("```", 1)[0]
    try:
        value = json.loads(body, strict=False)
    except ValueError:
        start, end = body.find("{"), body.rfind("}")
        if start < 0 or end <= start:
            return None
        try:
            value = json.loads(body[start:end + 1], strict=False)
        except ValueError:
            return None
    return value if isinstance(value, dict) else None
