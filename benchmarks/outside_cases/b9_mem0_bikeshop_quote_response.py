"""Batch 9 (held out). Bike repair shop assistant: mem0 Memory with ``infer=False`` (each workshop note stored as
written; local model server for embeddings, in-memory qdrant), script style.

App: mechanics log job notes for a customer's bike with ``memory.add(..., infer=False)``; the customer asks the shop's
assistant, which searches the customer's memories and answers with litellm.

Planted fault (ResponseError, computed money): the 14 May note for job BK-2207 quotes "parts GBP 84.50 (chain, cassette,
brake pads)" and "labour 1.5 h at GBP 40/h"; both notes are retrieved and in the prompt. Question: "How much will the
full service on my Trek come to?" -> expected "£144.50 in total (£84.50 parts plus £60 labour)". The model adds one
hour of labour and answers "£124.50".

Expected verdict: ResponseError at the answer's litellm.completion (inside fault()). Asserted: both the parts and the
labour figures are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b9_mem0_bikeshop_quote_response", ["mem0", "litellm"])

import b3_support  # noqa: E402,F401  (puts tests/support on the path: mem0_config)
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

from memtrace_otel.local_model import LocalModelServer  # noqa: E402

CUSTOMER = "cust-0931-okafor"
NOTES = [
    ("2026-05-14", "Job BK-2207, Trek Domane AL 2: full service quoted - parts GBP 84.50 (chain, 11-speed cassette, "
                   "front and rear brake pads)."),
    ("2026-05-14", "Job BK-2207: labour estimate 1.5 h at GBP 40/h; ready Saturday if parts arrive Thursday."),
    ("2026-03-02", "Job BK-2051: rear puncture repaired, GBP 12 paid; tyres worn, recommend replacing before summer."),
]

with LocalModelServer() as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bikeshop"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=CUSTOMER, infer=False, metadata={"date": day})
    question = "How much will the full service on my Trek come to?"
    hits = memory.search(question, top_k=4, threshold=0.0, filters={"user_id": CUSTOMER})["results"]
    context = [f"({h['metadata'].get('date')}) {h['memory']}" for h in hits]
    assert any("84.50" in c for c in context) and any("1.5 h at GBP 40/h" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="The full service comes to GBP 124.50: GBP 84.50 in parts plus "
                                               "GBP 40 labour.")
finish(question, expected="£144.50 in total (£84.50 parts plus £60 labour)", actual=reply)
