"""mem0 (infer=False adds) for a pharmacy helpdesk. The facts are stored under the customer's account id
user_id="cust-2291"; the answer path searches with the login name user_id="sam.k" (an id-mapping bug).
Fault: the search's user_id scope -> RetrievalError (filtered_by_scope) at mem0.search."""
from common import setup, answer, finish, fault
setup("mem0_wrong_user", ["mem0", "litellm"])
from mem0 import Memory
from qdrant_client import QdrantClient
from memtrace_otel.local_model import LocalModelServer

with LocalModelServer() as srv:
    local = {"api_key": "local", "openai_base_url": srv.base_url}
    m = Memory.from_config({
        "llm": {"provider": "openai", "config": {"model": "local", **local}},
        "embedder": {"provider": "openai", "config": {"model": "local-embed", "embedding_dims": 256, **local}},
        "vector_store": {"provider": "qdrant", "config": {"client": QdrantClient(":memory:"),
                                                          "collection_name": "pharm", "embedding_model_dims": 256}},
        "history_db_path": ":memory:"})
    for f in ["Sam's repeat prescription is lisinopril 10 mg, collected every 28 days.",
              "Sam pays for prescriptions with a prepayment certificate that expires in November.",
              "Sam prefers pickup at the Market Street branch."]:
        m.add([{"role": "user", "content": f}], user_id="cust-2291", infer=False)
    m.add([{"role": "user", "content": "Alex prefers home delivery on Mondays."}], user_id="cust-1007", infer=False)
    q = "At which branch does Sam like to pick up prescriptions?"
    with fault():  # FAULT: the login name instead of the account id
        found = m.search(q, filters={"user_id": "sam.k"}, top_k=5)["results"]
    a = answer(q, [x["memory"] for x in found], mock="I don't have a preferred branch on file.")
    finish(q, "Market Street", a)
