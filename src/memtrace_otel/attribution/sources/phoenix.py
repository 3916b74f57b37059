"""A Phoenix (arize-phoenix) project as an attribution source, read through Phoenix's REST API.

    memtrace attribute --source 'phoenix://127.0.0.1:6006?project=my-app' --since 24h
    memtrace attribute --source 'phoenixs://phoenix.example.com?project=my-app' --since 24h   # https
    memtrace attribute --source 'phoenix://phoenix.example.com:443/base/path?project=my-app&scheme=https'

``PHOENIX_API_KEY``, when set, is sent as a bearer token (a Phoenix with authentication). The project is the name
(or id) Phoenix shows; without ``?project=`` it is ``default``.

**Endpoint.** ``GET {phoenix}/v1/projects/{project}/spans`` with ``start_time`` (inclusive) / ``end_time``
(exclusive), ``trace_id``, ``name`` and ``attribute=key:value`` filters, ``limit`` (at most 1000) and the
``next_cursor`` of the previous page as ``cursor``. Phoenix versions without the ``attribute`` filter ignore it;
every filter is checked again here on the spans that come back.

**Queries.** Failed cases: the ``memtrace.outcome`` spans in the window whose ``memtrace.outcome.status`` is
``failed`` (name and attribute filters on the server), paged with the cursor; a case's scope, when its outcome span
does not carry one, comes from the spans of its traces (``trace_id`` filter). Subgraphs: the API filters spans by
trace, name and span attribute value, but not by an entry of an array attribute (a variable id is an entry of
``memtrace.inputs`` / ``memtrace.outputs``) nor by event attribute (encoding v1's ``memtrace.variable`` events).
So for a group of cases (one memory scope, see :func:`~memtrace_otel.attribution.sources.group_by_scope`) the spans of its whole time window (``--lookback`` before the oldest case up to the newest) are fetched once, and the
subgraph (the cases' traces, the spans that touched the records they read, the traces of those spans, round by
round) is selected from them here. A worker keeps its last window (only that one: memory stays one window) and fetches
only the part the next group's window adds to it, since the groups of one run overlap in time. Keep ``--lookback`` as
short as the memories you care about.

**What Phoenix keeps of a span** (checked against a real ``phoenix serve``), and so what a verdict from Phoenix can
differ from a verdict from the exported file in:

* times are microseconds (Phoenix stores a ``datetime``): ``start_ns``, ``end_ns`` and event times end in ``000``.
  Two operations less than 1 µs apart can no longer be ordered by time;
* **links are not stored.** They are rebuilt from what the span says of its lineage (``variables_codec.lineage``):
  the ``memtrace.input.producers`` column (encoding v2: one link per input whose producer is another span, also in
  the same trace) or v1's mirrors ``memtrace.lineage.source_trace_ids`` / ``source_span_ids`` / ``relations`` /
  ``variables``, each with its ``memtrace.link.relation``, ``memtrace.var.id`` and ``memtrace.var.version``
  attributes; an outcome span's link to the answer it judges
  comes back from ``memtrace.outcome.answer.trace_id`` / ``span_id``. Links other instrumentation adds are lost;
* events and their attributes are kept as sent (v1's ``memtrace.variable`` events survive whole); an
  ``exception`` event keeps its ``exception.*`` attributes;
* span attributes are kept, flattened back from Phoenix's nested form (arrays of strings or numbers come back as
  arrays, here tuples). Phoenix adds OpenInference attributes it synthesizes from ``gen_ai.*`` ones
  (``llm.*``, ``input.value`` ...), parses a ``metadata`` JSON string into ``metadata.*`` keys, and returns the
  ``openinference.span.kind`` attribute as the span kind (put back as that attribute unless ``UNKNOWN``);
* the OpenTelemetry span kind, the instrumentation scope and the resource attributes (``service.name`` ...) are not
  stored: kind is ``INTERNAL``, the scope name empty, the resource ``{"openinference.project.name": project}``;
* failed outcomes are found by span name: a ``gen_ai.evaluation.result`` event with a failed label on a span that is
  not a ``memtrace.outcome`` span (which a trace file's graph also counts) is not found, since the API cannot filter
  on events.
"""

from __future__ import annotations

import json
import os
import re
import urllib.error
import urllib.request
from datetime import datetime, timedelta, timezone
from typing import Any, Callable, Iterable, Iterator, Mapping, Optional, Sequence
from urllib.parse import parse_qs, quote, urlencode, urlsplit

from ... import semconv as sc
from ... import variables_codec
from ...span_record import EventRecord, LinkRecord, SpanRecord
from . import CaseRef, SubgraphStats, TraceSource

# (url, headers) -> (status, parsed JSON body); injected by tests, urllib otherwise
FetchFn = Callable[[str, Mapping[str, str]], tuple[int, Any]]

PAGE = 1000  # Phoenix's maximum page size
TRACE_BATCH = 50  # trace ids per request (keeps the URL short)
PROJECT_RESOURCE = "openinference.project.name"
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_ISO = re.compile(r"^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d:\d\d)(?:[.,](\d+))?\s*(Z|z|[+-]\d\d(?::?\d\d)?)?$")


# ------------------------------------------------------------------------------------------------ JSON -> SpanRecord
def parse_time_ns(value: Any) -> int:
    """Phoenix's ISO 8601 times (``2025-01-02T03:04:05.123456+00:00``, ``...Z``, any number of fraction digits, no
    zone = UTC) or epoch numbers -> nanoseconds since the epoch (integer arithmetic: no float rounding)."""
    if value is None or value == "":
        return 0
    if isinstance(value, (int, float)):
        number = float(value)
        return int(value) if number > 1e15 else int(round(number * 1e9))  # ns, else seconds
    match = _ISO.match(str(value).strip())
    if not match:
        raise ValueError(f"not an ISO 8601 time: {value!r}")
    day, clock, fraction, zone = match.groups()
    tz = timezone.utc
    if zone and zone not in ("Z", "z"):
        sign = -1 if zone[0] == "-" else 1
        digits = zone[1:].replace(":", "")
        tz = timezone(sign * timedelta(hours=int(digits[:2]), minutes=int(digits[2:4] or 0)))
    whole = datetime.fromisoformat(f"{day}T{clock}").replace(tzinfo=tz)
    seconds = (whole - _EPOCH) // timedelta(seconds=1)
    return seconds * 1_000_000_000 + int(((fraction or "") + "000000000")[:9])


def format_time(ns: int) -> str:
    """Nanoseconds -> the ISO time Phoenix's filters take (microseconds, UTC)."""
    return (_EPOCH + timedelta(microseconds=ns // 1000)).isoformat()


def _value(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_value(v) for v in value)
    return value


def _attrs(mapping: Any) -> dict[str, Any]:
    """Attributes as Phoenix returns them: flat dotted keys (span attributes are flattened back from Phoenix's
    nested storage; a nested dict, if a version returns one, is flattened here the same way)."""
    out: dict[str, Any] = {}

    def walk(prefix: str, node: Any) -> None:
        if isinstance(node, Mapping):
            for k, v in node.items():
                walk(f"{prefix}.{k}" if prefix else str(k), v)
        elif node is not None:
            out[prefix] = _value(node)

    if isinstance(mapping, Mapping):
        for key, value in mapping.items():
            walk(str(key), value)
    return out


def _tuple(value: Any) -> tuple:
    if value is None:
        return ()
    if isinstance(value, (list, tuple)):
        return tuple(value)
    return (value,)


def _mirror_links(attributes: Mapping[str, Any], trace_id: str = "", span_id: str = "") -> list[LinkRecord]:
    """The links memtrace wrote, rebuilt from what the span says of its lineage (Phoenix does not store links):
    ``variables_codec.lineage``, the v1 lineage mirrors or the v2 producer column."""
    links = []
    for producer_trace, producer_span, relation, ref in variables_codec.lineage(attributes, trace_id, span_id):
        attrs: dict[str, Any] = {}
        if relation:
            attrs[sc.LINK_RELATION] = str(relation)
        if ref:
            var_id, version = variables_codec.split_ref(ref)
            if version is not None:
                attrs[sc.LINK_VAR_ID] = var_id
                attrs[sc.LINK_VAR_VERSION] = version
        links.append(LinkRecord(str(producer_trace).lower(), str(producer_span).lower(), attrs))
    answer_trace = attributes.get(sc.OUTCOME_ANSWER_TRACE_ID)
    answer_span = attributes.get(sc.OUTCOME_ANSWER_SPAN_ID)
    if answer_trace and answer_span:
        links.append(LinkRecord(str(answer_trace).lower(), str(answer_span).lower(),
                                {sc.LINK_RELATION: sc.REL_EVALUATES}))
    return links


_STATUS = {"OK": "OK", "ERROR": "ERROR", "UNSET": "UNSET", "STATUS_CODE_OK": "OK", "STATUS_CODE_ERROR": "ERROR",
           "STATUS_CODE_UNSET": "UNSET", "1": "OK", "2": "ERROR", "0": "UNSET"}


def span_record(span: Mapping[str, Any], project: str = "") -> SpanRecord:
    """One span of ``GET /v1/projects/{project}/spans`` (Phoenix's span JSON) -> :class:`SpanRecord`.

    ``{"id", "name", "context": {"trace_id", "span_id"}, "span_kind", "parent_id", "start_time", "end_time",
    "status_code", "status_message", "attributes": {...}, "events": [{"name", "timestamp", "attributes"}]}``."""
    context = span.get("context") or {}
    attributes = _attrs(span.get("attributes"))
    kind = span.get("span_kind")
    if kind and str(kind).upper() != "UNKNOWN" and "openinference.span.kind" not in attributes:
        attributes["openinference.span.kind"] = str(kind)
    events = [EventRecord(str(e.get("name", "")), parse_time_ns(e.get("timestamp")), _attrs(e.get("attributes")))
              for e in span.get("events") or ()]
    parent = span.get("parent_id")
    trace_id, span_id = str(context.get("trace_id", "")).lower(), str(context.get("span_id", "")).lower()
    return SpanRecord(
        trace_id=trace_id, span_id=span_id,
        name=str(span.get("name", "")), parent_span_id=str(parent).lower() if parent else None, kind="INTERNAL",
        start_ns=parse_time_ns(span.get("start_time")), end_ns=parse_time_ns(span.get("end_time")),
        attributes=attributes, events=events, links=_mirror_links(attributes, trace_id, span_id),
        status_code=_STATUS.get(str(span.get("status_code") or "UNSET").upper(), "UNSET"),
        status_message=str(span.get("status_message") or ""),
        resource={PROJECT_RESOURCE: project} if project else {}, scope_name="")


def is_failed_outcome(rec: SpanRecord) -> bool:
    """A ``memtrace.outcome`` span recording a failed answer (its status attribute, or its evaluation event)."""
    if rec.name != sc.OUTCOME_SPAN_NAME:
        return False
    if str(rec.attributes.get(sc.OUTCOME_STATUS, "")) == sc.OUTCOME_FAILED:
        return True
    return any(ev.name == sc.GEN_AI_EVALUATION_RESULT_EVENT
               and str(ev.attributes.get(sc.GEN_AI_EVALUATION_SCORE_LABEL, "")) == sc.OUTCOME_FAILED
               and str(ev.attributes.get(sc.GEN_AI_EVALUATION_NAME, "") or sc.OUTCOME_EVALUATION_NAME)
               == sc.OUTCOME_EVALUATION_NAME
               for ev in rec.events)


def touched_var_ids(rec: SpanRecord) -> set[str]:
    """Variable ids a span declared, either role, either encoding (``variables_codec.touched_ids``)."""
    return variables_codec.touched_ids(rec.attributes, rec.events)


# ------------------------------------------------------------------------------------------------------ the source
class _Window:
    """The spans of [since_ns, until_ns], indexed by trace and by the variables they touch."""

    def __init__(self, since_ns: int, until_ns: int):
        self.since_ns, self.until_ns = since_ns, until_ns
        self.spans: dict[tuple[str, str], SpanRecord] = {}
        self.by_trace: dict[str, list[SpanRecord]] = {}
        self.by_var: dict[str, list[SpanRecord]] = {}

    def add(self, records: Iterable[SpanRecord]) -> None:
        for rec in records:
            if rec.key in self.spans:
                continue
            self.spans[rec.key] = rec
            self.by_trace.setdefault(rec.trace_id, []).append(rec)
            for var in touched_var_ids(rec):
                self.by_var.setdefault(var, []).append(rec)

    def covers(self, since_ns: int, until_ns: int) -> bool:
        return self.since_ns <= since_ns and until_ns <= self.until_ns

    def trimmed(self, since_ns: int, until_ns: int) -> "_Window":
        out = _Window(since_ns, until_ns)
        out.add(r for r in self.spans.values() if since_ns <= r.start_ns <= until_ns)
        return out


class PhoenixSource(TraceSource):
    def __init__(self, base_url: str = "http://127.0.0.1:6006", project: str = "default", *,
                 api_key: Optional[str] = None, timeout: float = 60.0, fetch: FetchFn | None = None):
        if not project or any(c in project for c in "/?#"):
            raise ValueError(f"Phoenix project {project!r}: a name or id without '/', '?' or '#'")
        self.base_url = base_url.rstrip("/")
        for suffix in ("/v1/traces", "/v1"):
            if self.base_url.endswith(suffix):
                self.base_url = self.base_url[: -len(suffix)]
        self.project = project
        self.api_key = api_key  # None: PHOENIX_API_KEY at request time
        self.timeout = timeout
        self._fetch = fetch
        self._window: _Window | None = None
        self.requests = 0

    @classmethod
    def from_url(cls, url: str, fetch: FetchFn | None = None) -> "PhoenixSource":
        """``phoenix://HOST[:PORT][/PATH]?project=NAME[&scheme=https]``; ``phoenixs://`` (or ``phoenix+https://``)
        for https. The port defaults to 6006 over http and 443 over https."""
        parts = urlsplit(url)
        options = {k: v[-1] for k, v in parse_qs(parts.query).items()}
        scheme = options.get("scheme", "").lower()
        if scheme not in ("", "http", "https"):
            raise ValueError(f"{url}: scheme= must be http or https")
        secure = scheme == "https" or (not scheme and parts.scheme.lower() in ("phoenixs", "phoenix+https"))
        host = parts.hostname or "127.0.0.1"
        if ":" in host:  # IPv6 literal
            host = f"[{host}]"
        port = parts.port or (443 if secure else 6006)
        default_port = 443 if secure else 80
        netloc = host if port == default_port else f"{host}:{port}"
        base = f"{'https' if secure else 'http'}://{netloc}{parts.path.rstrip('/')}"
        return cls(base, options.get("project", "default"), fetch=fetch)

    def __getstate__(self) -> dict:
        state = dict(self.__dict__)
        state["_window"] = None  # a worker fetches its own windows
        return state

    def cache_key(self) -> str | None:
        if self._fetch is not None:
            return None
        return f"phoenix:{self.base_url}/{self.project}"

    def describe(self) -> str:
        return f"phoenix {self.base_url} project {self.project}"

    def close(self) -> None:
        self._window = None

    # ------------------------------------------------------------------------------------------------------ HTTP
    def _headers(self) -> dict[str, str]:
        headers = {"Accept": "application/json"}
        key = self.api_key if self.api_key is not None else os.environ.get("PHOENIX_API_KEY")
        if key:
            headers["Authorization"] = f"Bearer {key}"
        return headers

    def _get(self, url: str) -> tuple[int, Any]:
        self.requests += 1
        if self._fetch is not None:
            return self._fetch(url, self._headers())
        request = urllib.request.Request(url, headers=self._headers())
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                return response.status, json.loads(response.read() or b"null")
        except urllib.error.HTTPError as exc:
            try:
                body = json.loads(exc.read() or b"null")
            except ValueError:
                body = None
            return exc.code, body
        except (urllib.error.URLError, OSError) as exc:
            raise RuntimeError(f"cannot reach Phoenix at {self.base_url}: {exc}") from exc

    def pages(self, *, since_ns: int | None = None, until_ns: int | None = None, **filters: Any
              ) -> Iterator[list[dict]]:
        """The pages of ``GET /v1/projects/{project}/spans`` for spans started in [since_ns, until_ns]."""
        params: list[tuple[str, Any]] = [("limit", PAGE)]
        if since_ns is not None and since_ns > 0:
            params.append(("start_time", format_time(since_ns - 1000)))  # Phoenix rounds times to µs
        if until_ns is not None:
            params.append(("end_time", format_time(until_ns + 2000)))  # exclusive
        for name, values in filters.items():
            for value in _tuple(values):
                params.append((name, value))
        path = f"{self.base_url}/v1/projects/{quote(self.project, safe='')}/spans"
        cursor = None
        while True:
            url = path + "?" + urlencode(params + ([("cursor", cursor)] if cursor else []))
            status, body = self._get(url)
            if status == 404:
                detail = body.get("detail") if isinstance(body, dict) else body
                raise RuntimeError(f"Phoenix at {self.base_url}: project {self.project!r} not found ({detail}); "
                                   "a Phoenix older than the /v1/projects/{project}/spans endpoint answers this too")
            if status in (401, 403):
                raise RuntimeError(f"Phoenix at {self.base_url} refused the request ({status}): set PHOENIX_API_KEY")
            if status != 200 or not isinstance(body, dict):
                raise RuntimeError(f"Phoenix at {self.base_url}: GET {url} answered {status}: {body!r:.300}")
            yield list(body.get("data") or ())
            cursor = body.get("next_cursor")
            if not cursor:
                return

    def spans(self, *, since_ns: int | None = None, until_ns: int | None = None, **filters: Any
              ) -> list[SpanRecord]:
        out = []
        for page in self.pages(since_ns=since_ns, until_ns=until_ns, **filters):
            out += [span_record(s, self.project) for s in page]
        return [r for r in out if (since_ns is None or r.start_ns >= since_ns)
                and (until_ns is None or r.start_ns <= until_ns)]

    # --------------------------------------------------------------------------------------------------- queries
    def failed_cases(self, since_ns: int = 0, until_ns: int | None = None) -> list[CaseRef]:
        outcomes = self.spans(since_ns=since_ns, until_ns=until_ns, name=sc.OUTCOME_SPAN_NAME,
                              attribute=f"{sc.OUTCOME_STATUS}:{sc.OUTCOME_FAILED}")
        cases = []
        for rec in outcomes:
            if not is_failed_outcome(rec):
                continue
            a = rec.attributes
            cases.append(CaseRef(
                case_id=str(a.get(sc.OUTCOME_CASE_ID) or f"{rec.trace_id}:{rec.span_id}"), trace_id=rec.trace_id,
                span_id=rec.span_id, time_ns=rec.start_ns, scope_key=str(a.get(sc.MEMTRACE_SCOPE_KEY) or ""),
                answer_trace_id=str(a.get(sc.OUTCOME_ANSWER_TRACE_ID) or "").lower(),
                answer_span_id=str(a.get(sc.OUTCOME_ANSWER_SPAN_ID) or "").lower(),
                evidence_var_ids=tuple(str(v) for v in _tuple(a.get(sc.OUTCOME_EVIDENCE_IDS)))))
        # the outcome span rarely carries the scope: take it from its traces (the answer's memory operations)
        unscoped = sorted({t for c in cases if not c.scope_key for t in c.traces})
        if unscoped:
            since = min(c.time_ns for c in cases) - self.lookback_ns
            until = max(c.time_ns for c in cases)
            scopes: dict[str, str] = {}
            for rec in self._trace_spans(unscoped, since, until):
                scope = rec.attributes.get(sc.MEMTRACE_SCOPE_KEY)
                if scope:
                    scopes.setdefault(rec.trace_id, str(scope))
            from dataclasses import replace

            cases = [c if c.scope_key else replace(c, scope_key=next((scopes[t] for t in c.traces if t in scopes),
                                                                       "")) for c in cases]
        cases.sort(key=lambda c: (c.time_ns, c.trace_id, c.span_id))
        return cases

    def _trace_spans(self, trace_ids: Sequence[str], since_ns: int, until_ns: int) -> list[SpanRecord]:
        out = []
        for i in range(0, len(trace_ids), TRACE_BATCH):
            out += self.spans(since_ns=since_ns, until_ns=until_ns, trace_id=list(trace_ids[i:i + TRACE_BATCH]))
        return out

    def window(self, since_ns: int, until_ns: int) -> _Window:
        """Every span of the project started in [since_ns, until_ns]: the last window, extended by what it lacks
        (one request series per missing side) and trimmed to this one."""
        last = self._window
        if last is not None and last.covers(since_ns, until_ns):
            window = last if (last.since_ns, last.until_ns) == (since_ns, until_ns) else last.trimmed(since_ns,
                                                                                                      until_ns)
        elif last is not None and since_ns <= last.until_ns and last.since_ns <= until_ns:  # overlapping
            window = last.trimmed(max(since_ns, last.since_ns), min(until_ns, last.until_ns))
            if since_ns < last.since_ns:
                window.add(r for r in self.spans(since_ns=since_ns, until_ns=last.since_ns))
            if until_ns > last.until_ns:
                window.add(r for r in self.spans(since_ns=last.until_ns, until_ns=until_ns))
            window.since_ns, window.until_ns = since_ns, until_ns
        else:
            window = _Window(since_ns, until_ns)
            window.add(self.spans(since_ns=since_ns, until_ns=until_ns))
        self._window = window
        return window

    def subgraph_spans(self, cases: Sequence[CaseRef], stats: SubgraphStats | None = None) -> list[SpanRecord]:
        """The lineage subgraph of ``cases`` (see :meth:`TraceSource.subgraph_spans`), selected from the spans of the
        group's time window, fetched once: Phoenix cannot filter spans by the variable ids in their events."""
        stats = stats if stats is not None else SubgraphStats()
        if not cases:
            return []
        before = self.requests
        until = max(c.time_ns for c in cases)
        since = min(c.time_ns for c in cases) - self.lookback_ns
        window = self.window(since, until)
        out = super().subgraph_spans(cases, stats)
        stats.queries = self.requests - before
        stats.extra["window_spans"] = len(window.spans)
        return out

    def spans_of_traces(self, trace_ids: Sequence[str], since_ns: int, until_ns: int) -> list[SpanRecord]:
        window = self._window
        if window is None or not window.covers(since_ns, until_ns):
            return self._trace_spans(trace_ids, since_ns, until_ns)
        return [r for t in trace_ids for r in window.by_trace.get(t, ()) if since_ns <= r.start_ns <= until_ns]

    def spans_touching(self, var_ids: Sequence[str], since_ns: int, until_ns: int) -> list[SpanRecord]:
        window = self._window
        if window is None or not window.covers(since_ns, until_ns):
            window = self.window(since_ns, until_ns)
        seen: set[tuple[str, str]] = set()
        out = []
        for var in var_ids:
            for rec in window.by_var.get(var, ()):
                if rec.key not in seen and since_ns <= rec.start_ns <= until_ns:
                    seen.add(rec.key)
                    out.append(rec)
        return out


__all__ = ["PhoenixSource", "span_record", "parse_time_ns", "format_time", "is_failed_outcome", "touched_var_ids"]
