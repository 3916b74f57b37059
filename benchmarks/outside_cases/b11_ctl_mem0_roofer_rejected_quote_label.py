"""Batch 11 (held out), wrong-label control: no fault. Roofing repair customer assistant: mem0 Memory (infer=True; a
scripted OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per turn.

App: the homeowner's notes about the job go to ``memory.add(messages, user_id=<homeowner>)`` and mem0's LLM extracts
the facts; later the homeowner asks the assistant, which searches their memories and answers with litellm.

Memory (right): "Dale from Ridgeline Roofing quoted GBP 2,400 to strip and re-felt the whole garage roof. We said no
to that." and, a few days later, "Agreed with Dale on a patch repair over the leak and new flashing instead: GBP 350,
to be done Saturday." Both are extracted. Question: "How much did we agree to pay the roofer for the garage roof?" ->
the assistant answers "GBP 350, for the patch repair and new flashing" (right). The annotator's label is "GBP 2,400":
the quote the homeowner turned down.

Expected verdict: AnnotationError (the label's value is in memory and in the context, but as a rejected proposal).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b11_ctl_mem0_roofer_rejected_quote_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402  (a scripted OpenAI-compatible server)
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

OWNER = "home-17-birch-grove-sato"
NOTES = [
    ("turn-1 quote", "Note 14 Sep 2026: Dale from Ridgeline Roofing came round and quoted GBP 2,400 to strip and "
                     "re-felt the whole garage roof. We said no to that - too much for a garage."),
    ("turn-2 agreement", "Note 17 Sep 2026: Agreed with Dale on a patch repair over the leak and new lead flashing "
                         "along the house wall instead: GBP 350, to be done Saturday 19 September."),
    ("turn-3 gutter", "Note 20 Sep 2026: gutter on the front bay still drips; Dale says that's a separate job, "
                      "he'll look next month."),
]
EXTRACTED = {
    "quoted GBP 2,400": ["Ridgeline Roofing (Dale) quoted GBP 2,400 to strip and re-felt the whole garage roof",
                         "The homeowner turned down the GBP 2,400 re-felt quote as too expensive"],
    "patch repair": ["The homeowner agreed with Dale to a GBP 350 patch repair over the garage roof leak with new "
                     "lead flashing", "The garage roof patch repair is scheduled for Saturday 19 September 2026"],
    "gutter on the front bay": ["The front bay gutter still drips; Dale will look at it next month as a separate job"],
}


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="roofing"))
    for name, note in NOTES:
        with turn_span(name):
            memory.add([{"role": "user", "content": note}], user_id=OWNER)
    question = "How much did we agree to pay the roofer for the garage roof?"
    with turn_span("turn-4 question"):
        hits = memory.search(question, top_k=6, filters={"user_id": OWNER})["results"]
        context = [h["memory"] for h in hits]
        assert any("GBP 350" in c for c in context) and any("GBP 2,400" in c for c in context), context
        reply = answer(question, context, mock="GBP 350, for the patch repair over the leak and the new "
                                               "flashing.")
finish(question, expected="GBP 2,400", actual=reply)
