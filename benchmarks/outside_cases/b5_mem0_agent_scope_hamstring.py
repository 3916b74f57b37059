"""b5: an athlete's training assistant on mem0 (``Memory``, ``infer=False``: the app stores its own notes; the
embedder is the documented in-process ``LocalModelServer``, the vector store an in-process qdrant). Two agents write
memories for the same athlete: the physio's notes under ``agent_id="physio"``, the coach's under ``agent_id="coach"``.
One root span per turn (the app's own span). Each memory keeps the day it was written in its metadata (``date``).

Memories for Jordan: physio, 2 March: "Jordan strained his left hamstring (grade 1) on 2 March - no sprinting for three
weeks, easy jogging only."; coach: Thursday's session of 6 x 200 m sprints, his 400 m PB, Saturday's relays, a
cool-down rule.

Planted fault: the coach bot's search filters on ``{"user_id": "jordan", "agent_id": "coach"}``, so the physio's note
is out of scope (``mem0.search``, wrapped in ``fault()``).

Question (11 March, yes/no with a reason): "Can Jordan do the 200 m sprint session on Thursday?" Expected "No - he
strained his hamstring and can't sprint for three weeks". The answer says yes.

Why RetrievalError at mem0.search: the physio's memory was in the store, unchanged, at answer time; the search that
served the answer was scoped to the coach's memories only (filtered_by_scope). Another reading: none that I see.
"""
from __future__ import annotations

import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, fault, finish, setup  # noqa: E402
import b3_support  # noqa: E402

setup("b5_mem0_agent_scope_hamstring", ["mem0", "litellm"])

from mem0 import Memory  # noqa: E402
from qdrant_client import QdrantClient  # noqa: E402

from memtrace_otel.local_model import LocalModelServer  # noqa: E402

NOTES = [
    ("physio", "2026-03-02", "Jordan strained his left hamstring (grade 1) on 2 March - no sprinting for three weeks, "
                             "easy jogging only."),
    ("coach", "2026-03-01", "Thursday session: 6 x 200 m sprints at 400 m race pace, 3 minutes rest."),
    ("coach", "2026-03-01", "Jordan's 400 m personal best is 51.8 seconds."),
    ("coach", "2026-03-04", "Saturday: club relays at Parkside track."),
    ("coach", "2026-03-05", "Jordan should do a 20 minute cool-down after every track session."),
]

tmp = tempfile.mkdtemp(prefix="b5-mem0-")
with LocalModelServer() as srv:
    local = {"api_key": "local", "openai_base_url": srv.base_url}
    memory = Memory.from_config({
        "llm": {"provider": "openai", "config": {"model": "local", **local}},
        "embedder": {"provider": "openai", "config": {"model": "local-embed", "embedding_dims": 256, **local}},
        "vector_store": {"provider": "qdrant", "config": {"client": QdrantClient(":memory:"),
                                                          "collection_name": "training", "embedding_model_dims": 256}},
        "history_db_path": os.path.join(tmp, "history.db")})
    for agent, day, text in NOTES:
        with b3_support.turn_span(f"{agent}-note-{day}"):
            memory.add([{"role": "user", "content": text}], user_id="jordan", agent_id=agent,
                       metadata={"date": day}, infer=False)

    QUESTION = "Can Jordan do the 200 m sprint session on Thursday?"
    with b3_support.turn_span("coach-turn-2026-03-11"):
        with fault():
            found = memory.search(QUESTION, filters={"user_id": "jordan", "agent_id": "coach"}, top_k=5,
                                  threshold=0.0)["results"]
        context = [r["memory"] for r in found]
        assert len(context) == 4, context  # every coach memory came back
        assert not any("hamstring" in c for c in context), context  # the fault decided
        reply = answer(QUESTION, context, mock="Yes - Thursday's 6 x 200 m sprints are in his plan; remember the "
                                               "20 minute cool-down.")
    memory.close()
finish(QUESTION, "No - he strained his hamstring and can't sprint for three weeks", reply)
