"""mem0 (infer=False) medication memory. A consolidation job rewrites the record with memory.update and swaps the
two values: the current dose (100 mg) becomes "previously" and the old dose (50 mg) becomes "now". The new text
still CONTAINS "100 mg", in the wrong role. Fault: mem0.update -> UpdateError (overwritten)."""
from common import setup, answer, finish, fault
setup("mem0_update_swap", ["mem0", "litellm"])
from mem0 import Memory
from qdrant_client import QdrantClient
from memtrace_otel.local_model import LocalModelServer

with LocalModelServer() as srv:
    local = {"api_key": "local", "openai_base_url": srv.base_url}
    m = Memory.from_config({
        "llm": {"provider": "openai", "config": {"model": "local", **local}},
        "embedder": {"provider": "openai", "config": {"model": "local-embed", "embedding_dims": 256, **local}},
        "vector_store": {"provider": "qdrant", "config": {"client": QdrantClient(":memory:"),
                                                          "collection_name": "med", "embedding_model_dims": 256}},
        "history_db_path": ":memory:"})
    r = m.add([{"role": "user", "content": "Dana now takes sertraline 100 mg daily; she previously took 50 mg."}],
              user_id="dana", infer=False)
    m.add([{"role": "user", "content": "Dana prefers appointments before 10 am."}], user_id="dana", infer=False)
    mid = r["results"][0]["id"]
    with fault():  # FAULT: a 'tidy-up' job rewrites the memory with the values swapped
        m.update(mid, "Dana now takes sertraline 50 mg daily; she previously took 100 mg.")
    q = "What daily dose of sertraline does Dana take now?"
    found = m.search(q, filters={"user_id": "dana"}, top_k=3)["results"]
    a = answer(q, [x["memory"] for x in found], mock="She takes 50 mg daily.")
    finish(q, "100 mg", a)
