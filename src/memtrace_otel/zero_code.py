"""Zero-code support: ``opentelemetry-instrument python app.py`` works with memtrace-otel alone.

``opentelemetry-instrument`` loads the first ``opentelemetry_configurator`` entry point to set up the SDK from the
OTEL_* variables; without ``opentelemetry-distro`` installed there is none and spans go nowhere. memtrace-otel
registers this one (the same thing the distro's configurator does). With the distro installed too, whichever loads
first configures the SDK and the other is skipped with a warning; set ``OTEL_PYTHON_CONFIGURATOR=memtrace`` to choose.

Our instrumentations themselves are found through the ``opentelemetry_instrumentor`` entry points (``memtrace_*``).
``opentelemetry-instrument`` instruments every installed one before the application's first line runs; a memtrace
instrumentation whose library the application has not imported yet waits for that import (as ``instrument()``
does) instead of importing the library there and then. So settings the application makes at its top, before its
own imports — litellm's ``LITELLM_LOCAL_MODEL_COST_MAP`` / ``LITELLM_OFFLINE_MODE``, ``MEM0_TELEMETRY``,
``ANONYMIZED_TELEMETRY`` — are in place when the library is imported, and unused libraries are never imported.
"""

from __future__ import annotations

import logging
import sys
from typing import Any

from opentelemetry.sdk._configuration import _OTelSDKConfigurator

logger = logging.getLogger("memtrace_otel")

_AUTO_LOADER = "opentelemetry.instrumentation.auto_instrumentation._load"


def auto_instrumenting() -> bool:
    """True while ``opentelemetry-instrument`` loads the instrumentors (before the application runs)."""
    frame = sys._getframe(1)
    for _ in range(40):
        if frame is None:
            return False
        if frame.f_globals.get("__name__") == _AUTO_LOADER:
            return True
        frame = frame.f_back
    return False


def defer_to_import(instrumentor: Any, kwargs: dict) -> bool:
    """Under ``opentelemetry-instrument``: when the instrumentor's library is not imported yet, instrument it the
    moment the application imports it, and return True (nothing imported now). False: instrument now."""
    if not auto_instrumenting():
        return False
    module = getattr(instrumentor, "trigger_module", "")
    if not module or module in sys.modules:
        return False
    if getattr(instrumentor, "_memtrace_waiting", False):
        return True
    import wrapt

    instrumentor._memtrace_waiting = True

    def on_import(_module: Any) -> None:
        if not getattr(instrumentor, "_memtrace_waiting", False):
            return  # uninstrument() came first
        instrumentor._memtrace_waiting = False
        try:
            instrumentor.instrument(**kwargs)
        except Exception as exc:  # the application's import must go on
            logger.warning("memtrace: could not instrument %s: %s", module, exc, exc_info=True)

    wrapt.register_post_import_hook(on_import, module)
    logger.debug("memtrace: %s waits for the application to import %s", type(instrumentor).__name__, module)
    return True


class MemtraceConfigurator(_OTelSDKConfigurator):
    """The SDK's standard configurator: TracerProvider, batch processors and exporters from OTEL_* variables.

    One difference: ``OTEL_TRACES_EXPORTER=memtrace_file`` with a trace file that cannot be written (its parent is a
    file, the path is a directory, no permission) is left out with one warning, as ``instrument()`` does, instead of
    the whole SDK set-up failing with a traceback (the application then ran with no tracing at all)."""

    def _configure(self, **kwargs: Any) -> None:
        _drop_unwritable_file_exporter()
        super()._configure(**kwargs)


def _drop_unwritable_file_exporter() -> None:
    import os

    names = [n.strip() for n in os.environ.get("OTEL_TRACES_EXPORTER", "").split(",") if n.strip()]
    if "memtrace_file" not in names:
        return
    from .exporters.file import DEFAULT_FILE_PATH, ENV_FILE_PATH

    path = os.environ.get(ENV_FILE_PATH) or DEFAULT_FILE_PATH
    try:
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        with open(path, "a", encoding="utf-8"):
            pass
    except OSError as exc:
        logger.warning("memtrace: cannot write traces to %r (%s: %s); the memtrace_file exporter is left out and "
                       "the application continues. Set MEMTRACE_FILE_PATH to a writable file.", path,
                       type(exc).__name__, exc.strerror or exc)
        kept = [n for n in names if n != "memtrace_file"]
        os.environ["OTEL_TRACES_EXPORTER"] = ",".join(kept) or "none"
