"""Runtime settings: content capture, truncation limits, caps and the redaction hook.

Precedence: arguments to ``instrument()`` / ``configure()`` > environment variables > defaults.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from typing import Callable, Optional

# A redactor gets (text, context) where context has "kind" (variable kind or "query", "prompt", ...) and "var_id";
# it returns the text to record, or None to drop the content entirely.
Redactor = Callable[[str, dict], Optional[str]]

ENV_CAPTURE = "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"
ENV_CAPTURE_ALIAS = "MEMTRACE_CAPTURE_CONTENT"
ENV_MAX_CONTENT = "MEMTRACE_MAX_CONTENT_LENGTH"
ENV_MAX_VARIABLES = "MEMTRACE_MAX_VARIABLES"
ENV_MAX_LINKS = "MEMTRACE_MAX_LINKS"
ENV_MAX_VARIABLE_IDS = "MEMTRACE_MAX_VARIABLE_IDS"
ENV_MAX_RECORDS = "MEMTRACE_MAX_RECORDS"
ENV_SHUTDOWN_TIMEOUT = "MEMTRACE_SHUTDOWN_TIMEOUT"
DEFAULT_SHUTDOWN_TIMEOUT = 3.0  # seconds

_TRUE = {"1", "true", "yes", "on", "span_only", "event_only", "span_and_event"}
_FALSE = {"0", "false", "no", "off", "no_content", ""}


def _env_bool(name: str) -> Optional[bool]:
    raw = os.environ.get(name)
    if raw is None:
        return None
    value = raw.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    return None


def _env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or not raw.strip():
        return default
    try:
        return max(0, int(raw))
    except ValueError:
        return default


def _env_seconds(name: str, default: float) -> float:
    raw = os.environ.get(name)
    if raw is None or not raw.strip():
        return default
    try:
        return max(0.0, float(raw))
    except ValueError:
        return default


def capture_from_env() -> bool:
    """Content capture from the GenAI env var (true/false, or the experimental ContentCapturingMode names)."""
    for name in (ENV_CAPTURE, ENV_CAPTURE_ALIAS):
        value = _env_bool(name)
        if value is not None:
            return value
    return False


@dataclass(frozen=True)
class Settings:
    capture_content: bool = False
    max_content_length: int = 4096  # characters per content value
    # variables per span recorded with every field (kind, relation/change, rank, score, producer, content); past
    # this cap only "id@version" and hash (docs/semconv.md "Variables")
    max_variables: int = 64
    # variables per span recorded at all (past max_variables: ids and hashes only); the rest are counted in
    # memtrace.variables.dropped_count. 0 (default): the same as max_variables, i.e. what 0.1.0 recorded
    max_variable_ids: int = 0
    max_links: int = 32  # lineage links per span; the rest are counted in memtrace.lineage.dropped_count
    max_records: int = 20  # items in gen_ai.memory.records
    # seconds the exporters instrument() adds may spend flushing at shutdown / exit (unreachable backend)
    shutdown_timeout: float = DEFAULT_SHUTDOWN_TIMEOUT
    redactor: Optional[Redactor] = field(default=None, compare=False)

    @classmethod
    def from_env(cls) -> "Settings":
        return cls(
            capture_content=capture_from_env(),
            max_content_length=_env_int(ENV_MAX_CONTENT, 4096),
            max_variables=_env_int(ENV_MAX_VARIABLES, 64),
            max_links=_env_int(ENV_MAX_LINKS, 32),
            max_variable_ids=_env_int(ENV_MAX_VARIABLE_IDS, 0),
            max_records=_env_int(ENV_MAX_RECORDS, 20),
            shutdown_timeout=_env_seconds(ENV_SHUTDOWN_TIMEOUT, DEFAULT_SHUTDOWN_TIMEOUT),
        )


_settings: Settings = Settings.from_env()


def settings() -> Settings:
    return _settings


def configure(**changes) -> Settings:
    """Change settings at run time, e.g. ``configure(capture_content=True, redactor=fn)``; None values are ignored."""
    global _settings
    updates = {k: v for k, v in changes.items() if v is not None}
    _settings = replace(_settings, **updates)
    return _settings


def reset_from_env() -> Settings:
    global _settings
    _settings = Settings.from_env()
    return _settings
