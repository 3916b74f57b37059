"""The memory evolution graph: variable versions <-> operations, rebuilt from memtrace spans.

    from memtrace_otel.graph import build_graph
    g = build_graph(span_records)
    for outcome in g.failed_outcomes():
        sub = g.between(outcome.evidence_ids, outcome.answer_node_id)

Format and rules: docs/graph-format.md.
"""

from .build import EvolutionGraph, build_graph
from .model import Edge, Operation, Outcome, VariableVersion, Verdict, make_node_id, make_op_id, split_node_id

__all__ = [
    "EvolutionGraph",
    "build_graph",
    "Edge",
    "Operation",
    "Outcome",
    "VariableVersion",
    "Verdict",
    "make_node_id",
    "make_op_id",
    "split_node_id",
]
