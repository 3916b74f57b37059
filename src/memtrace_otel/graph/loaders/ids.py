"""Trace and span id normalization: every loader hands out lowercase hex of fixed width.

OTLP/JSON is specified with hex ids, but protobuf's canonical JSON mapping (Tempo's jsonpb output,
``MessageToJson``) writes bytes fields as base64; Jaeger v1 writes 64-bit trace ids as 16 hex characters.
The two encodings never collide on length: 16 bytes are 32 hex or 22-24 base64 characters, 8 bytes are
16 hex or 11-12 base64 characters.
"""

from __future__ import annotations

import base64
import binascii
import re

_HEX = re.compile(r"[0-9a-fA-F]+")
TRACE_ID_BYTES = 16
SPAN_ID_BYTES = 8


def is_hex(text: str) -> bool:
    return _HEX.fullmatch(text) is not None


def normalize_id(value: object, n_bytes: int, *, hex_only: bool = False) -> str | None:
    """Return ``value`` (hex or base64 text) as lowercase hex of ``2 * n_bytes`` characters.

    Returns ``None`` for an unusable value (wrong type, neither hex nor base64 of the right size).
    A 16-character hex trace id (Jaeger's 64-bit ids) is left-padded to 32. With ``hex_only`` (Jaeger v1,
    whose ids are always hex) any hex of at most the full width is left-padded and base64 is refused.
    """
    if not isinstance(value, str):
        return None
    width = 2 * n_bytes
    if hex_only:
        return value.lower().rjust(width, "0") if len(value) <= width and is_hex(value) else None
    if (len(value) == width or (n_bytes == TRACE_ID_BYTES and len(value) == 16)) and is_hex(value):
        return value.lower().rjust(width, "0")
    try:
        raw = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        try:
            raw = base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))
        except (binascii.Error, ValueError):
            return None
    if len(raw) != n_bytes:
        return None
    return raw.hex()


def is_zero(hex_id: str) -> bool:
    return hex_id.strip("0") == ""
