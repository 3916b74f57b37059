"""An app that reads the sync ``history.messages`` (not traced: a plain attribute) and fits it into a window with
``trim_messages`` before the model call: the model call's prompt links to the trim's kept messages (context_of,
linked to the trim span), so the answer's context has lineage back to the history."""

from __future__ import annotations

import pytest

pytest.importorskip("langchain_core.chat_history")
pytest.importorskip("litellm")

from memtrace_otel import semconv as sc  # noqa: E402
from memtrace_otel import variables_codec  # noqa: E402
from memtrace_otel.instrumentations import retrieval_cache  # noqa: E402
from memtrace_otel.instrumentations.langchain_history import ChatHistoryInstrumentor  # noqa: E402
from memtrace_otel.instrumentations.litellm import LiteLLMInstrumentor  # noqa: E402
from memtrace_otel.local_model import LocalModelServer  # noqa: E402

from instrumenting import instrumented_in_order  # noqa: E402


def test_prompt_built_from_trimmed_window_links_to_the_trim(provider, span_exporter, capture_content):
    retrieval_cache.CACHE.clear()
    with instrumented_in_order(provider, ChatHistoryInstrumentor(), LiteLLMInstrumentor()), LocalModelServer() as srv:
        import litellm
        from langchain_core.chat_history import InMemoryChatMessageHistory
        from langchain_core.messages import trim_messages

        history = InMemoryChatMessageHistory()
        for text in ("I adopted a grey cat called Pixel.", "Nice!", "I also started pottery on Thursdays.",
                     "Pottery is relaxing."):
            history.add_user_message(text)
        window = trim_messages(history.messages, max_tokens=9, strategy="last",
                               token_counter=lambda ms: sum(len(str(m.content).split()) for m in ms))
        litellm.completion(model="openai/local", api_base=srv.base_url, api_key="x",
                           messages=[{"role": "user", "content": m.content} for m in window]
                           + [{"role": "user", "content": "What is my cat called?"}])
    spans = span_exporter.get_finished_spans()
    (trim,) = [s for s in spans if s.name == "langchain.trim_messages"]
    (llm,) = [s for s in spans if s.attributes.get(sc.MEMTRACE_OP_KIND) == sc.KIND_GENERATE]
    context = [v for v in variables_codec.span_variables(llm) if v.get(sc.VAR_RELATION) == sc.REL_CONTEXT_OF]
    kept = {v[sc.VAR_ID] for v in variables_codec.span_variables(trim, "output")}
    assert kept and {c[sc.VAR_ID] for c in context} == kept
    trim_span = format(trim.context.span_id, "016x")
    assert all(c.get(sc.VAR_PRODUCER_SPAN_ID) == trim_span for c in context)
