"""``instrument()``: the one line. Sets up tracing from the standard OTEL_* variables (unless the app already did)
and enables every memtrace instrumentation whose target library is installed."""

from __future__ import annotations

import logging
import os
import sys
import threading
from dataclasses import dataclass, field
from typing import Any, Iterable, Optional

from opentelemetry import trace

from . import api, config

logger = logging.getLogger("memtrace_otel")

ENTRY_POINT_GROUP = "opentelemetry_instrumentor"
ENTRY_POINT_PREFIX = "memtrace_"


@dataclass
class InstrumentResult:
    """What ``instrument()`` did, by instrumentation short name; each name is in exactly one of the three."""

    tracer_provider: Any
    created_provider: bool
    instrumented: list[str] = field(default_factory=list)  # enabled now: the app had imported the library
    skipped: dict[str, str] = field(default_factory=dict)  # name -> why it will not record (not installed, ...)
    deferred: list[str] = field(default_factory=list)  # installed, enabled the moment the app imports the library

    @property
    def available(self) -> list[str]:
        """Every instrumentation that records: enabled now or waiting for its library's import."""
        return sorted(set(self.instrumented) | set(self.deferred))

    def summary(self) -> str:
        parts = [f"enabled now: {', '.join(self.instrumented) or 'none'}",
                 f"enabled when the app imports the library: {', '.join(self.deferred) or 'none'}"]
        if self.skipped:
            parts.append("skipped: " + "; ".join(f"{k} ({v})" for k, v in sorted(self.skipped.items())))
        return "memtrace instrumentations: " + " | ".join(parts)


_state: dict[str, Any] = {"instrumentors": {}, "pending": {}, "provider": None, "created": False, "processors": [],
                          "exporter_keys": set()}


def make_exporter(kind: str, *, path: Optional[str] = None, endpoint: Optional[str] = None,
                  protocol: Optional[str] = None, headers: Optional[dict] = None):
    """Build a span exporter: ``otlp`` (protocol from OTEL_EXPORTER_OTLP_PROTOCOL), ``otlp_http``, ``otlp_grpc``,
    ``console``, ``file`` / ``memtrace_file`` (OTLP/JSON lines at ``path``) or ``none``; also the entry point names
    ``otlp_proto_http`` / ``otlp_proto_grpc`` that OTEL_TRACES_EXPORTER takes under ``opentelemetry-instrument``."""
    kind = (kind or "otlp").strip().lower()
    if kind == "none":
        return None
    if kind == "console":
        from opentelemetry.sdk.trace.export import ConsoleSpanExporter

        return ConsoleSpanExporter()
    if kind in ("file", "memtrace_file"):  # "memtrace_file" is also the opentelemetry_traces_exporter entry point
        from .exporters.file import OTLPJsonFileExporter

        return OTLPJsonFileExporter(path)  # path None: $MEMTRACE_FILE_PATH or ./memtrace-traces.jsonl
    if kind == "otlp":
        protocol = (protocol or os.environ.get("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL")
                    or os.environ.get("OTEL_EXPORTER_OTLP_PROTOCOL") or "http/protobuf").lower()
        kind = "otlp_grpc" if protocol == "grpc" else "otlp_http"
    kind = {"otlp_proto_http": "otlp_http", "otlp_proto_grpc": "otlp_grpc"}.get(kind, kind)
    if kind == "otlp_http":
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

        if endpoint and not endpoint.rstrip("/").endswith("/v1/traces"):
            endpoint = endpoint.rstrip("/") + "/v1/traces"
        return OTLPSpanExporter(endpoint=endpoint, headers=headers)
    if kind == "otlp_grpc":
        from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter

        return OTLPSpanExporter(endpoint=endpoint, headers=headers)
    raise ValueError(f"unknown exporter {kind!r}: use otlp, otlp_http, otlp_grpc, console, file or none")


class _CountingExporter:
    """Delegates to ``inner`` and counts the spans it did not accept, for the one line said at shutdown."""

    def __init__(self, inner: Any):
        self.inner = inner
        self.failed = 0
        self._lock = threading.Lock()

    def export(self, spans):
        from opentelemetry.sdk.trace.export import SpanExportResult

        try:
            result = self.inner.export(spans)
        except Exception:
            self._count(len(spans))
            raise
        if result is not SpanExportResult.SUCCESS:
            self._count(len(spans))
        return result

    def _count(self, n: int) -> None:
        with self._lock:
            self.failed += n

    def shutdown(self, timeout_millis: float = 30_000, **kwargs: Any) -> None:
        import inspect

        try:
            takes_timeout = "timeout_millis" in inspect.signature(self.inner.shutdown).parameters
        except (TypeError, ValueError):
            takes_timeout = False
        if takes_timeout:
            self.inner.shutdown(timeout_millis=timeout_millis)
        else:
            self.inner.shutdown()

    def force_flush(self, timeout_millis: int = 30_000) -> bool:
        flush = getattr(self.inner, "force_flush", None)
        return bool(flush(timeout_millis)) if flush else True

    def describe(self) -> str:
        where = getattr(self.inner, "_endpoint", None) or getattr(self.inner, "path", None)
        return f"{type(self.inner).__name__} ({where})" if where else type(self.inner).__name__


def _batch_span_processor_class():
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    class _Bounded(BatchSpanProcessor):
        """A BatchSpanProcessor whose shutdown (also the one at interpreter exit) waits at most ``shutdown_timeout``
        seconds for an unreachable backend, then says once how many spans were not exported."""

        def __init__(self, exporter: Any):
            self._memtrace_exporter = _CountingExporter(exporter)
            self._memtrace_reported = False
            super().__init__(self._memtrace_exporter)

        @property
        def exporter(self) -> Any:
            return self._memtrace_exporter.inner

        def shutdown(self, timeout_millis: Optional[float] = None) -> None:
            seconds = config.settings().shutdown_timeout
            bound = seconds * 1000
            if timeout_millis is not None:
                bound = min(bound, timeout_millis)
            inner = getattr(self, "_batch_processor", None)
            try:
                if inner is not None and hasattr(inner, "shutdown"):
                    inner.shutdown(timeout_millis=bound)
                else:  # pragma: no cover - another SDK layout
                    super().shutdown()
            finally:
                self._report_dropped(inner, bound / 1000)

        def _report_dropped(self, inner: Any, seconds: float) -> None:
            if self._memtrace_reported:
                return
            self._memtrace_reported = True
            worker = getattr(inner, "_worker_thread", None)
            if worker is not None:
                worker.join(0.2)  # the export the exporter's shutdown just interrupted ends now
            queued = len(getattr(inner, "_queue", ()) or ())
            dropped = self._memtrace_exporter.failed + queued
            if dropped:
                still = f", {queued} of them still queued when it ran out" if queued else ""
                logger.warning("memtrace: %d span(s) were not exported to %s (the backend did not accept them; the "
                               "shutdown flush waits at most %.1f s%s; MEMTRACE_SHUTDOWN_TIMEOUT or "
                               "instrument(shutdown_timeout=) sets it)", dropped, self._memtrace_exporter.describe(),
                               seconds, still)

    return _Bounded


def BoundedBatchSpanProcessor(exporter: Any) -> Any:  # noqa: N802 - a class factory
    """The span processor ``instrument()`` adds: batch export, shutdown bounded (``MEMTRACE_SHUTDOWN_TIMEOUT``,
    3 s by default), one warning with the count of spans the backend never got."""
    global _BOUNDED
    if _BOUNDED is None:
        _BOUNDED = _batch_span_processor_class()
    return _BOUNDED(exporter)


_BOUNDED: Any = None


def _service_name_in_env() -> bool:
    if os.environ.get("OTEL_SERVICE_NAME", "").strip():
        return True
    pairs = os.environ.get("OTEL_RESOURCE_ATTRIBUTES", "").split(",")
    return any(p.split("=", 1)[0].strip() == "service.name" for p in pairs if "=" in p)


def _exporters_from_env() -> list[str]:
    raw = os.environ.get("OTEL_TRACES_EXPORTER", "otlp")
    return [part.strip() for part in raw.split(",") if part.strip()]


def _setup_provider(service_name: Optional[str], exporter: Any, path: Optional[str], endpoint: Optional[str],
                    tracer_provider: Any) -> tuple[Any, bool]:
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter

    if tracer_provider is not None:
        provider, created = tracer_provider, False
    else:
        current = trace.get_tracer_provider()
        if not isinstance(current, trace.ProxyTracerProvider):
            # the app (or opentelemetry-instrument) already set one, maybe a NoOpTracerProvider to disable tracing:
            # respect it as it is
            provider, created = current, False
        else:
            attrs = {}
            if service_name or not _service_name_in_env():
                attrs["service.name"] = service_name or "memtrace-app"
            provider = TracerProvider(resource=Resource.create(attrs))  # OTEL_SERVICE_NAME / RESOURCE_ATTRIBUTES
            created = True
    # An app that set up its own provider keeps it as it is, unless it explicitly asked us for an exporter.
    if not created and exporter is None:
        return provider, created
    if not created and not hasattr(provider, "add_span_processor"):
        logger.warning("memtrace: the tracer provider %r takes no span processors; exporter %r not added",
                       provider, exporter)
        return provider, created
    if isinstance(exporter, SpanExporter):
        wanted = [((id(provider), id(exporter)), exporter)]
    else:
        names = [exporter] if isinstance(exporter, str) else _exporters_from_env()
        wanted = [((id(provider), name.strip().lower(), path, endpoint, os.environ.get("MEMTRACE_FILE_PATH")), name)
                  for name in names]
    for key, what in wanted:
        if key in _state["exporter_keys"]:
            continue  # instrument() called again with the same exporter: do not export every span twice
        try:
            exp = what if isinstance(what, SpanExporter) else make_exporter(what, path=path, endpoint=endpoint)
        except ValueError:
            if isinstance(exporter, str):
                raise  # instrument(exporter="nonsense"): the caller's mistake, said at once
            logger.warning("memtrace: OTEL_TRACES_EXPORTER names an unknown exporter %r; spans are not exported "
                           "there (the application continues)", what)
            continue
        except OSError as exc:  # the trace file cannot be written: parent is a file, a directory, no permission
            logger.warning("memtrace: cannot write traces to %r (%s: %s); spans are not exported there and the "
                           "application continues. Give instrument(path=...) or MEMTRACE_FILE_PATH a writable "
                           "file.", path or os.environ.get("MEMTRACE_FILE_PATH") or "memtrace-traces.jsonl",
                           type(exc).__name__, exc.strerror or exc)
            continue
        _state["exporter_keys"].add(key)
        if exp is not None:
            processor = BoundedBatchSpanProcessor(exp)
            provider.add_span_processor(processor)
            _state["processors"].append(processor)
    if created:
        trace.set_tracer_provider(provider)  # the SDK provider flushes at interpreter exit (shutdown_on_exit)
    return provider, created


# instrument() never imports a library the app has not imported (litellm alone takes seconds, all of them together
# ~10 s): it patches the library the moment the app imports the instrumentor's ``trigger_module`` (a wrapt post-import
# hook), or at once when it is already imported.
def trigger_modules() -> dict[str, str]:
    """The module whose import enables each instrumentation, by short name (from each instrumentor's
    ``trigger_module``; loading an instrumentor imports none of the libraries)."""
    found = {}
    for short, ep in available_instrumentors().items():
        try:
            found[short] = ep.load().trigger_module
        except Exception:
            continue
    return found


def _enable(short: str, instrumentor: Any, provider: Any) -> None:
    if not instrumentor.is_instrumented_by_opentelemetry:
        instrumentor.instrument(tracer_provider=provider, skip_dep_check=True)
    _state["instrumentors"][short] = instrumentor


def _defer(short: str, instrumentor: Any, provider: Any, module: str) -> None:
    import wrapt

    _state["pending"][short] = instrumentor

    def on_import(_module: Any) -> None:
        pending = _state["pending"].pop(short, None)
        if pending is None:  # uninstrument() came first
            return
        try:
            _enable(short, pending, provider)
        except Exception as exc:  # the app's import must go on
            logger.warning("memtrace: could not enable the %s instrumentation: %s", short, exc, exc_info=True)

    wrapt.register_post_import_hook(on_import, module)


def available_instrumentors() -> dict[str, Any]:
    """memtrace's entry points in the ``opentelemetry_instrumentor`` group, by short name (``mem0``, ``chromadb``…)."""
    from importlib.metadata import entry_points

    found = {}
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        if ep.name.startswith(ENTRY_POINT_PREFIX):
            found[ep.name[len(ENTRY_POINT_PREFIX):]] = ep
    return found


def _load_instrumentors(names: Optional[Iterable[str]], exclude: Iterable[str], provider: Any,
                        result: InstrumentResult) -> None:
    from opentelemetry.instrumentation.dependencies import get_dependency_conflicts

    wanted = set(names) if names is not None else None
    excluded = set(exclude or ())
    disabled = {d.strip() for d in os.environ.get("OTEL_PYTHON_DISABLED_INSTRUMENTATIONS", "").split(",")}
    for short, ep in sorted(available_instrumentors().items()):
        if wanted is not None and short not in wanted:
            continue
        if short in excluded:
            result.skipped[short] = "excluded (exclude=)"
            continue
        if ep.name in disabled or short in disabled:
            result.skipped[short] = "disabled by OTEL_PYTHON_DISABLED_INSTRUMENTATIONS"
            continue
        if short in _state["instrumentors"]:
            result.instrumented.append(short)
            continue
        if short in _state["pending"]:
            result.deferred.append(short)
            continue
        try:
            cls = ep.load()
            instrumentor = cls()
            conflict = get_dependency_conflicts(instrumentor.instrumentation_dependencies())
            if conflict is not None:
                result.skipped[short] = _conflict_reason(conflict)
                continue
            module = getattr(instrumentor, "trigger_module", "")
            if module and module not in sys.modules:
                _defer(short, instrumentor, provider, module)
                result.deferred.append(short)
            else:
                _enable(short, instrumentor, provider)
                result.instrumented.append(short)
        except Exception as exc:  # one broken instrumentation must not stop the others or the app
            logger.warning("memtrace: could not enable the %s instrumentation: %s", short, exc, exc_info=True)
            result.skipped[short] = f"error: {exc}"
    if wanted:
        for missing in sorted(wanted - set(available_instrumentors())):
            result.skipped[missing] = "no such memtrace instrumentation"


def _conflict_reason(conflict: Any) -> str:
    required = getattr(conflict, "required", None) or ", ".join(getattr(conflict, "required_any", None) or ())
    found = getattr(conflict, "found", None) or ", ".join(getattr(conflict, "found_any", None) or ())
    if not found:
        return f"not installed (needs {required})"
    return f"needs {required}, found {found}"


def instrument(*, service_name: Optional[str] = None, capture_content: Optional[bool] = None,
               exporter: Any = None, path: Optional[str] = None, endpoint: Optional[str] = None,
               instrumentations: Optional[Iterable[str]] = None, exclude: Iterable[str] = (),
               tracer_provider: Any = None, redactor: Any = None, max_content_length: Optional[int] = None,
               shutdown_timeout: Optional[float] = None) -> InstrumentResult:
    """Set up tracing (when the app has not) and enable memtrace instrumentations.

    - ``exporter``: "otlp" (default, from OTEL_TRACES_EXPORTER), "otlp_http", "otlp_grpc", "console", "file",
      "none", or a SpanExporter instance. ``path`` is the file exporter's output, ``endpoint`` the OTLP endpoint
      (default from OTEL_EXPORTER_OTLP_ENDPOINT).
    - ``capture_content``: record prompts, memories and messages (default from
      OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT, off). ``redactor(text, ctx) -> text | None``.
    - ``instrumentations``: only these (short names: mem0, litellm, chromadb, qdrant, langgraph_store,
      langchain_history, llamaindex_memory, evermemos, letta, zep, langmem, graphiti); ``exclude``: all but these.
    - ``shutdown_timeout``: seconds the exporters memtrace adds may take to flush at shutdown and at exit when the
      backend is unreachable (default MEMTRACE_SHUTDOWN_TIMEOUT, else 3); what they drop is counted in one warning.

    Never raises for a trace file that cannot be written or an unknown OTEL_TRACES_EXPORTER: it logs a warning and
    the application runs on without that exporter.
    """
    config.configure(capture_content=capture_content, redactor=redactor, max_content_length=max_content_length,
                     shutdown_timeout=shutdown_timeout)
    provider, created = _setup_provider(service_name, exporter, path, endpoint, tracer_provider)
    _state["provider"], _state["created"] = provider, created
    api.set_tracer_provider(provider)
    result = InstrumentResult(provider, created)
    _load_instrumentors(instrumentations, exclude, provider, result)
    logger.info("%s", result.summary())
    return result


def uninstrument() -> None:
    """Disable every instrumentation ``instrument()`` enabled; every patched attribute is restored."""
    _state["pending"].clear()  # instrumentations still waiting for their library's import never fire
    for short, instrumentor in list(_state["instrumentors"].items()):
        try:
            instrumentor.uninstrument()
        except Exception:
            logger.warning("memtrace: could not uninstrument %s", short, exc_info=True)
        _state["instrumentors"].pop(short, None)


def force_flush(timeout_millis: int = 30000) -> bool:
    """Export what is buffered; returns within ``timeout_millis`` (False if the export did not finish by then — the
    SDK's batch processor does not bound its own flush, so against an unreachable backend it runs on in the
    background)."""
    provider = _state["provider"] or trace.get_tracer_provider()
    flush = getattr(provider, "force_flush", None)
    if flush is None:
        return True
    outcome: list = []
    done = threading.Event()

    def run() -> None:
        try:
            outcome.append(bool(flush(timeout_millis)))
        except Exception:
            logger.warning("memtrace: force_flush failed", exc_info=True)
            outcome.append(False)
        finally:
            done.set()

    threading.Thread(target=run, name="memtrace-force-flush", daemon=True).start()
    if not done.wait(max(0, timeout_millis) / 1000):
        logger.warning("memtrace: force_flush did not finish within %d ms (is the backend reachable?)", timeout_millis)
        return False
    return outcome[0]


def shutdown() -> None:
    """Flush and stop the exporters ``instrument()`` added (the app's own provider is left running)."""
    uninstrument()
    for processor in _state["processors"]:
        try:
            processor.shutdown()
        except Exception:
            pass
    _state["processors"].clear()
    _state["exporter_keys"].clear()
    api.set_tracer_provider(None)
