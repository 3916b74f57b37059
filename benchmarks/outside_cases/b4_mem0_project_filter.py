"""b4_mem0_project_filter -- a work assistant on mem0 (infer=False) that scopes every memory to a project.

App: notes from two sources go in with `m.add(text, user_id="sam", metadata={"project": ...}, infer=False)`: the
web app writes the project as displayed ("Atlas"), the Slack importer lower-cases it ("atlas"). Questions are asked
from the project page, which searches with `filters={"user_id": "sam", "project": "Atlas"}`. mem0's embedder and
LLM are the repository's local model server (offline); no LLM is called with infer=False.

Fault: the filter is an exact match, so the Slack note "Atlas launch review moved to Thursday 11 December, 14:00,
room Tagus" (project "atlas") is filtered out; the search returns only the web-app Atlas notes. The memory held the
fact at answer time.

Expected: RetrievalError @ mem0.search (the search wrapped in common.fault(); subtype likely `filtered_by_scope`).
"""
import common

common.setup("b4_mem0_project_filter", ["mem0", "litellm"])

import tempfile  # noqa: E402

from mem0 import Memory  # noqa: E402
from qdrant_client import QdrantClient  # noqa: E402

from memtrace_otel.local_model import LocalModelServer  # noqa: E402

with LocalModelServer() as srv:
    local = {"api_key": "x", "openai_base_url": srv.base_url}
    m = Memory.from_config({
        "llm": {"provider": "openai", "config": {"model": "local", **local}},
        "embedder": {"provider": "openai", "config": {"model": "local-embed", "embedding_dims": 64, **local}},
        "vector_store": {"provider": "qdrant", "config": {"client": QdrantClient(":memory:"),
                                                          "collection_name": "work", "embedding_model_dims": 64}},
        "history_db_path": tempfile.mkdtemp(prefix="b4-mem0-") + "/history.db",
    })
    web = [
        "Atlas launch checklist is owned by Priya; legal sign-off still pending.",
        "Atlas beta has 240 pilot users; churn 3% in November.",
    ]
    slack = [
        "Atlas launch review moved to Thursday 11 December, 14:00, room Tagus.",
        "Borealis sprint demo is on Friday at 10:00.",
    ]
    for t in web:
        m.add(t, user_id="sam", metadata={"project": "Atlas", "source": "web"}, infer=False)
    for t in slack:
        m.add(t, user_id="sam", metadata={"project": t.split()[0].lower(), "source": "slack"}, infer=False)

    q = "When is the Atlas launch review?"
    with common.fault():
        res = m.search(q, filters={"user_id": "sam", "project": "Atlas"}, top_k=5)
    ctx = [r["memory"] for r in res["results"]]
    assert ctx and not any("11 December" in c for c in ctx), "fault not planted"
    a = common.answer(q, ctx, mock="I can't find a date for the Atlas launch review in your notes.")
    common.finish(q, expected="Thursday 11 December at 14:00", actual=a)
