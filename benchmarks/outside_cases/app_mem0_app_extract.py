"""mem0 with infer=False: the app runs its OWN extraction (a litellm call) over the chat, then stores each extracted
fact with memory.add(..., infer=False). The extractor leaves out the shellfish allergy (paraphrased in the chat as
"prawns ... hives"). Fault: the app's extraction call -> ExtractionError at litellm.completion (the extraction)."""
from common import setup, answer, finish, fault
setup("mem0_app_extract", ["mem0", "litellm"])
import litellm
from mem0 import Memory
from qdrant_client import QdrantClient
from memtrace_otel.local_model import LocalModelServer

with LocalModelServer() as srv:   # embeddings only (mem0 with infer=False makes no LLM call)
    local = {"api_key": "local", "openai_base_url": srv.base_url}
    m = Memory.from_config({
        "llm": {"provider": "openai", "config": {"model": "local", **local}},
        "embedder": {"provider": "openai", "config": {"model": "local-embed", "embedding_dims": 256, **local}},
        "vector_store": {"provider": "qdrant", "config": {"client": QdrantClient(":memory:"),
                                                          "collection_name": "sam", "embedding_model_dims": 256}},
        "history_db_path": ":memory:"})
    chat = ("Sam: Can you book dinner for my anniversary on Saturday? Somewhere quiet please.\n"
            "Sam: Oh and last time I had prawns I broke out in hives, so no shellfish of any kind.\n"
            "Sam: My wife Noor loves Ethiopian food, and we'd like a table around 8.")
    with fault():  # FAULT: the extractor drops the allergy
        facts = litellm.completion(model="openai/gpt-4o-mini", mock_response=
            "Sam's anniversary dinner is on Saturday\nSam wants a quiet restaurant\n"
            "Sam's wife is Noor\nNoor loves Ethiopian food\nSam wants a table around 8 pm",
            messages=[{"role": "system", "content": "Extract durable facts about the user, one per line."},
                      {"role": "user", "content": chat}]).choices[0].message.content.splitlines()
    for f in facts:
        m.add([{"role": "user", "content": f}], user_id="sam", infer=False)
    q = "Which foods must the restaurant avoid serving Sam?"
    found = m.search(q, filters={"user_id": "sam"}, top_k=5)["results"]
    a = answer(q, [x["memory"] for x in found], mock="No dietary restrictions are on file for Sam.")
    finish(q, "shellfish (he gets hives from prawns)", a)
