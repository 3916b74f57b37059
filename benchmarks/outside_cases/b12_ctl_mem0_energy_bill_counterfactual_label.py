"""Batch 12 (held out), CONTROL: no fault planted, the gold label is wrong. Household bills assistant: mem0 with
``infer=True`` (its extraction and update-decision model is a scripted OpenAI-compatible stand-in), one root span per
turn.

App: the household forwards what the bills say to the assistant; mem0 extracts facts per household. Questions are
answered from ``memory.search`` with litellm.

Memory works: on 4 April the household wrote "March electricity bill is in: GBP 168.40 on the new time-of-use
tariff. The bill's comparison box says that on our old fixed tariff March would have cost GBP 212.90." mem0 keeps
both facts, the second as what it WOULD have cost. Question: "How much was our March electricity bill?" The model
answers "GBP 168.40", which is right per memory.

Why the label is wrong (a counterfactual value): the label "212.90 pounds" is in memory, but only as the cost on a
tariff the household had left -- a hypothetical comparison, not the bill. Expected verdict: AnnotationError.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b12_ctl_mem0_energy_bill_counterfactual_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402  (a scripted OpenAI-compatible server)
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

HOME = "household-23-larch-close"
MESSAGES = [
    "Switched electricity to the Beacon Flex time-of-use tariff from 1 March; the dishwasher and the car charger now "
    "run after 11 pm.",
    "March electricity bill is in: GBP 168.40 on the new time-of-use tariff. The bill's comparison box says that on "
    "our old fixed tariff March would have cost GBP 212.90.",
    "Water bill for the half year: GBP 231.00, paid by direct debit on 15 April.",
]
FACTS = {
    "Beacon Flex": ["Switched electricity to the Beacon Flex time-of-use tariff from 1 March",
                    "Dishwasher and car charger run after 11 pm"],
    "comparison box": ["March electricity bill was GBP 168.40 on the new time-of-use tariff",
                       "On the old fixed tariff, March would have cost GBP 212.90 (the bill's comparison, not "
                       "charged)"],
    "Water bill": ["Half-year water bill is GBP 231.00, paid by direct debit on 15 April"],
}


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    facts = [f for key, fs in FACTS.items() if key in text for f in fs]
    return {"memory": [{"text": f} for f in facts]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bills"))
    for i, text in enumerate(MESSAGES, 1):
        with turn_span(f"turn-{i} bill forwarded"):
            memory.add([{"role": "user", "content": text}], user_id=HOME)
    question = "How much was our March electricity bill?"
    with turn_span("turn-4 household question"):
        hits = memory.search(question, top_k=4, filters={"user_id": HOME})["results"]
        context = [h["memory"] for h in hits]
        assert any("168.40" in c for c in context) and any("212.90" in c for c in context), context
        reply = answer(question, context, mock="Your March electricity bill was GBP 168.40, on the new time-of-use "
                                               "tariff.")
finish(question, expected="212.90 pounds", actual=reply)
