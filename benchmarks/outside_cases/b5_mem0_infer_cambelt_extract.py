"""b5: a car-maintenance log on mem0 (``Memory`` with ``infer=True``: mem0 extracts facts with its LLM). The LLM and
the embedder are the documented local model server (``python -m memtrace_otel.local_model --facts FILE``), whose
``--facts`` file says which facts the extraction yields for a message; the vector store is an in-process qdrant.
Script style: every ``add`` and the question's ``search`` are their own traces. Each message keeps the day it was
said in its metadata (``date``).

Messages: 14 March, the service at Halls Garage (oil and filter, cambelt done at 92,000 km, next cambelt change due
at 152,000 km); 2 April, MOT passed with an advisory on the rear pads; 20 April, two new front tyres at 98,500 km;
5 May, the aircon needs regassing.

Planted fault: the extraction of the 14 March message yields "serviced at Halls Garage", "oil and filter changed" and
"cambelt changed at 92,000 km", and not the next due mileage (``mem0.extract`` inside that ``add``, wrapped in
``fault()``).

Question: "At what mileage is the Golf's next cambelt change due?" Expected "152k km" (an abbreviation of the
message's "152,000 km"). The search returns every memory (threshold 0); the answer says it is not noted.

Why ExtractionError at mem0.extract: the due mileage was said once, reached mem0's extraction and no memory ever held
it; nothing was updated or deleted, and the search returned all memories. Another reading: none that I see.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, fault, finish, setup  # noqa: E402

setup("b5_mem0_infer_cambelt_extract", ["mem0", "litellm"])

MESSAGES = [
    ("2026-03-14", "Had the Golf serviced at Halls Garage today: oil and filter changed, and they did the cambelt at "
                   "92,000 km - the next cambelt change is due at 152,000 km."),
    ("2026-04-02", "The Golf passed its MOT with an advisory on the rear brake pads."),
    ("2026-04-20", "Put two new Michelin tyres on the front of the Golf at 98,500 km."),
    ("2026-05-05", "The Golf's aircon needs regassing before the summer."),
]
FACTS = {
    MESSAGES[0][1]: ["Golf serviced at Halls Garage on 14 March 2026", "Golf oil and filter changed",
                     "Golf cambelt changed at 92,000 km"],  # the planted omission: the next due mileage
    MESSAGES[1][1]: ["Golf passed its MOT with an advisory on the rear brake pads"],
    MESSAGES[2][1]: ["Two new Michelin tyres on the front of the Golf at 98,500 km"],
    MESSAGES[3][1]: ["Golf aircon needs regassing before summer"],
}

tmp = tempfile.mkdtemp(prefix="b5-mem0-")
facts_path = os.path.join(tmp, "facts.json")
with open(facts_path, "w") as f:
    json.dump(FACTS, f)
server = subprocess.Popen([sys.executable, "-m", "memtrace_otel.local_model", "--port", "0", "--facts", facts_path],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
base_url = None
for line in server.stdout:
    found = re.search(r"(http://[\w.:]+/v1)", line)
    if found:
        base_url = found.group(1)
        break
assert base_url, "the local model server did not start"

try:
    from mem0 import Memory
    from qdrant_client import QdrantClient

    local = {"api_key": "local", "openai_base_url": base_url}
    config = {"llm": {"provider": "openai", "config": {"model": "local", **local}},
              "embedder": {"provider": "openai", "config": {"model": "local-embed", "embedding_dims": 256, **local}},
              "vector_store": {"provider": "qdrant", "config": {"client": QdrantClient(":memory:"),
                                                                "collection_name": "golf",
                                                                "embedding_model_dims": 256}},
              "history_db_path": os.path.join(tmp, "history.db")}
    memory = Memory.from_config(config)

    for i, (day, text) in enumerate(MESSAGES):
        if i == 0:
            with fault():
                memory.add([{"role": "user", "content": text}], user_id="alex", metadata={"date": day})
        else:
            memory.add([{"role": "user", "content": text}], user_id="alex", metadata={"date": day})

    QUESTION = "At what mileage is the Golf's next cambelt change due?"
    found = memory.search(QUESTION, filters={"user_id": "alex"}, top_k=10, threshold=0.0)["results"]
    context = [r["memory"] for r in found]
    stored = [r["memory"] for r in memory.get_all(filters={"user_id": "alex"})["results"]]
finally:
    server.terminate()
    server.wait(timeout=10)

assert any("92,000" in c for c in context), context
assert len(context) == len(stored), (context, stored)  # the search returned every memory
assert not any("152" in s for s in stored), stored  # the fault decided: the due mileage was never stored
reply = answer(QUESTION, context, mock="It isn't noted - only that the cambelt was changed at 92,000 km.")
finish(QUESTION, "152k km", reply)
