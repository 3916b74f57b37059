"""Batch 11 (held out). Council-funded home care agency, carers' visit assistant: mem0 AsyncMemory with
``infer=False`` (local model server for embeddings, in-memory qdrant), asyncio, script style.

App: the agency stores everything about a client in mem0 under ``user_id=<client>`` and ``run_id=<the visit or
review it came from>``. On arrival the carer's phone asks the assistant; the app searches the client's memories and
answers with litellm.

Planted fault (RetrievalError, wrong scope): the care-plan review on 28 September 2026 recorded "Hoist transfers for
Mrs Pryce now need two carers at every visit (occupational therapist's assessment, 28 Sep)" under
``run_id="review-2026-09-28"``. On Saturday 3 October the app's search passes the current visit as a filter as well
(``filters={"user_id": ..., "run_id": "visit-2026-10-03-am"}``), so only the notes written at this visit are
searched. Question: "Do I need a second carer for Mrs Pryce's hoist transfer?" -> expected "Yes - two carers for every
hoist transfer since the 28 September review". The assistant sees only this morning's arrival note and says one carer
is fine.

Expected verdict: RetrievalError at the answer's mem0.search (fault() wraps it). Asserted: a search on the client
alone returns the review note; the scoped search's context does not hold it. Another reading: none that we see -- the
review note was stored whole and nothing removed it.
"""
from __future__ import annotations

import asyncio
import tempfile

from common import answer, fault, finish, setup

setup("b11_mem0_homecare_run_scope", ["mem0", "litellm"])

import b3_support  # noqa: E402,F401  (puts tests/support on the path: mem0_config)
from mem0 import AsyncMemory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

from memtrace_otel.local_model import LocalModelServer  # noqa: E402

CLIENT = "hc-client-2291-pryce"
NOTES = [
    ("review-2026-09-28", "Care plan review 28 Sep 2026: hoist transfers for Mrs Pryce now need two carers at every "
                          "visit (occupational therapist's assessment, 28 Sep). Sling size medium, blue loops."),
    ("review-2026-09-28", "Care plan review 28 Sep 2026: Mrs Pryce's daughter Alison holds lasting power of "
                          "attorney for health; call her on changes."),
    ("visit-2026-10-02-pm", "Visit 2 Oct 2026 pm: Mrs Pryce ate most of her tea, fluids 900 ml today, skin on heels "
                            "intact."),
    ("visit-2026-10-03-am", "Visit 3 Oct 2026 am: arrived 8:05, Mrs Pryce still in bed and wants to get up to the "
                            "chair for breakfast; one carer on shift this morning."),
]


async def main():
    with LocalModelServer() as server:
        memory = AsyncMemory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="homecare"))
        for run, note in NOTES:
            await memory.add([{"role": "user", "content": note}], user_id=CLIENT, run_id=run, infer=False)
        question = "Do I need a second carer for Mrs Pryce's hoist transfer?"
        whole = (await memory.search(question, top_k=5, threshold=0.0, filters={"user_id": CLIENT}))["results"]
        assert any("two carers" in h["memory"] for h in whole), whole
        with fault():
            hits = (await memory.search(question, top_k=5, threshold=0.0,
                                        filters={"user_id": CLIENT, "run_id": "visit-2026-10-03-am"}))["results"]
        context = [h["memory"] for h in hits]
        assert context and not any("two carers" in c for c in context), context
        reply = answer(question, context, mock="No - there's nothing on file saying the hoist needs two carers, so "
                                               "you can do the transfer to the chair on your own this morning.")
    finish(question, expected="Yes - two carers for every hoist transfer since the 28 September review",
           actual=reply)


asyncio.run(main())
