"""The manual API: open a memory operation of a given kind and declare the variables it reads and writes.

    from memtrace_otel import operation, Variable

    with operation("retrieve", "kb.search", system="my_rag", user_id="alice") as op:
        op.input("query:42", question, kind="query", relation="derived_from")
        for rank, hit in enumerate(hits):
            op.input(hit.id, hit.text, kind="memory_record", rank=rank, score=hit.score)   # relation "reads"

    with operation("write", "kb.add") as op:
        op.output("doc-7", text, kind="memory_record")   # v1 "create", or v(n+1) "update" if the content changed

``operation`` works as ``with`` and ``async with``; :func:`traced_operation` is the decorator form (sync, async,
generators). Inputs passed as ``inputs=[Variable(...)]`` are declared at span start, so their lineage links exist
when samplers run; inputs declared later are added with ``Span.add_link``.
"""

from __future__ import annotations

import contextvars
import functools
import inspect
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping, Optional, Sequence

from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.instrumentation.utils import is_instrumentation_enabled
from opentelemetry.trace import Link, SpanContext, SpanKind, Status, StatusCode, TraceFlags

from . import capture, lineage
from . import semconv as sc
from .config import settings
from .guard import dont_throw, log_once
from .variables_codec import INPUT_KEYS, OUTPUT_KEYS, Columns

MISSING: Any = object()
# kinds that enter a memory system from outside: first seen as an input, they are version 1 of themselves
ROOT_INPUT_KINDS = frozenset({"message", "query", "prompt", "feedback"})

# The current operation lives in the OpenTelemetry context next to the span: one attach per operation, and anything
# that propagates OTel context (copy_context, the threading instrumentation, bind_context) carries both together.
_CURRENT_OP_KEY = otel_context.create_key("memtrace-operation")
_last_answer: contextvars.ContextVar[Optional["Operation"]] = contextvars.ContextVar("memtrace_last_answer",
                                                                                     default=None)
_last_answer_global: list = [None]  # fallback across contexts (e.g. an outcome recorded from another task)

_tracer_provider: Any = None
_tracer: Any = None
# The tracer of the instrumentation whose wrapper is running (each instrumentor gets its own from the provider given
# to ``XInstrumentor().instrument(tracer_provider=tp)``); unset outside instrumented calls.
_active_tracer: contextvars.ContextVar[Any] = contextvars.ContextVar("memtrace_active_tracer", default=None)


def set_tracer_provider(provider: Any) -> None:
    """Use ``provider`` for memtrace spans of the manual API and ``record_outcome`` (``instrument()`` calls this);
    None = the global provider. Instrumentors get their tracer from the provider given to their own ``instrument``."""
    global _tracer_provider, _tracer
    _tracer_provider = provider
    _tracer = None


def make_tracer(name: str, provider: Any = None) -> trace.Tracer:
    """A tracer for the instrumentation scope ``name`` from ``provider`` (None: the global provider), with memtrace's
    version and schema URL, as OpenTelemetry contrib instrumentations get theirs."""
    from . import __version__

    return trace.get_tracer(name, __version__, provider, schema_url=sc.SCHEMA_URL)


def get_tracer() -> trace.Tracer:
    active = _active_tracer.get()
    if active is not None:
        return active
    global _tracer
    if _tracer is None:
        _tracer = make_tracer(sc.TRACER_NAME, _tracer_provider)
    return _tracer


def use_tracer(tracer: Any) -> contextvars.Token:
    """Make ``tracer`` the one memtrace operations start their spans with in this context (until ``reset_tracer``)."""
    return _active_tracer.set(tracer)


def reset_tracer(token: contextvars.Token) -> None:
    _active_tracer.reset(token)


def tracing_enabled() -> bool:
    """False when instrumentation is suppressed or memtrace's tracer is a no-op (no SDK, NoOpTracerProvider,
    OTEL_SDK_DISABLED): callers skip all span work then."""
    if not is_instrumentation_enabled():
        return False
    tracer = get_tracer()
    if isinstance(tracer, trace.ProxyTracer):  # no global provider yet: a no-op until one is set
        tracer = getattr(tracer, "_tracer", tracer)
    return not isinstance(tracer, trace.NoOpTracer)


def current_operation() -> Optional["Operation"]:
    """The innermost memtrace operation open in this context (instrumentations use it to avoid double spans)."""
    return otel_context.get_value(_CURRENT_OP_KEY)


def last_answer_operation() -> Optional["Operation"]:
    return _last_answer.get() or _last_answer_global[0]


@dataclass(frozen=True)
class Variable:
    """A variable version an operation reads (input) or writes (output)."""

    id: str
    content: Any = MISSING
    kind: str = "other"
    version: Optional[int] = None
    relation: Optional[str] = None  # inputs: reads | derived_from | updates | deletes | evicted_to | context_of
    change: Optional[str] = None  # outputs: create | update | delete | unchanged | derive (None = inferred)
    rank: Optional[int] = None
    score: Optional[float] = None
    producer: Optional[tuple[str, str]] = None  # (trace_id hex, span_id hex) of the span that wrote this version
    hash: Optional[str] = None
    source_ids: Sequence[str] = ()
    said_at: Optional[str] = None  # when the app says it was said (a message's own time), recorded with content

    def __post_init__(self) -> None:  # None where a user would pass it means "not given"
        if self.kind is None:
            object.__setattr__(self, "kind", "other")
        if self.source_ids is None:
            object.__setattr__(self, "source_ids", ())


@dataclass(frozen=True)
class VarRef:
    """What a declaration resolved to."""

    id: str
    version: int
    hash: str
    change: Optional[str] = None

    @property
    def node_id(self) -> str:
        return lineage.node_id(self.id, self.version)


def _hex_ids(span: Any) -> tuple[str, str]:
    ctx = span.get_span_context()
    return format(ctx.trace_id, "032x"), format(ctx.span_id, "016x")


_SAMPLED = TraceFlags(0x01)


def _link_for(trace_id: str, span_id: str, relation: str, var_id: str, version: int) -> Optional[Link]:
    try:
        ctx = SpanContext(int(trace_id, 16), int(span_id, 16), is_remote=True, trace_flags=_SAMPLED)
    except (TypeError, ValueError):
        return None
    if not ctx.is_valid:
        return None
    return Link(ctx, {sc.LINK_RELATION: relation, sc.VAR_ID: var_id, sc.VAR_VERSION: int(version)})


def _no_id(var_id: Any, method: str) -> bool:
    """A declaration without an id (None or "") would merge unrelated variables into one: skipped, and said once."""
    if var_id is None or var_id == "":
        log_once(f"api.{method}.no_id", "memtrace: Operation.%s() got var_id=%r; that declaration is skipped (a "
                 "variable needs an id) (logged once)", method, var_id, exc_info=False)
        return True
    return False


_LOOKUP: Any = object()


def _resolve(var_id: str, content: Any, kind: str, version: Optional[int], producer: Optional[tuple[str, str]],
             hash_: Optional[str], state: Any = _LOOKUP) -> tuple[int, str, Optional[tuple[str, str]]]:
    """(version, hash, producer) of an input: what the caller gave, else what this process's registry knows
    (``state``: the registry's entry for ``var_id`` when the caller looked it up already)."""
    if version is not None and hash_ and producer is not None:
        return version, hash_, producer  # everything given (a store read resolved from the record): no lookup
    if state is _LOOKUP:
        state = lineage.REGISTRY.current(var_id)
    if not hash_:
        if content is not MISSING:
            hash_ = capture.content_hash(content)
        else:
            hash_ = state.hash if state is not None and (version is None or state.version == version) else ""
    if version is None:
        if state is not None:
            version = state.version
        elif kind in ROOT_INPUT_KINDS and hash_:
            # a message or query enters the system here: it is version 1 of itself, with no producer
            version, _ = lineage.REGISTRY.write(var_id, hash_, "", "", kind=kind)
        else:
            version = 0  # unknown here (written by another process or before we started): the graph resolves it
    if producer is None and state is not None and state.version == version and state.trace_id:
        producer = (state.trace_id, state.span_id)
    return version, hash_, producer


class Operation:
    """One traced memory operation (a span). Use through :func:`operation` or :func:`traced_operation`."""

    def __init__(self, kind: str, name: Optional[str] = None, *, system: Optional[str] = None,
                 operation_name: Optional[str] = None, provider: Optional[str] = None,
                 store_id: Optional[str] = None, record_id: Optional[str] = None, user_id: Any = None,
                 agent_id: Any = None, run_id: Any = None, conversation_id: Any = None,
                 inputs: Iterable[Variable] = (), attributes: Optional[Mapping[str, Any]] = None,
                 span_kind: SpanKind = SpanKind.INTERNAL, span_name: Optional[str] = None,
                 adopt: Any = None, keep_attributes: Iterable[str] = ()):
        # Only cheap assignments here: attributes are built in start(), and only when tracing is on, so a
        # suppressed or disabled operation costs about one context lookup.
        self.kind = kind if kind in sc.OP_KINDS else sc.KIND_OTHER
        self.name = name or self.kind
        self.system = system
        self.operation_name = operation_name
        self._span_name = span_name or operation_name or self.name
        self._setup = (provider, store_id, record_id, user_id, agent_id, run_id, conversation_id, attributes)
        self._span_kind = span_kind if span_kind is not None else SpanKind.INTERNAL
        self._pending_inputs = list(inputs) if inputs else []
        self.span: Any = trace.INVALID_SPAN
        self.recording = False
        # a span another instrumentation started for the same call: we record on it instead of starting our own
        self._borrowed: Any = adopt
        self._keep = frozenset(keep_attributes or ())
        self._started = False
        self._ended = False
        self._tokens: list = []
        # what an instrumentation keeps between a wrapped call's start and its finish (never recorded), and the
        # instrumentation family whose wrappers skip calls nested inside this operation
        self.call_state: dict[str, Any] = {}
        self.family: Optional[str] = None
        # the declared variables, written as span-attribute columns once at end (variables_codec, encoding v2)
        self._in_cols = Columns(INPUT_KEYS)
        self._out_cols = Columns(OUTPUT_KEYS)
        self._declared: set[tuple[str, str]] = set()  # (role, node_id) already declared
        self._detailed = 0  # declarations recorded with every field (the rest: id and hash, up to the id cap)
        self._var_dropped = 0
        self._links = 0  # lineage links added (start-time and later), at most max_links
        self._links_dropped = 0
        self._records_dropped = 0
        self.trace_id = ""
        self.span_id = ""
        self.answer: Optional[VarRef] = None

    # ------------------------------------------------------------------ setup
    def _build_attrs(self) -> dict[str, Any]:
        provider, store_id, record_id, user_id, agent_id, run_id, conversation_id, attributes = self._setup
        a: dict[str, Any] = {}
        # ids and scope first: backends with attribute caps drop the last ones
        a[sc.MEMTRACE_OP_KIND] = self.kind
        a[sc.MEMTRACE_OP_NAME] = str(self.name)
        a[sc.MEMTRACE_OP_STAGE] = sc.STAGE_OF_KIND.get(self.kind, sc.STAGE_CONSTRUCTION)
        a[sc.MEMTRACE_OP_SEQ] = lineage.next_seq()
        a[sc.MEMTRACE_OP_PROCESS] = lineage.PROCESS_ID
        if self.operation_name:
            a[sc.GEN_AI_OPERATION_NAME] = str(self.operation_name)
        if provider:
            a[sc.GEN_AI_PROVIDER_NAME] = str(provider)
        if self.system:
            a[sc.MEMTRACE_OP_SYSTEM] = str(self.system)
        if store_id not in (None, ""):
            a[sc.GEN_AI_MEMORY_STORE_ID] = str(store_id)
        if record_id not in (None, ""):
            a[sc.GEN_AI_MEMORY_RECORD_ID] = str(record_id)
        if user_id is not None or agent_id is not None or run_id is not None or conversation_id is not None:
            for key, value in ((sc.MEMTRACE_SCOPE_USER_ID, user_id), (sc.MEMTRACE_SCOPE_AGENT_ID, agent_id),
                               (sc.MEMTRACE_SCOPE_RUN_ID, run_id), (sc.GEN_AI_CONVERSATION_ID, conversation_id)):
                if value not in (None, ""):
                    a[key] = str(value)
            key = lineage.scope_key(user_id, agent_id, run_id, conversation_id)
            if key:
                a[sc.MEMTRACE_SCOPE_KEY] = key
        a[sc.MEMTRACE_CONTENT_CAPTURED] = capture.capture_enabled()
        a[sc.OPENINFERENCE_SPAN_KIND] = sc.OPENINFERENCE_KIND_OF_OP.get(self.kind, "CHAIN")
        if attributes:
            for k, v in attributes.items():
                if v is not None:
                    a[k] = v
        return a

    # ------------------------------------------------------------------ lifecycle
    def start(self, attach: bool = True, *, _enabled: bool = False) -> "Operation":
        """Open the span (``_enabled``: the caller has just seen :func:`tracing_enabled` true, in this context)."""
        if self._started:
            return self
        self._started = True
        if not _enabled and not tracing_enabled():
            self._pending_inputs = []
            return self  # suppressed or no-op tracer: nothing recorded, nothing attached
        try:
            attrs = self._build_attrs()
            links, pending = self._links_for_pending()
            if self._borrowed is not None:
                self.span = self._borrowed
                self.span.set_attributes({k: v for k, v in attrs.items() if k not in self._keep})
                for link in links:
                    if hasattr(self.span, "add_link"):
                        self.span.add_link(link.context, link.attributes)
            else:
                self.span = get_tracer().start_span(self._span_name, kind=self._span_kind, attributes=attrs,
                                                    links=links)
            self.recording = self.span.is_recording()
            if self.recording:
                self.trace_id, self.span_id = _hex_ids(self.span)
                capture.note_structural_only()
                for var, resolved, link_added in pending:
                    self._emit_input(var, resolved, link_added=link_added)
        except Exception:
            log_once("api.start", "memtrace: could not start operation span (logged once)")
        if attach:
            self.activate()
        return self

    def adopt(self, span: Any, *, keep_attributes: Iterable[str] = (), attach: bool = True) -> "Operation":
        """Start this operation on ``span``, a span another instrumentation (OpenLLMetry, OpenInference) started for
        the same call, instead of emitting a second span: our attributes, variable events and lineage links go on
        it. Attributes named in ``keep_attributes`` keep the owner's values. The owner ends the span and records
        its exception; :meth:`end` only finishes our part."""
        self._borrowed = span
        self._keep = frozenset(keep_attributes or ())
        return self.start(attach)

    def activate(self) -> None:
        """Make this operation the current span (generators activate it only while their body runs)."""
        if self.span is trace.INVALID_SPAN:
            return
        try:
            ctx = otel_context.set_value(_CURRENT_OP_KEY, self, trace.set_span_in_context(self.span))
            self._tokens.append(otel_context.attach(ctx))
        except Exception:
            log_once("api.activate", "memtrace: could not activate operation (logged once)")

    def end(self, exc: Optional[BaseException] = None) -> None:
        if self._ended:
            return
        self._ended = True
        try:
            if self.recording:
                try:  # a failure here must not keep the span from ending
                    if exc is not None and self._borrowed is not None:
                        self.span.set_attribute(sc.ERROR_TYPE, type(exc).__qualname__)
                    elif exc is not None:
                        self._record_error(exc)
                    self._flush_variables()
                    if self.kind == sc.KIND_GENERATE:
                        _last_answer.set(self)
                        _last_answer_global[0] = self
                except Exception:
                    log_once("api.end.attributes", "memtrace: could not finish operation attributes (logged once)")
            if self.span is not trace.INVALID_SPAN and self._borrowed is None:
                self.span.end()
        except Exception:
            log_once("api.end", "memtrace: could not end operation span (logged once)")
        finally:
            self._detach()

    def deactivate(self) -> None:
        self._detach()

    def _detach(self) -> None:
        while self._tokens:
            token = self._tokens.pop()
            try:
                otel_context.detach(token)
            except Exception:  # detaching in another context (e.g. generator closed elsewhere): harmless
                pass

    def _record_error(self, exc: BaseException) -> None:
        self.span.set_attribute(sc.ERROR_TYPE, type(exc).__qualname__)
        self.span.record_exception(exc)
        self.span.set_status(Status(StatusCode.ERROR, f"{type(exc).__name__}: {exc}"[:512]))

    def __enter__(self) -> "Operation":
        return self.start()

    def __exit__(self, exc_type, exc, tb) -> bool:
        self.end(exc)
        return False

    async def __aenter__(self) -> "Operation":
        return self.start()

    async def __aexit__(self, exc_type, exc, tb) -> bool:
        self.end(exc)
        return False

    # ------------------------------------------------------------------ declarations
    def _resolve_input(self, var: Variable) -> tuple[int, str, Optional[tuple[str, str]]]:
        return _resolve(var.id, var.content, var.kind, var.version, var.producer, var.hash)

    def _links_for_pending(self) -> tuple[list, list]:
        links, pending = [], []
        if not self._pending_inputs:
            return links, pending
        own_trace = None  # looked up at the first producer (inputs entering here, e.g. new messages, have none)
        max_links = settings().max_links
        for var in self._pending_inputs:
            try:
                resolved = self._resolve_input(var)
            except Exception:
                continue
            version, _, producer = resolved
            link_added = True  # a start-time declaration never adds a link later
            if producer is not None and own_trace is None:
                # the trace the span will join (its parent's, or the borrowed span's); a new root trace: every
                # producer is in another trace
                parent = self._borrowed if self._borrowed is not None else trace.get_current_span()
                parent_ctx = parent.get_span_context()
                own_trace = format(parent_ctx.trace_id, "032x") if parent_ctx.is_valid else ""
            if producer is not None and producer[0] != own_trace:
                if len(links) < max_links:
                    link = _link_for(producer[0], producer[1], var.relation or sc.REL_READS, var.id, version)
                    if link is not None:
                        links.append(link)
                else:
                    self._links_dropped += 1
            pending.append((var, resolved, link_added))
        self._links = len(links)
        self._pending_inputs = []
        return links, pending

    @dont_throw
    def input(self, var_id: str, content: Any = MISSING, *, kind: str = "other", version: Optional[int] = None,
              relation: str = sc.REL_READS, rank: Optional[int] = None, score: Optional[float] = None,
              producer: Optional[tuple[str, str]] = None, hash: Optional[str] = None,
              said_at: Optional[str] = None) -> Optional[VarRef]:
        """Declare a variable version this operation consumes; links to its producer when known. ``said_at``: when
        the app says it was said (a message's own time), recorded with the content."""
        if self._started and not self.recording:
            return None  # suppressed, disabled or sampled out: nothing to do
        if _no_id(var_id, "input"):
            return None
        if kind is None or kind == "other":
            kind = "other"
            known = lineage.REGISTRY.current(str(var_id))
            kind = known.kind if known is not None and known.kind else kind
        if not self.recording:
            if not self._started:  # declared before start: becomes a start-time link
                self._pending_inputs.append(Variable(str(var_id), content, kind, version, relation, None, rank,
                                                     score, producer, hash))
            return None
        var_id = str(var_id)
        if not hash and content is not MISSING and type(content) is not str and capture.capture_enabled():
            content = capture.to_text(content)  # rendered once: the hash and the recorded content are of one text
        return self._emit(var_id, content, kind, relation, rank, score,
                          _resolve(var_id, content, kind, version, producer, hash), False, said_at)

    def read(self, var_id: str, content: Any = MISSING, **kw: Any) -> Optional[VarRef]:
        return self.input(var_id, content, relation=sc.REL_READS, **kw)

    def read_resolved(self, var_id: str, content: Any, kind: str, version: int, hash_: str,
                      producer: Optional[tuple[str, str]], state: Any, rank: Optional[int] = None,
                      score: Optional[float] = None) -> Optional[VarRef]:
        """``input(var_id, content, kind=kind, version=version, relation="reads", rank=rank, score=score,
        producer=producer, hash=hash_ or None)`` for a store read the caller resolved already: ``state`` is the
        registry entry it looked up for ``var_id`` (reused, not looked up again), ``content`` is MISSING or what
        ``input`` would record (with capture on, text). The same declaration, with less work per record."""
        if not self.recording or type(var_id) is not str or not var_id or not kind or kind == "other":
            return self.input(var_id, content, kind=kind, version=version, relation=sc.REL_READS, rank=rank,
                              score=score, producer=producer, hash=hash_ or None)
        try:
            return self._emit(var_id, content, kind, sc.REL_READS, rank, score,
                              _resolve(var_id, content, kind, version, producer, hash_, state), False)
        except Exception:  # what @dont_throw does for input()
            log_once(_INPUT_KEY, "memtrace: instrumentation error in %s (logged once; the application is "
                     "unaffected)", _INPUT_KEY)
            return None

    def reads_resolved(self, kind: str, reads: Sequence[tuple]) -> list:
        """:meth:`read_resolved` of each ``(var_id, content, version, hash_, producer, state, rank, score)`` in
        ``reads``, in order, for the records one store read returned: the same declarations, with the per-call work
        done once. Returns ``(var_id, version, hash)`` of each declaration, None where ``read_resolved`` returns
        None."""
        out: list = []
        if not self.recording or not kind or kind == "other":
            for var_id, content, version, hash_, producer, state, rank, score in reads:
                ref = self.read_resolved(var_id, content, kind, version, hash_, producer, state, rank, score)
                out.append(None if ref is None else (ref.id, ref.version, ref.hash))
            return out
        declared, columns, trace_id = self._declared, self._in_cols, self.trace_id
        capturing = capture.capture_enabled()
        for var_id, content, version, hash_, producer, state, rank, score in reads:
            if type(var_id) is not str or not var_id:
                ref = self.read_resolved(var_id, content, kind, version, hash_, producer, state, rank, score)
                out.append(None if ref is None else (ref.id, ref.version, ref.hash))
                continue
            try:  # _emit(var_id, content, kind, "reads", rank, score, _resolve(...), False), as read_resolved
                version, hash_, producer = _resolve(var_id, content, kind, version, producer, hash_, state)
                version = int(version)
                node = f"{var_id}@{version}"  # lineage.node_id
                key = ("input", node)
                if key not in declared:
                    declared.add(key)
                    detailed = self._admit()
                    if detailed:
                        if producer is not None and producer[0] != trace_id:
                            self._add_link(producer, sc.REL_READS, var_id, version)
                        text, truncated = (self._content(content, kind, var_id) if capturing
                                           else (None, False))  # _content: no text with capture off
                        columns.add(node, hash_, kind, sc.REL_READS, rank, score, producer, text, truncated, (),
                                    None)
                    elif detailed is not None:
                        columns.add_id(node, hash_)
                out.append((var_id, version, hash_))
            except Exception:  # what read_resolved does
                log_once(_INPUT_KEY, "memtrace: instrumentation error in %s (logged once; the application is "
                         "unaffected)", _INPUT_KEY)
                out.append(None)
        return out

    def _emit_input(self, var: Variable, resolved, *, link_added: bool) -> VarRef:
        return self._emit(var.id, var.content, var.kind, var.relation, var.rank, var.score, resolved, link_added,
                          var.said_at)

    def _emit(self, var_id: str, content: Any, kind: str, relation: Optional[str], rank: Optional[int],
              score: Optional[float], resolved: tuple, link_added: bool, said_at: Optional[str] = None) -> VarRef:
        version, hash_, producer = resolved
        relation = relation or sc.REL_READS
        version = int(version)
        node = f"{var_id}@{version}"  # lineage.node_id
        ref = VarRef(var_id, version, hash_)
        key = ("input", node)
        if key in self._declared:
            return ref
        self._declared.add(key)
        detailed = self._admit()
        if detailed is None:
            return ref
        if not detailed:
            self._in_cols.add_id(node, hash_)
            return ref
        if producer is not None and not link_added and producer[0] != self.trace_id:
            self._add_link(producer, relation, var_id, version)  # same trace: the producer column says it
        text, truncated = self._content(content, kind, var_id)
        self._in_cols.add(node, hash_, kind, relation, rank, score, producer, text, truncated, (), said_at)
        return ref

    def _admit(self) -> Optional[bool]:
        """True: record every field of the next declaration; False: id and hash only; None: past the id cap."""
        s = settings()
        if self._detailed < s.max_variables:
            self._detailed += 1
            return True
        if len(self._in_cols) + len(self._out_cols) < max(s.max_variable_ids, s.max_variables):
            return False
        self._var_dropped += 1
        return None

    def _add_link(self, producer: tuple[str, str], relation: str, var_id: str, version: int) -> None:
        if self._links >= settings().max_links:
            self._links_dropped += 1  # memtrace.lineage.dropped_count
            return
        link = _link_for(producer[0], producer[1], relation, var_id, version)
        if link is not None and hasattr(self.span, "add_link"):
            self._links += 1
            self.span.add_link(link.context, link.attributes)

    @dont_throw
    def output(self, var_id: str, content: Any = MISSING, *, kind: str = "other", change: Optional[str] = None,
               version: Optional[int] = None, hash: Optional[str] = None, source_ids: Sequence[str] = (),
               rank: Optional[int] = None, score: Optional[float] = None,
               said_at: Optional[str] = None) -> Optional[VarRef]:
        """Declare a variable version this operation produces. Writing an id that exists with other content makes a
        new version (``update``) and records the previous version as an input with relation ``updates``.
        ``said_at``: when the app says the content was said or written (a record's ``date`` metadata), recorded
        with the content (capture on) so dates relative to it ("next Tuesday") are read from that day."""
        if not self.recording or _no_id(var_id, "output"):
            return None
        var_id = str(var_id)
        kind = kind or "other"
        if hash:
            hash_ = hash
        elif content is not MISSING:
            if type(content) is not str and capture.capture_enabled():
                content = capture.to_text(content)  # rendered once: hashed and recorded as the same text
            hash_ = capture.content_hash(content)
        else:
            hash_ = capture.content_hash(var_id) if change == sc.CHANGE_DELETE else ""
        new_version, resolved, prev = lineage.REGISTRY.write_after(var_id, hash_, self.trace_id, self.span_id,
                                                                   change=change, version=version, kind=kind)
        if prev is not None and resolved in (sc.CHANGE_UPDATE, sc.CHANGE_DELETE) and prev.version < new_version:
            relation = sc.REL_DELETES if resolved == sc.CHANGE_DELETE else sc.REL_UPDATES
            producer = (prev.trace_id, prev.span_id) if prev.trace_id else None
            # the previous version as an input (what _emit_input of its Variable does, without building one)
            self._emit(var_id, MISSING, kind, relation, None, None, (prev.version, prev.hash, producer), False)
        node = f"{var_id}@{new_version}"  # lineage.node_id
        ref = VarRef(var_id, new_version, hash_, resolved)
        if kind == "answer":
            self.answer = ref
        if ("output", node) in self._declared:
            return ref
        self._declared.add(("output", node))
        detailed = self._admit()
        if detailed is None:
            return ref
        if not detailed:
            self._out_cols.add_id(node, hash_)
            return ref
        text, truncated = (self._content(content, kind, var_id) if resolved != sc.CHANGE_DELETE
                           else (None, False))
        self._out_cols.add(node, hash_, kind, resolved, rank, score, None, text, truncated, source_ids, said_at)
        return ref

    def update(self, var_id: str, content: Any = MISSING, *, kind: Optional[str] = "memory_record", **kw: Any):
        return self.output(var_id, content, kind=kind or "memory_record", change=kw.pop("change", None), **kw)

    def delete(self, var_id: str, *, kind: Optional[str] = "memory_record", **kw: Any):
        return self.output(var_id, MISSING, kind=kind or "memory_record", change=sc.CHANGE_DELETE, **kw)

    @staticmethod
    def _content(content: Any, kind: str, var_id: str) -> tuple[Optional[str], bool]:
        if content is MISSING:
            return None, False
        return capture.prepare_content(content, kind=kind, var_id=var_id)

    def _flush_variables(self) -> None:
        """Write the declared variables as span-attribute columns, in one SDK call (encoding v2)."""
        attrs: dict[str, Any] = {}
        self._in_cols.encode(attrs)
        self._out_cols.encode(attrs)
        dropped = self._var_dropped + self._records_dropped
        if dropped:
            attrs[sc.MEMTRACE_VARIABLES_DROPPED] = dropped
        if self._links_dropped:
            attrs[sc.MEMTRACE_LINEAGE_DROPPED] = self._links_dropped
        if attrs:
            self.span.set_attributes(attrs)

    # ------------------------------------------------------------------ attributes
    @dont_throw
    def set_attribute(self, key: str, value: Any) -> None:
        if self.recording and value is not None:
            self.span.set_attribute(key, value)

    @dont_throw
    def set_attributes(self, attributes: Optional[Mapping[str, Any]]) -> None:
        if self.recording and attributes:
            for k, v in attributes.items():
                if v is not None:
                    self.span.set_attribute(k, v)

    @dont_throw
    def set_content_attribute(self, key: str, value: Any, *, kind: str = "other") -> None:
        """Set an opt-in content attribute (query text, prompt): only when capture is on, redacted, truncated."""
        if not self.recording:
            return
        text, _ = capture.prepare_content(value, kind=kind)
        if text is not None:
            self.span.set_attribute(key, text)

    @dont_throw
    def set_records(self, records: Optional[Sequence[Mapping[str, Any]]]) -> None:
        """``gen_ai.memory.records`` (opt-in JSON array of {id, content, score, metadata}) with count always."""
        if not self.recording:
            return
        records = list(records or ())
        self.span.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, len(records))
        if not capture.capture_enabled():
            return
        s = settings()
        items = []
        for rec in records[: s.max_records]:
            item = dict(rec)
            if "content" in item:
                text, _ = capture.prepare_content(item["content"], kind="memory_record", var_id=str(item.get("id")))
                if text is None:
                    item.pop("content")
                else:
                    item["content"] = text
            items.append(item)
        text, dropped = capture.truncate_json_list(items, s.max_content_length * 4, s.max_records)
        self.span.set_attribute(sc.GEN_AI_MEMORY_RECORDS, text)
        dropped += max(0, len(records) - s.max_records)
        if dropped:
            self._records_dropped += dropped
            self.span.set_attribute(sc.MEMTRACE_VARIABLES_DROPPED, self._var_dropped + self._records_dropped)

    @property
    def span_context(self) -> Optional[SpanContext]:
        return self.span.get_span_context() if self.recording else None


_INPUT_KEY = f"{Operation.input.__module__}.{Operation.input.__qualname__}"  # @dont_throw's log key of input()


def operation(kind: str, name: Optional[str] = None, **kwargs: Any) -> Operation:
    """Open a memory operation span: ``with operation("extract", "myapp.extract_facts", user_id=u) as op: ...``."""
    return Operation(kind, name, **kwargs)


def traced_operation(kind: str, name: Optional[str] = None, *,
                     inputs: Optional[Callable[..., Iterable[Variable]]] = None,
                     outputs: Optional[Callable[[Any], Iterable[Variable]]] = None, **op_kwargs: Any):
    """Decorator form of :func:`operation` for sync, async, generator and async-generator functions.

    ``inputs(*args, **kwargs)`` returns the Variables read (declared at span start); ``outputs(result)`` returns
    those written (for generators: called with the list of yielded items). The function can reach its operation
    with :func:`current_operation`. Exceptions and return values pass through unchanged.
    """

    def declare_inputs(args, kwargs) -> list:
        if inputs is None:
            return []
        try:
            return list(inputs(*args, **kwargs) or ())
        except Exception:
            log_once("traced.inputs", "memtrace: inputs() callback raised (logged once)")
            return []

    def declare_outputs(op: Operation, result: Any) -> None:
        if outputs is None or not op.recording:
            return
        try:
            for var in outputs(result) or ():
                op.output(var.id, var.content, kind=var.kind, change=var.change, version=var.version,
                          hash=var.hash, source_ids=var.source_ids, rank=var.rank, score=var.score,
                          said_at=var.said_at)
        except Exception:
            log_once("traced.outputs", "memtrace: outputs() callback raised (logged once)")

    def decorate(func: Callable) -> Callable:
        op_name = name or getattr(func, "__qualname__", kind)

        def new_op(args, kwargs) -> Operation:
            if not tracing_enabled():  # skip the inputs() callback too
                return Operation(kind, op_name, **op_kwargs)
            return Operation(kind, op_name, inputs=declare_inputs(args, kwargs), **op_kwargs)

        if inspect.isasyncgenfunction(func):
            @functools.wraps(func)
            async def agen_wrapper(*args, **kwargs):
                # the span is current only while the generator body runs, never in the consumer between items
                op = new_op(args, kwargs).start(attach=False)
                agen = func(*args, **kwargs)
                items, error = [], None
                try:
                    while True:
                        op.activate()  # also a sampled-out span: its children must see they are sampled out
                        try:
                            item = await agen.__anext__()
                        except StopAsyncIteration:
                            break
                        finally:
                            op.deactivate()
                        items.append(item)
                        yield item
                except BaseException as exc:  # GeneratorExit / CancelledError included: the span still ends once
                    error = exc if not isinstance(exc, GeneratorExit) else None
                    raise
                finally:
                    try:
                        await agen.aclose()
                    finally:
                        if error is None:
                            declare_outputs(op, items)
                        op.end(error)
            return agen_wrapper

        if inspect.isgeneratorfunction(func):
            @functools.wraps(func)
            def gen_wrapper(*args, **kwargs):
                op = new_op(args, kwargs).start(attach=False)
                gen = func(*args, **kwargs)
                items, error = [], None
                try:
                    while True:
                        op.activate()  # also a sampled-out span: its children must see they are sampled out
                        try:
                            item = next(gen)
                        except StopIteration:
                            break
                        finally:
                            op.deactivate()
                        items.append(item)
                        yield item
                except BaseException as exc:
                    error = exc if not isinstance(exc, GeneratorExit) else None
                    raise
                finally:
                    try:
                        gen.close()
                    finally:
                        if error is None:
                            declare_outputs(op, items)
                        op.end(error)
            return gen_wrapper

        if inspect.iscoroutinefunction(func):
            @functools.wraps(func)
            async def async_wrapper(*args, **kwargs):
                with new_op(args, kwargs) as op:
                    result = await func(*args, **kwargs)
                    declare_outputs(op, result)
                    return result
            return async_wrapper

        @functools.wraps(func)
        def sync_wrapper(*args, **kwargs):
            with new_op(args, kwargs) as op:
                result = func(*args, **kwargs)
                declare_outputs(op, result)
                return result
        return sync_wrapper

    return decorate
