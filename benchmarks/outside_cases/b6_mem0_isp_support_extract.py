"""Batch 6: an ISP's customer-support bot with per-customer memory (mem0, infer=True, one root span per turn).

App: every support chat turn is one root span. The customer's message goes into mem0 (``Memory.add`` with
``user_id`` = the customer number, ``infer=True``): mem0's own extraction prompt asks the model for the memories to
keep. The model is a scripted OpenAI-compatible server (tests/support/scripted_openai.py via b3_support) that
answers mem0's extraction prompt with the memories for the message in its "New Messages" section; its embeddings
are the local model's offline vectors. When a ticket is escalated, the second-line engineer's assistant searches the
customer's memories (``Memory.search`` filtered by ``user_id``) and answers with litellm (``mock_response``).

Fault: Ingrid (cust-8812) writes that her 5 GHz Wi-Fi keeps dropping since the update to FRITZ!OS 7.57 last night,
on a FRITZ!Box 7590 AX, 500 Mbit fibre. The extraction the model returns for that message keeps the router, the plan
and the symptom, and drops the firmware version. Distractor: another customer (cust-2290, another scope) runs
firmware 7.29 on a 7530; a later message from Ingrid gives her callback number.
Question: "Which firmware version did Ingrid's Wi-Fi drops start after?"  Expected: "FRITZ!OS 7.57".

Why ExtractionError @ mem0.extract: the message carried the version, mem0's extraction (the ``mem0.extract`` child
of the faulty ``add``) consumed it and wrote memories none of which carries it; nothing else ever stored it. The
search and the answer did their job with what memory had. (The later add shows mem0's recent messages to the model
as context, which still hold the version; that extraction comes later, so the first one is the earliest loss.)

Crash fix (before any verdict was printed): the scripted model first cut the "New Messages" section at the first
occurrence of that heading, which mem0's system prompt also contains, so it extracted nothing and the script's own
assertion stopped it; it now takes the last occurrence (the user prompt's section).
"""
from __future__ import annotations

import os
import tempfile

from common import answer, fault, finish, setup

NAME = "b6_mem0_isp_support_extract"
setup(NAME, ["mem0", "litellm"])

import b3_support  # noqa: E402
from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient  # noqa: E402
from scripted_openai import ScriptedServer, prompt_text  # noqa: E402

INGRID, MAREK = "cust-8812", "cust-2290"
TURNS = [
    (INGRID, "Hi, since the firmware update to FRITZ!OS 7.57 last night my 5 GHz Wi-Fi keeps dropping every few "
             "minutes. The router is a FRITZ!Box 7590 AX and I'm on the 500 Mbit fibre plan."),
    (MAREK, "My FRITZ!Box 7530 on FRITZ!OS 7.29 works fine, I just want to upgrade to the 1 Gbit plan."),
    (INGRID, "I tried the channel change you suggested, still dropping. For callbacks use my landline 030 5550 1177, "
             "weekdays after 17:00."),
]
# the memories the model extracts from each message (keyed by a phrase of it); the first is the planted omission
EXTRACTED = {
    "since the firmware update": ["Customer's router is a FRITZ!Box 7590 AX",
                                  "Customer is on the 500 Mbit fibre plan",
                                  "Customer's 5 GHz Wi-Fi keeps dropping every few minutes"],
    "My FRITZ!Box 7530": ["Customer's router is a FRITZ!Box 7530 running FRITZ!OS 7.29",
                          "Customer wants to upgrade to the 1 Gbit plan"],
    "channel change": ["Changing the Wi-Fi channel did not stop the drops",
                       "Customer's callback number is landline 030 5550 1177, weekdays after 17:00"],
}


def model(body: dict):
    text = prompt_text(body)
    new = text.rsplit("## New Messages", 1)[-1].split("## Observation Date", 1)[0]
    memories = [m for phrase, ms in EXTRACTED.items() if phrase in new for m in ms]
    return {"memory": [{"text": m, "attributed_to": "user"} for m in memories]}


with ScriptedServer(model) as server:
    from mem0 import Memory

    local = {"api_key": "x", "openai_base_url": server.base_url}
    memory = Memory.from_config({
        "llm": {"provider": "openai", "config": {"model": "local", **local}},
        "embedder": {"provider": "openai", "config": {"model": "local-embed", "embedding_dims": 64, **local}},
        "vector_store": {"provider": "qdrant", "config": {"client": QdrantClient(":memory:"),
                                                          "collection_name": "support", "embedding_model_dims": 64}},
        "history_db_path": os.path.join(tempfile.mkdtemp(prefix="isp-"), "history.db"),
    })
    for i, (customer, text) in enumerate(TURNS):
        with turn_span(f"support.turn {customer}"):
            if i == 0:
                with fault():  # the planted fault: the extraction of this message drops the firmware version
                    memory.add([{"role": "user", "content": text}], user_id=customer)
            else:
                memory.add([{"role": "user", "content": text}], user_id=customer)

    kept = [m["memory"] for m in memory.get_all(filters={"user_id": INGRID})["results"]]
    assert kept and not any("7.57" in m for m in kept), kept  # the fault happened: no memory holds 7.57

    question = "Which firmware version did Ingrid's Wi-Fi drops start after?"
    with turn_span("escalation.turn"):
        found = memory.search(question, filters={"user_id": INGRID}, top_k=5)["results"]
        context = [f["memory"] for f in found]
        assert not any("7.57" in c for c in context), context
        actual = answer(question, context,
                        mock="The notes don't say which firmware update it was; they only say her FRITZ!Box 7590 "
                             "AX drops 5 GHz Wi-Fi every few minutes and a channel change didn't help.")
    memory.close()
finish(question, "FRITZ!OS 7.57", actual)
