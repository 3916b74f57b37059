"""docs/semconv.md documents every name semconv.py defines, under the version semconv.py declares."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

from memtrace_otel import semconv as sc
from memtrace_otel import variables_codec as codec

REPO = Path(__file__).resolve().parents[2]
DOC = (REPO / "docs" / "semconv.md").read_text(encoding="utf-8")


def semconv_names() -> dict[str, str]:
    tree = ast.parse((REPO / "src" / "memtrace_otel" / "semconv.py").read_text())
    names = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            if node.value.value.startswith(("gen_ai.", "memtrace.")):
                names[node.targets[0].id] = node.value.value
    return names


def test_doc_is_versioned_like_semconv():
    assert DOC.startswith(f"# memtrace semantic conventions v{sc.SEMCONV_VERSION}\n")


def test_every_name_is_documented():
    names = semconv_names()
    assert len(names) > 80
    missing = {const: value for const, value in names.items() if f"`{value}`" not in DOC}
    assert not missing, f"docs/semconv.md does not mention: {missing}"


def test_every_vocabulary_value_is_documented():
    for value in sorted(sc.OP_KINDS | sc.VAR_KINDS | sc.RELATIONS | sc.CHANGES | sc.MEMORY_OPERATION_NAMES
                        | set(sc.STAGE_OF_KIND.values()) | {sc.REL_EVALUATES}):
        assert f"`{value}`" in DOC, value


def test_example_span_is_valid_otlp_json():
    block = re.search(r"## Example span \(OTLP/JSON\).*?```json\n(.*?)```", DOC, re.S).group(1)
    doc = json.loads(block)
    span = doc["resourceSpans"][0]["scopeSpans"][0]["spans"][0]
    keys = {a["key"] for a in span["attributes"]}
    assert {sc.MEMTRACE_OP_KIND, sc.MEMTRACE_OP_SEQ, sc.MEMTRACE_INPUTS, sc.INPUT_COLUMNS} <= keys
    assert not set(codec.INPUT_KEYS.packed()) & keys  # the example is encoding v3, as written now
    columns = next(a["value"]["stringValue"] for a in span["attributes"] if a["key"] == sc.INPUT_COLUMNS)
    producers = codec.expanded({sc.INPUT_COLUMNS: columns})[sc.INPUT_PRODUCERS]
    link = span["links"][0]
    assert f"{link['traceId']}-{link['spanId']}" in producers
