"""What the in-process stand-ins for memory services (tests/instrumentations/test_letta.py, test_zep.py) share: the
words a text is matched on (a stand-in for embedding similarity) and the server clock."""

from __future__ import annotations

import re
from datetime import datetime, timezone

_WORD = re.compile(r"[a-z0-9]+")
STOP_WORDS = frozenset({"the", "a", "an", "is", "are", "do", "does", "i", "you", "my", "me", "to", "of", "in", "and",
                        "what", "any", "have", "has", "can", "for", "on", "with", "your", "it", "that", "about",
                        "which", "am"})


def content_words(text: str, stop: frozenset = STOP_WORDS) -> set[str]:
    """Content words, a plural or third-person "s" dropped."""
    return {w[:-1] if len(w) > 3 and w.endswith("s") else w for w in _WORD.findall(text.lower()) if w not in stop}


def now() -> str:
    return datetime.now(timezone.utc).isoformat()
