"""memtrace-otel: OpenTelemetry spans, memory evolution graphs and root-cause attribution for LLM memory systems.

    import memtrace_otel
    memtrace_otel.instrument()          # spans for mem0, chroma, qdrant, LangGraph store, ... (whatever is installed)

    with memtrace_otel.operation("retrieve", "kb.search") as op:   # custom memory systems: the manual API
        op.input(doc_id, text, kind="memory_record", rank=0, score=0.8)

    memtrace_otel.record_outcome(False, question=q, expected=gold, actual=answer)   # where attribution starts
"""

__version__ = "0.1.0"

from .api import MISSING, Operation, Variable, VarRef, current_operation, operation, traced_operation
from .config import configure, settings
from .instrument import available_instrumentors, force_flush, instrument, shutdown, uninstrument
from .outcome import record_outcome
from .propagation import bind_context

__all__ = [
    "MISSING",
    "Operation",
    "Variable",
    "VarRef",
    "available_instrumentors",
    "bind_context",
    "configure",
    "current_operation",
    "force_flush",
    "instrument",
    "operation",
    "record_outcome",
    "settings",
    "shutdown",
    "traced_operation",
    "uninstrument",
]
