"""Which memtrace operations already trace an LLM or embedding call, so a lower layer does not trace it twice.

mem0's LLM seam (``LLMBase.generate_response``) becomes an ``extract``/``decide`` operation; when that provider
calls ``litellm.completion`` underneath, the litellm instrumentation sees the mark and stays out of the way.
"""

from __future__ import annotations

from typing import Any

from ..api import current_operation

_ATTR = "_memtrace_traces_llm_call"


def mark_llm_call(op: Any) -> None:
    """Declare that ``op`` stands for one model call (its span carries the memory-level meaning)."""
    try:
        setattr(op, _ATTR, True)
    except Exception:  # an object that refuses attributes just is not marked
        pass


def inside_traced_llm_call() -> bool:
    """True when the innermost open memtrace operation already represents the model call being made."""
    op = current_operation()
    return op is not None and bool(getattr(op, _ATTR, False))
