"""When the app says a record or message was said: read from the metadata it stores with it (a vector-store
record's metadata or payload, mem0's ``add(metadata=)``, a chat message's ``additional_kwargs``), recorded as
``memtrace.input.said_at`` / ``memtrace.output.said_at`` (semconv 0.2.1) with the content."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Optional

# metadata keys under which apps store when a record's text was said (chat turns, notes, documents), best first
_SAID_AT_KEYS = ("said_at", "timestamp", "datetime", "date_time", "date", "created_at", "createdat", "created",
                 "sent_at", "session_date", "time")


def said_at_of(metadata: Any) -> Optional[str]:
    """When the app says a record was said: the value of the first of :data:`_SAID_AT_KEYS` its metadata (or
    payload) has, any letter case, as text (read as a day later, by the engine). None when it has none."""
    if not isinstance(metadata, Mapping) or not metadata:
        return None
    found = {}
    for key, value in metadata.items():
        if type(key) is str and isinstance(value, (str, int, float)) and not isinstance(value, bool) and value != "":
            found.setdefault(key.lower(), value)
    for key in _SAID_AT_KEYS:
        if key in found:
            value = found[key]
            return (value if type(value) is str else str(int(value)) if isinstance(value, float) else str(value))[:64]
    return None
