"""The one error every trace loader raises for input it cannot read."""

from __future__ import annotations


class TraceFormatError(ValueError):
    """A trace file or request that cannot be turned into spans.

    ``source`` names where the data came from (a file path, ``"<request>"`` for an in-memory payload) and
    ``detail`` says what was wrong, starting with the location inside it when known
    (``"resourceSpans[0].scopeSpans[0].spans[3].spanId: not hex or base64"``, ``"line 17: invalid JSON: ..."``).
    """

    def __init__(self, source: str, detail: str) -> None:
        self.source = str(source)
        self.detail = detail
        super().__init__(f"{self.source}: {detail}")

    def __reduce__(self):  # keep both attributes across pickling (multiprocessing, pytest-xdist)
        return (type(self), (self.source, self.detail))
