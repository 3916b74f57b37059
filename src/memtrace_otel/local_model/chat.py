"""One chat model for an example or a script: a real one through litellm, or the deterministic local server.

    offline_defaults()                           # before litellm, mem0 or chromadb is imported
    with chat_model(args.model) as chat:         # None: a local server runs for the block, then stops
        reply = chat.complete(answer_messages(question, context))

``chat.model``, ``chat.api_base`` and ``chat.api_key`` are what to hand to another client (mem0's llm config, an
openai client). litellm is imported only when ``complete`` is first called: it takes seconds to import.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from memtrace_otel.local_model.policy import ScriptedPolicy
from memtrace_otel.local_model.server import CHAT_MODEL, LocalModelServer

# No network look-ups (litellm's model cost map), no telemetry from chromadb, mem0, Phoenix or Hugging Face.
OFFLINE_ENV: Mapping[str, str] = {
    "LITELLM_LOCAL_MODEL_COST_MAP": "True",
    "LITELLM_OFFLINE_MODE": "true",
    "MEM0_TELEMETRY": "False",
    "ANONYMIZED_TELEMETRY": "False",
    "HF_HUB_OFFLINE": "1",
    "PHOENIX_TELEMETRY_ENABLED": "false",
    "PHOENIX_ALLOW_EXTERNAL_RESOURCES": "false",
}
LOCAL_API_KEY = "local"  # the local server accepts any key; the openai client insists on having one


def offline_defaults() -> None:
    """Set each of ``OFFLINE_ENV`` unless the environment already has it; call before those libraries import."""
    for name, value in OFFLINE_ENV.items():
        os.environ.setdefault(name, value)


@dataclass(frozen=True)
class ChatModel:
    """A chat model reachable through litellm: ``model`` (litellm name) and, when not the provider's own, its URL."""

    model: str
    api_base: str | None = None
    api_key: str | None = None
    server: LocalModelServer | None = None  # the local server answering, when no real model was given

    def complete(self, messages: Sequence[Mapping[str, Any]], **kwargs: Any) -> str:
        """The assistant's reply text (empty when the model returned none); ``kwargs`` go to litellm.completion."""
        import litellm

        response = litellm.completion(model=self.model, messages=list(messages), api_base=self.api_base,
                                      api_key=self.api_key, **kwargs)
        return response.choices[0].message.content or ""


@contextmanager
def chat_model(model: str | None = None, *, api_base: str | None = None, api_key: str | None = None,
               policy: ScriptedPolicy | None = None) -> Iterator[ChatModel]:
    """``model`` (a litellm name, with ``api_base``/``api_key`` when not the provider's defaults), or when it is
    None a :class:`LocalModelServer` answering by ``policy``, started for the block and stopped after it.
    ``policy`` only scripts the local server: with a real model it is not used."""
    if model is None:
        if api_base is not None:
            raise ValueError(f"chat_model: api_base={api_base!r} needs a model name (the local server has its own)")
        with LocalModelServer(policy) as server:
            yield ChatModel(f"openai/{CHAT_MODEL}", server.base_url, api_key or LOCAL_API_KEY, server)
        return
    if not isinstance(model, str) or not model:
        raise ValueError(f"chat_model: model must be a litellm model name, got {model!r}")
    yield ChatModel(model, api_base, api_key)
