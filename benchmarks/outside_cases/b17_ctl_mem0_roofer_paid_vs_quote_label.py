"""Batch 17 (held out), control. A couple's home renovation log: mem0 Memory (infer=False, local embeddings via a
scripted OpenAI-compatible server, in-memory qdrant), script style.

App: Nadia stores each renovation note as it happens with ``memory.add(..., infer=False)``; the assistant searches
the house's memories and answers with litellm.

No planted fault. The roofer's quote for the flat roof over the extension was "GBP 4,200 all in, inc skip + 10yr
guarantee"; the later note says "Dean finished the flat roof Fri, looks smart. Sent him 3,950 - he knocked 250 off
as he used our skip from the kitchen strip-out". Question: "What did we pay the roofer for the flat roof in the
end?" -> right per memory: GBP 3,950; the model says so. The gold label "GBP 4,200" is the quoted price, not the
amount paid.

Expected verdict: AnnotationError. Another reading: none that we see; each note is stored and returned intact.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b17_ctl_mem0_roofer_paid_vs_quote_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

HOUSE = "house-42-elm-grove"
NOTES = [
    ("2026-04-21", "Roofer (Dean, DK Roofing) quote for the flat roof over the extension: GBP 4,200 all in, inc skip "
                   "+ 10yr guarantee on the EPDM. Can do mid May if the weather holds."),
    ("2026-04-28", "2nd roofing quote from Apex - GBP 5,100 + VAT, felt not rubber. Going with Dean."),
    ("2026-05-09", "Building control signed off the steels. Next inspection after the roof + insulation."),
    ("2026-05-22", "Dean finished the flat roof Fri, looks smart. Sent him 3,950 - he knocked 250 off as he used our "
                   "skip from the kitchen strip-out. Guarantee cert to follow by email."),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="reno"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=HOUSE, metadata={"date": day}, infer=False)
    question = "What did we pay the roofer for the flat roof in the end?"
    hits = memory.search(question, top_k=4, filters={"user_id": HOUSE})["results"]
    context = [h["memory"] for h in hits]
    assert any("GBP 4,200 all in" in c for c in context) and any("Sent him 3,950" in c for c in context), context
    reply = answer(question, context, mock="GBP 3,950 - Dean's quote was 4,200 but he took 250 off for using your "
                                           "skip.")
finish(question, expected="GBP 4,200", actual=reply)
