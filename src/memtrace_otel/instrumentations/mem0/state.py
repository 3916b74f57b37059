"""Per-call state shared by the phase wrappers of one public mem0 call (add, search, ...).

The state travels in a context variable, so it reaches mem0's worker threads (``asyncio.to_thread``, and the
1.x ``ThreadPoolExecutor`` once ``submit`` copies the context) and tasks. Phase wrappers append to it from
several threads, hence the lock.
"""

from __future__ import annotations

import contextvars
import threading
from dataclasses import dataclass, field
from typing import Any, Optional

from ...api import Operation


@dataclass
class Decision:
    var_id: str
    event: str  # ADD | UPDATE | DELETE | NONE
    text: str
    target: Optional[str]  # memory uuid the action applies to (UPDATE/DELETE/NONE)
    fact_id: Optional[str]
    used: bool = False


@dataclass
class CallState:
    memory: Any
    method: str
    op: Operation
    v1: bool
    scope: dict
    store_id: Optional[str] = None
    messages: list = field(default_factory=list)  # [(var_id, text)]
    query: Optional[tuple] = None  # (var_id, text) of a search query
    top_k: Optional[int] = None  # results the caller asked for
    procedural: bool = False
    json_llm_calls: int = 0
    facts: list = field(default_factory=list)  # [(fact_id, text)] in extraction order
    lookup: dict = field(default_factory=dict)  # memory uuid -> (md5 hash, text) seen by the add's lookups
    fact_searches: dict = field(default_factory=dict)  # 1.x: fact text -> [memory uuid] in result order
    decisions: list = field(default_factory=list)
    dedup_done: bool = False
    lock: threading.Lock = field(default_factory=threading.Lock)

    def fact_id_of(self, text: Any) -> Optional[str]:
        for fact_id, fact_text in self.facts:
            if fact_text == text:
                return fact_id
        return None

    def message_id_of(self, text: Any) -> Optional[str]:
        for var_id, msg_text in self.messages:
            if msg_text == text:
                return var_id
        return None

    def take_decision(self, event: str, *, text: Any = None, target: Any = None) -> Optional[Decision]:
        """The first unused decision matching an action mem0 is about to apply."""
        with self.lock:
            for decision in self.decisions:
                if decision.used or decision.event != event:
                    continue
                if target is not None and decision.target != str(target):
                    continue
                if text is not None and event == "ADD" and decision.text != text:
                    continue
                decision.used = True
                return decision
        return None

    def scope_kwargs(self) -> dict:
        return {"user_id": self.scope.get("user_id"), "agent_id": self.scope.get("agent_id"),
                "run_id": self.scope.get("run_id"), "store_id": self.store_id, "system": "mem0"}


@dataclass
class RecordScope:
    """The operation that owns record writes made below it (a create/update/delete, or a public update/delete)."""

    op: Operation
    source_ids: tuple = ()


CALL: contextvars.ContextVar[Optional[CallState]] = contextvars.ContextVar("memtrace_mem0_call", default=None)
RECORD_OP: contextvars.ContextVar[Optional[RecordScope]] = contextvars.ContextVar("memtrace_mem0_record_op",
                                                                                  default=None)
# the phase wrapper currently running ("llm", "embed", "store"): a seam calling another seam is not traced twice
PHASE: contextvars.ContextVar[Optional[str]] = contextvars.ContextVar("memtrace_mem0_phase", default=None)

# set by the instrumentor from the installed mem0ai version
SETTINGS = {"v1": False}
