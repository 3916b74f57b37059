"""Never break the host application: instrumentation errors are caught and logged once per place."""

from __future__ import annotations

import functools
import logging
import threading
from typing import Any, Callable, TypeVar

logger = logging.getLogger("memtrace_otel")
F = TypeVar("F", bound=Callable[..., Any])

_seen: set[str] = set()
_lock = threading.Lock()


def log_once(key: str, message: str, *args: Any, exc_info: bool = True) -> None:
    with _lock:
        if key in _seen:
            return
        _seen.add(key)
    logger.warning(message, *args, exc_info=exc_info)


def dont_throw(func: F) -> F:
    """Decorate instrumentation code: any exception is logged once (per function) and swallowed (returns None)."""
    key = f"{func.__module__}.{func.__qualname__}"

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except Exception:
            log_once(key, "memtrace: instrumentation error in %s (logged once; the application is unaffected)", key)
            return None

    return wrapper  # type: ignore[return-value]
