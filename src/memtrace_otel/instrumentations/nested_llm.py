"""Telling other LLM instrumentations that an LLM span above them already records the model call.

OpenLLMetry's model-SDK instrumentations (``opentelemetry-instrumentation-openai``, ``-anthropic``, ``-bedrock``, ...)
skip a call while the context holds ``suppress_language_model_instrumentation``; its LangChain instrumentation sets
that key while its own LLM span is open. We set it while a litellm call's span is open, so litellm's call into the
OpenAI SDK does not become a second LLM span. Unlike OpenTelemetry's ``suppress_instrumentation`` key it leaves HTTP
client spans and the application's own instrumentation alone.

The official ``opentelemetry-instrumentation-openai-v2`` (2.4b0) checks no context key at all, not even
``suppress_instrumentation``, so nothing can be set for it (docs/troubleshooting.md, "Duplicate spans").
"""

from __future__ import annotations

from typing import Any, Optional

from opentelemetry import context as otel_context

from ..guard import log_once

# the value of opentelemetry.semconv_ai.SUPPRESS_LANGUAGE_MODEL_INSTRUMENTATION_KEY (OpenLLMetry reads it as a plain
# string key); spelled out because opentelemetry-semantic-conventions-ai is installed only with OpenLLMetry
OPENLLMETRY_SUPPRESS_LLM_KEY = "suppress_language_model_instrumentation"


def enter() -> Optional[Any]:
    """Mark the current context as inside a recorded LLM call; returns the token for :func:`leave` (None on error)."""
    try:
        return otel_context.attach(otel_context.set_value(OPENLLMETRY_SUPPRESS_LLM_KEY, True))
    except Exception:
        log_once("nested_llm.enter", "memtrace: could not mark the context of an LLM call (logged once)")
        return None


def leave(token: Optional[Any]) -> None:
    if token is None:
        return
    try:
        otel_context.detach(token)
    except Exception:  # detaching in another context (e.g. a generator closed elsewhere): harmless
        pass


__all__ = ["OPENLLMETRY_SUPPRESS_LLM_KEY", "enter", "leave"]
