"""chat_model(): the local server for the block (stopped after it), or a given model through litellm."""

from __future__ import annotations

import os

import httpx
import pytest

from memtrace_otel.local_model import (
    LocalModelServer,
    ScriptedPolicy,
    answer_messages,
    chat_model,
    offline_defaults,
)
from memtrace_otel.local_model.chat import OFFLINE_ENV

QUESTION = "Where does Alice live?"
CONTEXT = ["Alice moved to Berlin last spring."]

pytest.importorskip("litellm")


def _stopped(base_url: str) -> bool:
    try:
        httpx.get(base_url + "/models", timeout=2)
    except httpx.TransportError:
        return True
    return False


def test_offline_defaults_fill_only_what_is_unset(monkeypatch):
    for name in OFFLINE_ENV:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HF_HUB_OFFLINE", "0")  # the user's own choice wins
    offline_defaults()
    assert os.environ["HF_HUB_OFFLINE"] == "0"
    assert {n: os.environ[n] for n in OFFLINE_ENV if n != "HF_HUB_OFFLINE"} == {
        n: v for n, v in OFFLINE_ENV.items() if n != "HF_HUB_OFFLINE"}


def test_without_a_model_the_local_server_answers_and_stops_after_the_block():
    policy = ScriptedPolicy(answers={QUESTION: "Berlin"})
    with chat_model(policy=policy) as chat:
        assert chat.model == "openai/local" and chat.server is not None
        assert chat.api_base == chat.server.base_url and chat.api_key
        reply = chat.complete(answer_messages(QUESTION, CONTEXT))
        base_url = chat.server.base_url
        [request] = [r for r in chat.server.requests if r.path.endswith("/chat/completions")]
    assert "Berlin" in reply
    assert QUESTION in str(request.messages) and CONTEXT[0] in str(request.messages)
    assert _stopped(base_url)


def test_the_local_server_stops_when_the_block_raises():
    with pytest.raises(KeyError):
        with chat_model() as chat:
            base_url = chat.api_base
            raise KeyError("app failure")
    assert _stopped(base_url)


def test_a_given_model_goes_to_its_api_base_and_no_local_server_starts():
    # the "real" provider is a second local server, reached through litellm like any OpenAI-compatible endpoint
    with LocalModelServer(ScriptedPolicy(answers={QUESTION: "Berlin"})) as provider:
        unused = ScriptedPolicy(answers={QUESTION: "Paris"})  # scripts only a local server; none starts here
        with chat_model("openai/local", api_base=provider.base_url, api_key="key-1", policy=unused) as chat:
            assert (chat.model, chat.api_base, chat.api_key, chat.server) == (
                "openai/local", provider.base_url, "key-1", None)
            reply = chat.complete(answer_messages(QUESTION, CONTEXT), temperature=0)
        assert "Berlin" in reply
        [request] = [r for r in provider.requests if r.path.endswith("/chat/completions")]
        assert request.body["temperature"] == 0
        assert not unused.decisions


def test_api_base_without_a_model_is_an_error():
    with pytest.raises(ValueError, match="api_base"):
        with chat_model(api_base="http://127.0.0.1:1/v1"):
            pass


def test_an_empty_model_name_is_an_error():
    with pytest.raises(ValueError, match="model"):
        with chat_model(""):
            pass
