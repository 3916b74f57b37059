"""b4_mem0_physio_extractor -- a health-journal assistant: the app extracts a memory from each journal entry with
its OWN litellm.completion call, then stores it with mem0 `add(..., infer=False)`. One root span per turn (the
app's span; the extractor call, the mem0 add, and later the search and answer are children).

Fault: for the entry "Saw the physio about my knee today (Tue 18 Nov). She said no running for six weeks; cycling
and swimming are fine.", the extractor returns "User saw a physiotherapist about their knee on 18 November." and
drops the restriction. No memory unit ever holds "no running for six weeks".

Expected: ExtractionError @ litellm.completion (the extractor call of turn 2, wrapped in common.fault()).
"""
import common

common.setup("b4_mem0_physio_extractor", ["mem0", "litellm"])

import tempfile  # noqa: E402

import litellm  # noqa: E402
from mem0 import Memory  # noqa: E402
from opentelemetry import trace  # noqa: E402
from qdrant_client import QdrantClient  # noqa: E402

from memtrace_otel.local_model import LocalModelServer  # noqa: E402

tracer = trace.get_tracer("b4-journal-app")
EXTRACT = ("Rewrite this journal entry as ONE memory worth keeping about the user (health facts, advice, plans). "
           "Reply with the memory only.")


def extract(entry: str, mock: str) -> str:
    r = litellm.completion(model="openai/gpt-4o-mini", temperature=0, mock_response=mock,
                           messages=[{"role": "system", "content": EXTRACT}, {"role": "user", "content": entry}])
    return r.choices[0].message.content.strip()


with LocalModelServer() as srv:
    local = {"api_key": "x", "openai_base_url": srv.base_url}
    m = Memory.from_config({
        "llm": {"provider": "openai", "config": {"model": "local", **local}},
        "embedder": {"provider": "openai", "config": {"model": "local-embed", "embedding_dims": 64, **local}},
        "vector_store": {"provider": "qdrant", "config": {"client": QdrantClient(":memory:"),
                                                          "collection_name": "journal", "embedding_model_dims": 64}},
        "history_db_path": tempfile.mkdtemp(prefix="b4-mem0-") + "/history.db",
    })
    entries = [
        ("Mon 10 Nov: ran 8 km along the river, knee a bit sore afterwards.",
         "User ran 8 km on 10 November; their knee was sore afterwards."),
        ("Tue 18 Nov: saw the physio about my knee today. She said no running for six weeks; cycling and swimming "
         "are fine.", "User saw a physiotherapist about their knee on 18 November."),
        ("Thu 20 Nov: swam 1.5 km at the municipal pool, no pain.",
         "User swam 1.5 km on 20 November without knee pain."),
    ]
    stored = []
    for i, (entry, mock) in enumerate(entries, 1):
        with tracer.start_as_current_span(f"journal turn {i}", context=None):
            if i == 2:
                with common.fault():
                    memory = extract(entry, mock)
            else:
                memory = extract(entry, mock)
            m.add(memory, user_id="rui", metadata={"date": entry[4:10]}, infer=False)
            stored.append(memory)

    q = "Can I go for a run this weekend (29 Nov)?"
    with tracer.start_as_current_span("journal turn 4", context=None):
        res = m.search(q, filters={"user_id": "rui"}, top_k=5)
        ctx = [r["memory"] for r in res["results"]]
        assert not any("running" in s.lower() or "six weeks" in s for s in stored), "fault not planted"
        a = common.answer(q, ctx, mock="Yes, your knee seems fine now; you swam without pain on 20 November.")
        common.finish(q, expected="No, the physio said no running for six weeks (from 18 Nov)", actual=a)
