"""Reading memtrace operation spans back in tests as ``Op`` objects: kind, name, typed variables, links (the
plain-dict readers are in variable_events.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from memtrace_otel import semconv as sc

from variable_events import hex_id, variables


@dataclass
class Var:
    id: str
    kind: str
    role: str
    version: int
    hash: str
    change: Optional[str]
    relation: Optional[str]
    rank: Optional[int]
    score: Optional[float]
    content: Optional[str]


@dataclass
class Op:
    span: Any

    @property
    def name(self) -> str:
        return self.span.attributes.get(sc.MEMTRACE_OP_NAME)

    @property
    def kind(self) -> str:
        return self.span.attributes.get(sc.MEMTRACE_OP_KIND)

    @property
    def attrs(self) -> dict:
        return dict(self.span.attributes)

    @property
    def span_id(self) -> str:
        return hex_id(self.span)

    @property
    def parent_span_id(self) -> Optional[str]:
        return format(self.span.parent.span_id, "016x") if self.span.parent else None

    def vars(self, role: Optional[str] = None) -> list[Var]:
        return [Var(a.get(sc.VAR_ID), a.get(sc.VAR_KIND), a.get(sc.VAR_ROLE), a.get(sc.VAR_VERSION),
                    a.get(sc.VAR_HASH), a.get(sc.VAR_CHANGE), a.get(sc.VAR_RELATION), a.get(sc.VAR_RANK),
                    a.get(sc.VAR_SCORE), a.get(sc.VAR_CONTENT)) for a in variables(self.span, role)]

    def inputs(self) -> list[Var]:
        return self.vars("input")

    def outputs(self) -> list[Var]:
        return self.vars("output")

    def linked_span_ids(self) -> list[str]:
        return [format(link.context.span_id, "016x") for link in self.span.links]


def memory_ops(exporter) -> list[Op]:
    """Finished memtrace operation spans, in start order."""
    spans = [s for s in exporter.get_finished_spans() if sc.MEMTRACE_OP_KIND in (s.attributes or {})]
    spans.sort(key=lambda s: s.attributes.get(sc.MEMTRACE_OP_SEQ, 0))
    return [Op(s) for s in spans]


def patched_attrs(*owners: Any) -> dict:
    """Snapshot of every attribute object of the given classes/modules (to prove uninstrument restored them)."""
    return {(id(o), k): v for o in owners for k, v in vars(o).items()}
