"""Content handling: hashing (always), capture (only when enabled), redaction and JSON-safe truncation."""

from __future__ import annotations

import hashlib
import json
import logging
from typing import Any, Optional

from . import config
from .guard import log_once

logger = logging.getLogger("memtrace_otel")

REDACTED = "__REDACTED__"
_warned_structural = False
# json.dumps(value, sort_keys=True, ensure_ascii=False, default=str) without building an encoder per call
_encode_json = json.JSONEncoder(sort_keys=True, ensure_ascii=False, default=str).encode
# json.dumps(value, ensure_ascii=False, default=str), likewise
_encode_list = json.JSONEncoder(ensure_ascii=False, default=str).encode
_sha256 = hashlib.sha256


_encode_str = json.encoder.encode_basestring  # what the encoder above writes a str as (ensure_ascii=False)
_JSON_CONSTANTS = {True: "true", False: "false", None: "null"}


def _flat_json(value: dict, sort_keys: bool = True) -> Optional[str]:
    """``_encode_json(value)`` (``_encode_list``'s text without ``sort_keys``) for a dict whose keys are str and
    values str, int, float, bool or None: the same text, without setting up an encoder per call; None for any
    other dict."""
    keys = list(value)
    for key in keys:
        if type(key) is not str:
            return None
    if sort_keys and len(keys) > 1:
        keys.sort()  # distinct str keys: the order sorted(value.items()) gives
    parts = []
    for key in keys:
        item = value[key]
        kind = type(item)
        if kind is str:
            parts.append(_encode_str(key) + ": " + _encode_str(item))
        elif kind is float:
            parts.append(_encode_str(key) + ": " + (float.__repr__(item) if item - item == 0.0  # finite
                                                     else "NaN" if item != item else
                                                     "Infinity" if item > 0 else "-Infinity"))
        elif kind is int:
            parts.append(_encode_str(key) + ": " + int.__repr__(item))
        elif kind is bool or item is None:
            parts.append(_encode_str(key) + ": " + _JSON_CONSTANTS[item])
        else:
            return None
    return "{" + ", ".join(parts) + "}"


def to_text(value: Any) -> str:
    """Canonical text of a value: strings as they are, everything else as sorted-key JSON."""
    if type(value) is str:
        return value
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if type(value) is dict and len(value) <= 8:  # a record's payload or metadata, usually flat strings
        text = _flat_json(value)
        if text is not None:
            return text
    try:
        return _encode_json(value)
    except (TypeError, ValueError):
        return repr(value)


def content_hash(value: Any) -> str:
    """Stable short hash of a value's canonical text: lineage works with ids and hashes alone."""
    text = value if type(value) is str else to_text(value)
    return "sha256:" + _sha256(text.encode("utf-8", "replace")).hexdigest()[:16]


_VECTOR_FORMATS: dict[int, str] = {}


def rounded_vector_hash(values: Any) -> str:
    """``content_hash([round(float(v), 6) for v in values])`` for a list or tuple ``values``, the same hash
    computed about twice as fast for the usual embedding (one ``%``-format of the whole vector instead of a
    ``round`` and a ``repr`` per number).

    Exact where it applies: ``"%.6f"`` and ``round(x, 6)`` round x the same way (correctly rounded to 6 decimals),
    and for a result with at most 15 significant digits (under 1e9) ``repr`` prints that decimal without its
    trailing zeros, in fixed notation from 1e-4 up. Anything else (a number of 1e-4 or less but not 0, 1e9 or
    more, inf, nan, a value ``%f`` does not take) goes the long way."""
    n = len(values)
    if n:
        fmt = _VECTOR_FORMATS.get(n)
        if fmt is None:
            fmt = _VECTOR_FORMATS.setdefault(n, "%.6f, " * n) if n <= 65536 else None
        try:
            text = fmt % tuple(values) if fmt is not None else None
        except Exception:  # not numbers %f takes: the long way raises (or not) exactly as before
            text = None
        # each number is [-]d.dddddd; extra integer digits beyond one, summed over the vector, under 9: every
        # number is under 1e9
        if text is not None and len(text) - 10 * n - text.count("-") <= 8:
            # the trailing zeros of every number ("1.500000, " -> "1.5, ", "2.000000, " -> "2., "): at most 6
            # after the point, removed 3, 3, 2, 1 at a time (each replace one non-overlapping pass), as six
            # one-zero passes would
            text = text.replace("000, ", ", ").replace("000, ", ", ").replace("00, ", ", ").replace("0, ", ", ")
            text = text.replace("., ", ".0, ")
            if "n" not in text and " 0.0000" not in text and "-0.0000" not in text and not text.startswith("0.0000"):
                return "sha256:" + _sha256(("[" + text[:-2] + "]").encode("utf-8")).hexdigest()[:16]
    return content_hash([round(float(v), 6) for v in values])


def capture_enabled() -> bool:
    return config.settings().capture_content


def note_structural_only() -> None:
    """Log once that content capture is off, so users know attribution will be structural."""
    global _warned_structural
    if _warned_structural or capture_enabled():
        return
    _warned_structural = True
    logger.info(
        "memtrace: content capture is off; spans carry ids and hashes only and attribution will be structural. "
        "Set %s=true or instrument(capture_content=True) to capture content.",
        config.ENV_CAPTURE,
    )


def truncate_text(text: str, limit: int) -> tuple[str, bool]:
    if limit <= 0 or len(text) <= limit:
        return text, False
    return text[: max(0, limit - 1)] + "\u2026", True


def prepare_content(value: Any, *, kind: str = "", var_id: str = "") -> tuple[Optional[str], bool]:
    """Return (text to record, truncated) or (None, False) when capture is off or the redactor dropped it."""
    settings = config.settings()
    if not settings.capture_content:
        return None, False
    text = to_text(value)
    if settings.redactor is not None:
        try:
            text = settings.redactor(text, {"kind": kind, "var_id": var_id})
        except Exception:  # a broken redactor must not leak content: record a placeholder instead
            log_once("capture.redactor", "memtrace: the redactor raised; content replaced by %s (logged once)",
                     REDACTED)
            return REDACTED, False
        if text is None:
            return None, False
        if not isinstance(text, str):
            text = to_text(text)
    return truncate_text(text, settings.max_content_length)


def truncate_json_list(items: list, limit: int, max_items: int) -> tuple[str, int]:
    """JSON-encode a list within ``limit`` characters, dropping whole items (never cutting JSON).

    Long string fields inside items are shortened first. Returns (json text, number of items dropped).
    """
    kept = list(items[:max_items]) if max_items >= 0 else list(items)
    dropped = len(items) - len(kept)
    per_field = max(64, limit // max(1, len(kept)))

    def shorten(obj: Any) -> Any:
        if isinstance(obj, str):
            return truncate_text(obj, per_field)[0]
        if isinstance(obj, dict):  # ids stay whole: they are what joins records to variables
            return {k: (v if k == "id" else shorten(v)) for k, v in obj.items()}
        if isinstance(obj, (list, tuple)):
            return [shorten(v) for v in obj]
        return obj

    originals = kept
    text = _encode_list(kept)
    # No string in it longer than per_field (a string's JSON is longer than the string): shorten() would change
    # nothing the JSON shows, and within the limit nothing is dropped, so this is the text the loops below make.
    if len(text) <= per_field and len(text) <= limit:
        return text, dropped
    while True:  # shorten fields harder before giving up whole items
        kept = [shorten(item) for item in originals]
        text = _encode_list(kept)
        if len(text) <= limit or per_field <= 16:
            break
        per_field //= 2
    while len(text) > limit and kept:
        kept.pop()
        dropped += 1
        text = _encode_list(kept)
    return text, dropped


def redact_text(text: Optional[str], *, kind: str) -> Optional[str]:
    """Apply the capture gate and redactor to a free-text attribute (queries, questions, prompts)."""
    value, _ = prepare_content(text, kind=kind)
    return value
