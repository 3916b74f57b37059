"""Streaming reader for OTLP/JSON documents too large to parse whole.

A file exporter often writes one ``resourceSpans`` block holding every span, so streaming block by block would
still hold the whole file; this reads span by span. ``ijson`` emits parse events; only the ``resource``, the
``scope`` and one span at a time are materialized, then converted with the same code as whole documents.
If a producer writes ``resource`` after ``scopeSpans`` (or ``scope`` after ``spans``), which JSON allows, the
spans of that block (or scope) are held until it is known.

Several top-level documents one after another (concatenated or one per line) are read in sequence.
"""

from __future__ import annotations

from typing import BinaryIO, Iterator

import ijson

from ...span_record import SpanRecord
from .errors import TraceFormatError
from .otlp_json import FieldError, record_from_span_json, resource_from_json

_SCOPE_LIST_KEYS = ("scopeSpans", "instrumentationLibrarySpans")
_SCOPE_KEYS = ("scope", "instrumentationLibrary")


def iter_records_from_json_stream(stream: BinaryIO, list_path: str, source: str) -> Iterator[SpanRecord]:
    """Yield the spans of the ``ResourceSpans`` list at ``list_path`` ("resourceSpans", "trace.batches", ...)."""
    block_prefix = list_path + ".item"
    events = ijson.parse(stream, multiple_values=True, use_float=True)
    block_index = 0
    try:
        for prefix, event, _ in events:
            if event == "start_map" and prefix == block_prefix:
                yield from _block(events, block_prefix, source, f"{list_path}[{block_index}]")
                block_index += 1
    except (ijson.JSONError, UnicodeDecodeError) as exc:
        raise TraceFormatError(source, f"invalid JSON: {exc}") from None


class _Block:
    """State of the ResourceSpans block being read."""

    def __init__(self, source: str, where: str) -> None:
        self.source, self.where = source, where
        self.resource: dict | None = None
        self.scope_name: str | None = None
        self.scope_index = -1
        self.span_index = 0
        self.scope_list_key = _SCOPE_LIST_KEYS[0]
        # (span object, scope name or None, location) of spans waiting for their resource or scope
        self.pending: list[tuple[dict, str | None, tuple]] = []

    def ready(self) -> bool:
        return self.resource is not None and self.scope_name is not None

    def location(self) -> tuple[str, int, int]:
        return (self.scope_list_key, self.scope_index, self.span_index)

    def record(self, span: dict, scope_name: str, location: tuple[str, int, int]) -> SpanRecord:
        try:
            return record_from_span_json(span, self.resource or {}, scope_name)
        except FieldError as exc:
            scope_list_key, scope_index, span_index = location  # the path is only spelled out for errors
            raise exc.at(self.source, f"{self.where}.{scope_list_key}[{scope_index}].spans[{span_index}]") from None


def _block(events, block_prefix: str, source: str, where: str) -> Iterator[SpanRecord]:
    state = _Block(source, where)
    resource_prefix = block_prefix + ".resource"
    scope_item_prefixes = {f"{block_prefix}.{key}.item": key for key in _SCOPE_LIST_KEYS}
    scope_prefixes = {f"{item}.{key}" for item in scope_item_prefixes for key in _SCOPE_KEYS}
    span_prefixes = {f"{item}.spans.item" for item in scope_item_prefixes}
    for prefix, event, _ in events:
        if event == "start_map":
            if prefix in span_prefixes:
                span = _build(events)
                location = state.location()
                state.span_index += 1
                if state.ready():
                    yield state.record(span, state.scope_name, location)
                else:
                    state.pending.append((span, state.scope_name, location))
            elif prefix == resource_prefix:
                try:
                    state.resource = resource_from_json(_build(events))
                except FieldError as exc:
                    raise exc.at(source, where) from None
                yield from _flush(state)
            elif prefix in scope_item_prefixes:
                state.scope_list_key = scope_item_prefixes[prefix]
                state.scope_index += 1
                state.span_index = 0
                state.scope_name = None
            elif prefix in scope_prefixes:
                state.scope_name = str(_build(events).get("name") or "")
                _scope_known(state)
                yield from _flush(state)
        elif event == "end_map":
            if prefix in scope_item_prefixes and state.scope_name is None:
                state.scope_name = ""  # a scope object without "scope"
                _scope_known(state)
                yield from _flush(state)
            elif prefix == block_prefix:
                if state.resource is None:
                    state.resource = {}
                yield from _flush(state)
                return


def _flush(state: _Block) -> Iterator[SpanRecord]:
    """Emit the pending spans whose resource and scope are both known now."""
    if state.resource is None or not state.pending:
        return
    pending, state.pending = state.pending, []
    for span, scope_name, where in pending:
        if scope_name is None:
            state.pending.append((span, scope_name, where))
        else:
            yield state.record(span, scope_name, where)


def _scope_known(state: _Block) -> None:
    # spans still without a scope belong to the current scope item: earlier items resolved theirs at their end
    state.pending = [(span, state.scope_name if name is None else name, where)
                     for span, name, where in state.pending]


def _build(events) -> dict:
    """Materialize the object whose ``start_map`` was just consumed (a lean ``ijson.common.ObjectBuilder``)."""
    root: dict = {}
    containers: list = [root]
    key = None
    for _, event, value in events:
        if event == "map_key":
            key = value
            continue
        top = containers[-1]
        if event == "end_map" or event == "end_array":
            containers.pop()
            if not containers:
                return root
            continue
        if event == "start_map":
            value = {}
        elif event == "start_array":
            value = []
        if type(top) is list:
            top.append(value)
        else:
            top[key] = value
        if event == "start_map" or event == "start_array":
            containers.append(value)
    raise ijson.IncompleteJSONError("document ends inside an object")
