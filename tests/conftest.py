"""Shared test set-up: offline environment for the libraries we instrument, and in-memory span capture."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

# the helper modules (instrumenting, memory_spans, collector_support...) are imported by name from every folder
sys.path.insert(0, str(Path(__file__).resolve().parent / "support"))

# Before any instrumented library is imported: no network, no telemetry, nothing written to $HOME.
_TMP_HOME = tempfile.mkdtemp(prefix="memtrace-tests-")
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("LITELLM_OFFLINE_MODE", "true")
os.environ.setdefault("MEM0_TELEMETRY", "False")
os.environ.setdefault("MEM0_DIR", os.path.join(_TMP_HOME, "mem0"))
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("PHOENIX_TELEMETRY_ENABLED", "false")
os.environ.setdefault("PHOENIX_ALLOW_EXTERNAL_RESOURCES", "false")
os.environ.setdefault("OTEL_TRACES_EXPORTER", "none")

import pytest  # noqa: E402
from opentelemetry.sdk.trace import TracerProvider  # noqa: E402
from opentelemetry.sdk.trace.export import SimpleSpanProcessor  # noqa: E402
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter  # noqa: E402

import memtrace_otel  # noqa: E402
from memtrace_otel import api, config, lineage  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    if not SHARED.is_dir():
        pytest.skip("../shared is not present")
    return SHARED


@pytest.fixture
def provider():
    """A fresh TracerProvider for this test only; ``provider.exporter`` holds its spans in memory.

    Given the public way, as an application would: ``memtrace_otel.instrument(tracer_provider=...)`` for the manual
    API and ``record_outcome`` (no instrumentation enabled here); instrumentors get it in their own
    ``instrument(tracer_provider=provider)`` (``tests/support/instrumenting.py``), so one that ignored it records nothing."""
    exporter = InMemorySpanExporter()
    tracer_provider = TracerProvider()
    tracer_provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer_provider.exporter = exporter
    memtrace_otel.instrument(tracer_provider=tracer_provider, instrumentations=[])
    yield tracer_provider
    memtrace_otel.shutdown()
    tracer_provider.shutdown()


@pytest.fixture
def span_exporter(provider):
    """The in-memory exporter of the ``provider`` memtrace uses for this test."""
    return provider.exporter


@pytest.fixture(autouse=True)
def _reset_memtrace_state():
    """Every test starts with default settings and an empty version registry."""
    config.reset_from_env()
    lineage.REGISTRY.clear()
    api._last_answer_global[0] = None  # record_outcome() without answer= must not find another test's answer
    yield
    memtrace_otel.uninstrument()
    config.reset_from_env()


@pytest.fixture
def capture_content():
    config.configure(capture_content=True)
    yield
    config.reset_from_env()
