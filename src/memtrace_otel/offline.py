"""Run your own memory app offline: deterministic embeddings in the shapes the libraries take, and the environment
defaults that keep the instrumented libraries off the network.

    from memtrace_otel import offline
    offline.offline_defaults()                       # before importing litellm, mem0, chromadb

    collection = chromadb.EphemeralClient().create_collection("notes",
        embedding_function=offline.chroma_embedding_function())            # chromadb's default one downloads a model
    store = InMemoryStore(index=offline.langgraph_index())                 # LangGraph store with semantic search
    Settings.embed_model = offline.llamaindex_embedding()                  # LlamaIndex
    vectors = offline.embed(["some text"])                                 # plain lists of floats

The vectors are the ones the local model server (``python -m memtrace_otel.local_model``) serves on ``/v1/embeddings``:
a signed feature-hashing bag of stemmed content words and bigrams, L2-normalised (``method="hash"``, numpy only), or
the static WordLlama embeddings shipped in the ``wordllama`` wheel (``method="wordllama"``, the ``[embeddings]``
extra). Texts that share words land close together; it is no substitute for a real embedding model's semantics, but
it is deterministic, needs no weights to download, and makes an app's retrieval (and its failures) reproducible.
Every adapter imports its library only when called.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

DEFAULT_DIM = 256
METHODS = ("hash", "wordllama")

# set by offline_defaults() unless already set; read by the libraries at import (see docs/configuration.md)
OFFLINE_ENV = {
    "LITELLM_LOCAL_MODEL_COST_MAP": "True",  # litellm would download its model price map at import
    "LITELLM_OFFLINE_MODE": "true",
    "MEM0_TELEMETRY": "False",
    "ANONYMIZED_TELEMETRY": "False",  # chromadb
    "HF_HUB_OFFLINE": "1",
    "PHOENIX_TELEMETRY_ENABLED": "false",
    "PHOENIX_ALLOW_EXTERNAL_RESOURCES": "false",
}


def offline_defaults() -> dict[str, str]:
    """Set each of :data:`OFFLINE_ENV` the environment does not already have; call before those libraries import.
    Returns what it set."""
    changed = {}
    for name, value in OFFLINE_ENV.items():
        if name not in os.environ:
            os.environ[name] = value
            changed[name] = value
    return changed


def _check(dim: int, method: str) -> None:
    if not isinstance(dim, int) or isinstance(dim, bool) or dim < 1:
        raise ValueError(f"dim must be a positive integer, got {dim!r}")
    if method not in METHODS:
        raise ValueError(f"unknown embedding method {method!r}; expected one of {', '.join(METHODS)}")


def embed(texts: Sequence[str], dim: int = DEFAULT_DIM, method: str = "hash") -> list[list[float]]:
    """One unit vector of length ``dim`` per text; the same in every process and run."""
    from .text.embeddings import embed_texts

    _check(dim, method)
    if isinstance(texts, str):
        texts = [texts]
    return embed_texts(list(texts), dim=dim, method=method)


# ------------------------------------------------------------------------------------------------------- chromadb
_chroma_class: Any = None


def chroma_embedding_function(dim: int = DEFAULT_DIM, method: str = "hash") -> Any:
    """A chromadb ``EmbeddingFunction`` (registered as ``memtrace_local``, so a persistent collection reopens with
    it): ``client.create_collection(name, embedding_function=chroma_embedding_function())``."""
    global _chroma_class
    _check(dim, method)
    if _chroma_class is None:
        _chroma_class = _make_chroma_class()
    return _chroma_class(dim=dim, method=method)


def _make_chroma_class() -> Any:
    import numpy as np
    from chromadb.api.types import Documents, EmbeddingFunction, Embeddings

    class MemtraceLocalEmbeddingFunction(EmbeddingFunction[Documents]):
        """memtrace's deterministic offline embeddings for chromadb."""

        def __init__(self, dim: int = DEFAULT_DIM, method: str = "hash") -> None:
            self.dim, self.method = dim, method

        def __call__(self, input: Documents) -> Embeddings:  # noqa: A002 - chromadb's signature
            return [np.asarray(v, dtype=np.float32) for v in embed(list(input), self.dim, self.method)]

        @staticmethod
        def name() -> str:
            return "memtrace_local"

        def default_space(self) -> str:
            return "cosine"

        def get_config(self) -> dict[str, Any]:
            return {"dim": self.dim, "method": self.method}

        @staticmethod
        def build_from_config(config: dict[str, Any]) -> "MemtraceLocalEmbeddingFunction":
            return MemtraceLocalEmbeddingFunction(int(config.get("dim", DEFAULT_DIM)), config.get("method", "hash"))

    try:
        from chromadb.utils.embedding_functions import register_embedding_function

        register_embedding_function(MemtraceLocalEmbeddingFunction)
    except (ImportError, ValueError):  # older chromadb, or registered already
        pass
    return MemtraceLocalEmbeddingFunction


# ------------------------------------------------------------------------------------------- LangChain / LangGraph
_langchain_class: Any = None


def langchain_embeddings(dim: int = DEFAULT_DIM, method: str = "hash") -> Any:
    """A LangChain ``Embeddings`` (``embed_documents`` / ``embed_query`` and their async twins), for LangChain vector
    stores and LangGraph stores."""
    global _langchain_class
    _check(dim, method)
    if _langchain_class is None:
        from langchain_core.embeddings import Embeddings

        class MemtraceLocalEmbeddings(Embeddings):
            """memtrace's deterministic offline embeddings for LangChain."""

            def __init__(self, dim: int = DEFAULT_DIM, method: str = "hash") -> None:
                self.dim, self.method = dim, method

            def embed_documents(self, texts: list[str]) -> list[list[float]]:
                return embed(list(texts), self.dim, self.method)

            def embed_query(self, text: str) -> list[float]:
                return embed([text], self.dim, self.method)[0]

        _langchain_class = MemtraceLocalEmbeddings
    return _langchain_class(dim=dim, method=method)


def langgraph_index(dim: int = DEFAULT_DIM, method: str = "hash", fields: Sequence[str] | None = None) -> dict:
    """The ``index`` of a LangGraph store with semantic search: ``InMemoryStore(index=langgraph_index())`` (also
    ``PostgresStore(..., index=...)``). ``fields``: which parts of each value to embed (default: the whole value)."""
    _check(dim, method)
    index: dict[str, Any] = {"dims": dim, "embed": lambda texts: embed(list(texts), dim, method)}
    if fields is not None:
        index["fields"] = list(fields)
    return index


# ------------------------------------------------------------------------------------------------------ LlamaIndex
_llamaindex_class: Any = None


def llamaindex_embedding(dim: int = DEFAULT_DIM, method: str = "hash") -> Any:
    """A LlamaIndex ``BaseEmbedding``: ``Settings.embed_model = llamaindex_embedding()``, or pass it as
    ``embed_model=`` to an index or a vector memory block."""
    global _llamaindex_class
    _check(dim, method)
    if _llamaindex_class is None:
        from llama_index.core.base.embeddings.base import BaseEmbedding

        class MemtraceLocalEmbedding(BaseEmbedding):
            """memtrace's deterministic offline embeddings for LlamaIndex."""

            dim: int = DEFAULT_DIM
            method: str = "hash"

            @classmethod
            def class_name(cls) -> str:
                return "MemtraceLocalEmbedding"

            def _get_query_embedding(self, query: str) -> list[float]:
                return embed([query], self.dim, self.method)[0]

            def _get_text_embedding(self, text: str) -> list[float]:
                return embed([text], self.dim, self.method)[0]

            def _get_text_embeddings(self, texts: list[str]) -> list[list[float]]:
                return embed(list(texts), self.dim, self.method)

            async def _aget_query_embedding(self, query: str) -> list[float]:
                return self._get_query_embedding(query)

            async def _aget_text_embedding(self, text: str) -> list[float]:
                return self._get_text_embedding(text)

        _llamaindex_class = MemtraceLocalEmbedding
    return _llamaindex_class(dim=dim, method=method, model_name=f"memtrace-local-{method}-{dim}")


__all__ = ["DEFAULT_DIM", "METHODS", "OFFLINE_ENV", "chroma_embedding_function", "embed", "langchain_embeddings",
           "langgraph_index", "llamaindex_embedding", "offline_defaults"]
