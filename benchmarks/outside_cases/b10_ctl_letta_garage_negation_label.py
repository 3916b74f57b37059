"""Batch 10 (held out), control: no fault. Garage service-desk assistant: a Letta agent (letta-client against the
in-process Letta stand-in) whose core block ``vehicle`` holds the customer's car record; one root span per turn.

App: after each job the service advisor appends the technician's findings to the block
(``agents.blocks.update`` with the old value plus the new line); the customer asks the app, which reads the block and
answers with litellm.

Memory (right): the MOT and service note of 22 September says "Front brake discs measured 25.1 mm against a 24.0 mm
minimum - NOT replaced, not needed yet; new front pads fitted (GBP 96)." Question: "Did they put new brake discs on
my car at the service?" The assistant answers "No - the discs were still within limits; only the front pads were
replaced". The annotator's label is "Yes, the front discs were replaced": the statement in memory is negated.
Nothing was lost: the label is wrong.

Expected verdict: AnnotationError (the label contradicts a negated statement in the context).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b10_ctl_letta_garage_negation_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-garage-desk"
server = fake_letta()
server.add_agent(AGENT, persona="I am the service desk assistant at Marsh Lane Motors.",
                 vehicle="Customer: Ines Albrecht. Car: 2019 Skoda Octavia estate, reg KM19 XLT.")
client = letta_client(server)


def append_finding(line: str) -> None:
    block = client.agents.blocks.retrieve("vehicle", agent_id=AGENT)
    client.agents.blocks.update("vehicle", agent_id=AGENT, value=block.value + "\n" + line)


with turn_span("turn-1 job card 22 September"):
    append_finding("22 Sep 2026 MOT: passed, no advisories. Mileage 61,240.")
with turn_span("turn-2 job card 22 September"):
    append_finding("22 Sep 2026 service: oil and filter, cabin filter. Front brake discs measured 25.1 mm against a "
                   "24.0 mm minimum - NOT replaced, not needed yet; new front pads fitted (GBP 96).")

question = "Did they put new brake discs on my car at the service?"
with turn_span("turn-3 customer question"):
    record = client.agents.blocks.retrieve("vehicle", agent_id=AGENT).value
    assert "NOT replaced" in record
    reply = answer(question, record, mock="No - the front discs were still within limits (25.1 mm), so they weren't "
                                          "replaced; only the front pads were.")
finish(question, expected="Yes, the front discs were replaced", actual=reply)
