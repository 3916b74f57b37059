"""The graph as JSON (schema ``memtrace.evolution_graph`` v1, documented in docs/graph-format.md): text and files
over the dict form of :mod:`memtrace_otel.graph.serialize`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..build import EvolutionGraph
from ..serialize import SCHEMA, SCHEMA_VERSION, GraphFormatError, edge_to_dict, graph_to_dict
from ..serialize import graph_from_dict as _graph_from_dict


def graph_from_dict(data: dict[str, Any], cls: type | None = None) -> EvolutionGraph:
    return _graph_from_dict(data, cls or EvolutionGraph)


__all__ = ["SCHEMA", "SCHEMA_VERSION", "GraphFormatError", "dumps", "edge_to_dict", "graph_from_dict", "graph_to_dict",
           "read_json", "write_json"]


def dumps(g: "EvolutionGraph", indent: int | None = 1) -> str:
    return json.dumps(graph_to_dict(g), indent=indent, ensure_ascii=False)


def write_json(g: "EvolutionGraph", path: str | Path) -> None:
    Path(path).write_text(dumps(g) + "\n", encoding="utf-8")


def read_json(path: str | Path) -> "EvolutionGraph":
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except ValueError as exc:
        raise GraphFormatError(f"{path}: not JSON ({exc})") from None
    try:
        return graph_from_dict(data)
    except GraphFormatError as exc:
        raise GraphFormatError(f"{path}: {exc}") from None
