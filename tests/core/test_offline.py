"""Issue 18, item 2: running one's own app offline with public pieces — memtrace's deterministic embeddings as a
chromadb EmbeddingFunction (chromadb's default one downloads a model and fails offline inside ``add``), a LangGraph
store index, a LangChain ``Embeddings`` and a LlamaIndex embedding — and every flag of the local model server
documented in docs/getting-started.md."""

from __future__ import annotations

import asyncio
import re
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from memtrace_otel import offline

DOCS = Path(__file__).resolve().parents[2] / "docs" / "getting-started.md"
NOTES = {"n1": "Alice moved to Lisbon last spring", "n2": "Bob adopted a cat named Miso",
         "n3": "The quarterly report is due on Friday"}


def test_embed_is_deterministic_unit_vectors():
    a, b = offline.embed(["Alice moved to Lisbon", "Alice moved to Lisbon"], dim=64)
    assert a == b and len(a) == 64 and abs(sum(x * x for x in a) - 1.0) < 1e-9
    assert offline.embed("one text", dim=8) == offline.embed(["one text"], dim=8)
    with pytest.raises(ValueError):
        offline.embed(["x"], dim=0)
    with pytest.raises(ValueError):
        offline.embed(["x"], method="nope")


def test_offline_defaults_sets_only_what_is_missing(monkeypatch):
    monkeypatch.setenv("MEM0_TELEMETRY", "True")
    for name in offline.OFFLINE_ENV:
        if name != "MEM0_TELEMETRY":
            monkeypatch.delenv(name, raising=False)
    changed = offline.offline_defaults()
    assert "MEM0_TELEMETRY" not in changed and changed["LITELLM_LOCAL_MODEL_COST_MAP"] == "True"
    import os

    assert os.environ["MEM0_TELEMETRY"] == "True"


def test_chroma_embedding_function_adds_and_queries_by_text(tmp_path):
    chromadb = pytest.importorskip("chromadb")
    client = chromadb.PersistentClient(path=str(tmp_path / "chroma"))
    name = "notes-" + uuid.uuid4().hex[:6]
    col = client.create_collection(name, embedding_function=offline.chroma_embedding_function(dim=128))
    col.add(ids=list(NOTES), documents=list(NOTES.values()))  # no embeddings given: the function makes them
    found = col.query(query_texts=["Where did Alice move?"], n_results=1)
    assert found["ids"] == [["n1"]]
    # a persistent collection reopens with the same function from its stored config
    reopened = chromadb.PersistentClient(path=str(tmp_path / "chroma")).get_collection(name)
    assert reopened.query(query_texts=["the cat Miso"], n_results=1)["ids"] == [["n2"]]


def test_langgraph_store_index_searches_by_meaning_of_words():
    pytest.importorskip("langgraph.store.memory")
    from langgraph.store.memory import InMemoryStore

    store = InMemoryStore(index=offline.langgraph_index(dim=128))
    for key, text in NOTES.items():
        store.put(("notes", "alice"), key, {"text": text})
    hits = store.search(("notes", "alice"), query="Where does Alice live now? Lisbon?", limit=1)
    assert [h.key for h in hits] == ["n1"] and hits[0].score is not None
    fields_only = InMemoryStore(index=offline.langgraph_index(dim=32, fields=["text"]))
    fields_only.put(("n",), "k", {"text": "a cat named Miso", "other": 1})
    assert fields_only.search(("n",), query="cat Miso", limit=1)[0].key == "k"


def test_langchain_embeddings_sync_and_async():
    pytest.importorskip("langchain_core.embeddings")
    emb = offline.langchain_embeddings(dim=32)
    docs = emb.embed_documents(["a", "b"])
    assert len(docs) == 2 and emb.embed_query("a") == docs[0]
    assert asyncio.run(emb.aembed_query("a")) == docs[0]


def test_llamaindex_embedding_builds_and_queries_an_index():
    pytest.importorskip("llama_index.core")
    from llama_index.core import Document, VectorStoreIndex

    model = offline.llamaindex_embedding(dim=128)
    assert model.get_text_embedding("Alice moved") == offline.embed(["Alice moved"], dim=128)[0]
    index = VectorStoreIndex.from_documents([Document(text=t, doc_id=k) for k, t in NOTES.items()],
                                            embed_model=model)
    (best, *_) = index.as_retriever(similarity_top_k=1).retrieve("When is the quarterly report due?")
    assert best.node.ref_doc_id == "n3"
    assert asyncio.run(model.aget_query_embedding("x")) == model.get_query_embedding("x")


def test_every_local_model_server_flag_is_documented():
    out = subprocess.run([sys.executable, "-m", "memtrace_otel.local_model", "--help"], capture_output=True,
                         text=True, timeout=60, check=True).stdout
    flags = sorted(set(re.findall(r"(--[a-z][a-z-]+)", out)) - {"--help"})
    assert flags, out
    text = DOCS.read_text(encoding="utf-8")
    assert "python -m memtrace_otel.local_model" in text
    missing = [f for f in flags if f"`{f}" not in text]
    assert not missing, f"docs/getting-started.md does not document {missing}"
    for name in offline.__all__:
        if callable(getattr(offline, name)):
            assert f"{name}(" in text, f"docs/getting-started.md does not show offline.{name}()"
