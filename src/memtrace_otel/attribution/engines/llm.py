"""The one place attribution talks to an LLM: litellm (imported lazily), JSON replies, call and token budgets.

Our own LLM calls run with instrumentation suppressed, so attributing a failure does not trace itself.
"""

from __future__ import annotations

import json
import os
import re
import threading
from dataclasses import dataclass, field
from typing import Any, Optional

DEFAULT_MODEL = os.environ.get("MEMTRACE_ATTRIBUTION_MODEL", "openai/gpt-4o-mini")


class BudgetExceeded(RuntimeError):
    pass


@dataclass
class Usage:
    calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    def add(self, inp: int, out: int) -> None:
        with self.lock:
            self.calls += 1
            self.input_tokens += inp
            self.output_tokens += out


def parse_json_reply(text: str) -> dict:
    """The first JSON object in a reply (models wrap JSON in prose or code fences)."""
    text = (text or "").strip()
    try:
        value = json.loads(text)
        if isinstance(value, dict):
            return value
    except ValueError:
        pass
    match = re.search(r"\{.*\}", text, re.S)
    if match:
        try:
            value = json.loads(match.group(0))
            if isinstance(value, dict):
                return value
        except ValueError:
            pass
    raise ValueError("the reply is not a JSON object: " + text[:200])


class LLMClient:
    """``complete(messages) -> (text, input_tokens, output_tokens)`` through litellm, within a call/token budget."""

    def __init__(self, model: Optional[str] = None, *, api_base: Optional[str] = None, api_key: Optional[str] = None,
                 temperature: float = 0.0, max_calls: int = 12, max_tokens: int = 200_000, timeout: float = 120.0):
        self.model = model or DEFAULT_MODEL
        self.api_base, self.api_key = api_base, api_key
        self.temperature, self.timeout = temperature, timeout
        self.max_calls, self.max_tokens = max_calls, max_tokens

    def complete(self, messages: list[dict], usage: Usage, *, json_mode: bool = True) -> str:
        if usage.calls >= self.max_calls:
            raise BudgetExceeded(f"call budget of {self.max_calls} LLM calls used up")
        if usage.input_tokens + usage.output_tokens >= self.max_tokens:
            raise BudgetExceeded(f"token budget of {self.max_tokens} tokens used up")
        os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
        import litellm  # heavy (seconds): only when an LLM engine actually runs
        from opentelemetry.instrumentation.utils import suppress_instrumentation

        litellm.suppress_debug_info = True
        kwargs: dict[str, Any] = {"model": self.model, "messages": messages, "temperature": self.temperature,
                                  "timeout": self.timeout}
        if self.api_base:
            kwargs["api_base"] = self.api_base
        if self.api_key or self.api_base:
            kwargs["api_key"] = self.api_key or os.environ.get("OPENAI_API_KEY", "unused")
        if json_mode:
            kwargs["response_format"] = {"type": "json_object"}
        with suppress_instrumentation():
            response = litellm.completion(**kwargs)
        text = response.choices[0].message.content or ""
        u = getattr(response, "usage", None)
        usage.add(int(getattr(u, "prompt_tokens", 0) or 0), int(getattr(u, "completion_tokens", 0) or 0))
        return text
