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


# ResourceSpans lists a document may hold (the envelopes records_from_json accepts), as ijson prefixes of their items
_BLOCK_LISTS = {f"{w}.{k}.item" if w else f"{k}.item": (f"{w}.{k}" if w else k)
                for w, k in (("", "resourceSpans"), ("", "batches"), ("trace", "resourceSpans"),
                             ("trace", "batches"), ("result", "resourceSpans"))}
_LIST_KEYS = {"": ("resourceSpans", "batches"), "trace": ("resourceSpans", "batches"), "result": ("resourceSpans",)}
_SCALAR_EVENTS = {"string": "a string", "number": "a number", "boolean": "a boolean", "null": "null",
                  "start_array": "a list"}


def iter_records_from_json_stream(stream: BinaryIO, list_path: str | None, source: str,
                                  on_bad_document=None) -> Iterator[SpanRecord]:
    """Yield the spans of every top-level JSON document in ``stream``, one after another.

    Each document may use any envelope :func:`records_from_json` accepts (``resourceSpans``, Tempo ``batches``,
    ``trace.*``, Jaeger v3 ``result.resourceSpans``), independently of the others; a document with none of them
    (or that is not an object) raises :class:`TraceFormatError` naming it ("document 3: ..."), unless
    ``on_bad_document(number, message)`` is given (lenient reading): then it is reported and skipped.
    ``list_path`` is accepted for compatibility and no longer restricts which envelope is read."""
    events = ijson.parse(stream, multiple_values=True, use_float=True)
    number = 0
    found = False
    keys: list[str] = []
    blocks: dict[str, int] = {}
    multi = False

    def where(path: str) -> str:
        return f"document {number}: {path}" if multi or number > 1 else path

    def bad(message: str) -> None:
        if on_bad_document is None:
            raise TraceFormatError(source, f"document {number}: {message}")
        on_bad_document(number, message)

    try:
        for prefix, event, value in events:
            if prefix == "":
                if event == "start_map":
                    number += 1
                    found, keys, blocks = False, [], {}
                elif event == "map_key":
                    keys.append(value)
                    found = found or value in _LIST_KEYS[""]
                elif event == "end_map":
                    if not found and not _empty_ok(keys):
                        if "error" in keys:
                            bad("error response (an API error body, not traces)")
                        else:
                            bad("no resourceSpans, batches, trace.resourceSpans or result.resourceSpans key "
                                "(found keys: " + ", ".join(sorted(map(str, keys))[:10]) + ")")
                elif event in _SCALAR_EVENTS:
                    number += 1
                    bad(f"expected an OTLP/JSON object, got {_SCALAR_EVENTS[event]}")
                    if event == "start_array":
                        _skip(events)
            elif event == "map_key" and prefix in ("trace", "result"):
                found = found or value in _LIST_KEYS[prefix]
            elif event == "start_map" and prefix in _BLOCK_LISTS:
                index = blocks.get(prefix, 0)
                blocks[prefix] = index + 1
                multi = multi or number > 1
                yield from _block(events, prefix, source, where(f"{_BLOCK_LISTS[prefix]}[{index}]"))
    except (ijson.JSONError, UnicodeDecodeError) as exc:
        at = f"document {number}: " if number > 1 else ""
        raise TraceFormatError(source, f"{at}invalid JSON: {exc}") from None


def _empty_ok(keys: list[str]) -> bool:
    """An empty request ("{}") or an empty Tempo/Jaeger result, as records_from_json accepts."""
    return set(keys) <= {"trace", "result", "metrics"}


def _skip(events) -> None:
    """Consume the rest of the container whose start was just read."""
    depth = 1
    for _, event, _ in events:
        if event in ("start_map", "start_array"):
            depth += 1
        elif event in ("end_map", "end_array"):
            depth -= 1
            if depth == 0:
                return


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
