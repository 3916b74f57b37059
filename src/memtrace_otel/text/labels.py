"""The label a line of conversation opens with: a role (``human:``), time stamps (``[8 May 2023]``, ``(8 May
2023)``) and a speaker (``Mel:``). One definition for everything that reads or strips it."""

from __future__ import annotations

import re
from typing import Optional

ROLE = r"(?:[A-Za-z_]{1,12}:\s*)?"  # "human: ", as chat histories print a message
STAMPS = r"(?:[\[(][^\])]{0,40}[\])]\s*)*"  # "[8 May 2023] ", "(8 May 2023) [D1:3] "
SPEAKER = r"[A-Z][\w .'-]{0,30}(?:\s?\([^()\n]{1,30}\))?:\s"  # "Mel: ", "Jen (MD): "

# role, stamps and speaker, each optional
LABEL = re.compile(rf"^\s*{ROLE}{STAMPS}(?:{SPEAKER}\s*)?")
_SPEAKER_OF = re.compile(rf"^\s*{STAMPS}{ROLE}{STAMPS}([A-Z][\w .'-]{{0,30}}):\s")
_OPENS_WITH_SPEAKER = re.compile(rf"^\s*{STAMPS}{SPEAKER}")


def without_label(text: str) -> str:
    """The line without the role, time stamps and speaker it opens with."""
    return LABEL.sub("", text, count=1)


def speaker(text: str) -> Optional[str]:
    """Who says the line ("Mel" of "[8 May 2023] Mel: ..."), or None."""
    m = _SPEAKER_OF.match(text)
    return m.group(1) if m else None


def opens_with_speaker(text: str) -> bool:
    return bool(_OPENS_WITH_SPEAKER.match(text))
