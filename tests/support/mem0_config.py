"""mem0 set up against the local model server (chat and embeddings) and an in-process qdrant, for tests."""

from __future__ import annotations

from pathlib import Path


def local_mem0_config(srv, tmp_path, *, dims: int = 64, collection: str = "mt", client=None) -> dict:
    """A ``Memory.from_config`` dict: ``srv`` (a LocalModelServer) answers chat and embeddings; ``client`` is the
    QdrantClient to store in (default: a new ``:memory:`` one); mem0's history db goes in ``tmp_path``."""
    from qdrant_client import QdrantClient

    local = {"api_key": "x", "openai_base_url": srv.base_url}
    return {
        "llm": {"provider": "openai", "config": {"model": "local", **local}},
        "embedder": {"provider": "openai", "config": {"model": "local-embed", "embedding_dims": dims, **local}},
        "vector_store": {"provider": "qdrant", "config": {"client": client or QdrantClient(":memory:"),
                                                          "collection_name": collection, "embedding_model_dims": dims}},
        "history_db_path": str(Path(tmp_path) / "history.db"),
    }
