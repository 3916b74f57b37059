"""Zero-code support: ``opentelemetry-instrument python app.py`` works with memtrace-otel alone.

``opentelemetry-instrument`` loads the first ``opentelemetry_configurator`` entry point to set up the SDK from the
OTEL_* variables; without ``opentelemetry-distro`` installed there is none and spans go nowhere. memtrace-otel
registers this one (the same thing the distro's configurator does). With the distro installed too, whichever loads
first configures the SDK and the other is skipped with a warning; set ``OTEL_PYTHON_CONFIGURATOR=memtrace`` to choose.

Our instrumentations themselves are found through the ``opentelemetry_instrumentor`` entry points (``memtrace_*``).
"""

from __future__ import annotations

from opentelemetry.sdk._configuration import _OTelSDKConfigurator


class MemtraceConfigurator(_OTelSDKConfigurator):
    """The SDK's standard configurator: TracerProvider, batch processors and exporters from OTEL_* variables."""
