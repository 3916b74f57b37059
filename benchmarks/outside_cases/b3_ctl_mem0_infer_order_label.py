"""Control. mem0 (infer=True) against memtrace's LocalModelServer and an in-process qdrant: the travel journal's two
trips are extracted as facts ("Visited Porto in October 2022", "Visited Seville in April 2023"), the search returns
both and the answer to "Which city did I visit first?" is "Porto", as the memory says. The label is wrong:
"Lisbon", a city said nowhere (the labeller mixed up a different user's journal).

Expected: AnnotationError.
"""
import tempfile

import common

common.setup("b3_ctl_mem0_infer_order_label", ["mem0", "litellm"])

from mem0 import Memory  # noqa: E402
from qdrant_client import QdrantClient  # noqa: E402

from memtrace_otel.local_model import LocalModelServer, ScriptedPolicy  # noqa: E402

M1 = "We were in Porto from 2 to 6 October 2022, the port cellars were great."
M2 = "Back from Seville! 14 to 18 April 2023, flamenco every night."
FACTS = {M1: ["Visited Porto in October 2022"], M2: ["Visited Seville in April 2023"]}
Q = "Which city did I visit first?"

with LocalModelServer(ScriptedPolicy(facts=FACTS)) as srv:
    local = {"api_key": "x", "openai_base_url": srv.base_url}
    memory = Memory.from_config({
        "llm": {"provider": "openai", "config": {"model": "local", **local}},
        "embedder": {"provider": "openai", "config": {"model": "local-embed", "embedding_dims": 64, **local}},
        "vector_store": {"provider": "qdrant", "config": {"client": QdrantClient(":memory:"),
                                                          "collection_name": "journal", "embedding_model_dims": 64}},
        "history_db_path": tempfile.mkdtemp() + "/history.db",
    })
    memory.add([{"role": "user", "content": M1}], user_id="ines")
    memory.add([{"role": "user", "content": M2}], user_id="ines")
    hits = memory.search("visited city trip", filters={"user_id": "ines"}, top_k=5)["results"]
ctx = [h["memory"] for h in hits]
assert any("Porto" in c for c in ctx) and any("Seville" in c for c in ctx), ctx
ans = common.answer(Q, ctx, mock="Porto — you were there in October 2022, before Seville in April 2023.")
common.finish(Q, "Lisbon", ans)
