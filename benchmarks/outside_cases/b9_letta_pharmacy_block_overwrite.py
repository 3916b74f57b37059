"""Batch 9 (held out). Pharmacy refill assistant: Letta core memory blocks (letta-client against the in-process Letta
stand-in), one root span per turn.

App: each patient has a Letta agent whose core block ``prescriptions`` lists their repeat prescriptions, one line
each. When the pharmacy system sends a newly dispensed prescription, the app's ``record_prescription`` writes it into
the block with ``agents.blocks.update``; the assistant answers by reading the block (``blocks.retrieve``) and calling
litellm.

Planted fault (UpdateError, overwritten): the block holds "Atorvastatin 20 mg, one at night - 2 refills left, next
due 18 April 2026" and "Levothyroxine 75 mcg ...". On 2 April a short course of amoxicillin is dispensed; the new
``record_prescription`` passes ``value=line`` (the new line alone) instead of appending it, so the update replaces
the whole block. Question: "How many more times can I refill my cholesterol tablets?" -> expected "Two more refills"
(atorvastatin is the cholesterol drug; the annotator paraphrased). The assistant, seeing only the amoxicillin line,
answers that no cholesterol prescription is on file.

Expected verdict: UpdateError at letta.blocks.update of 2 April (fault() wraps it). Asserted: the atorvastatin line
is in the block before that update and absent from the block the answer reads.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b9_letta_pharmacy_block_overwrite", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-rx-bhatt"
server = fake_letta()
server.add_agent(AGENT, human="Patient: Kiran Bhatt, DOB 1961. Prefers collection at the Elm Road branch.",
                 prescriptions="Repeat prescriptions:")
client = letta_client(server)


def record_prescription(line: str) -> None:
    block = client.agents.blocks.retrieve("prescriptions", agent_id=AGENT)
    client.agents.blocks.update("prescriptions", agent_id=AGENT, value=block.value + "\n" + line)


with turn_span("turn-1 pharmacy sync 12 March"):
    record_prescription("- Atorvastatin 20 mg, one at night - 2 refills left, next due 18 April 2026")
with turn_span("turn-2 pharmacy sync 20 March"):
    record_prescription("- Levothyroxine 75 mcg, one each morning before food - 5 refills left")
with turn_span("turn-3 pharmacy sync 2 April"):
    before = client.agents.blocks.retrieve("prescriptions", agent_id=AGENT).value
    assert "Atorvastatin" in before
    line = "- Amoxicillin 500 mg, three times a day for 7 days (dispensed 2 April 2026, no refills)"
    with fault():
        # the bug: the new short-course code path writes the line alone instead of appending it
        client.agents.blocks.update("prescriptions", agent_id=AGENT, value=line)

question = "How many more times can I refill my cholesterol tablets?"
with turn_span("turn-4 patient question"):
    block = client.agents.blocks.retrieve("prescriptions", agent_id=AGENT).value
    human = client.agents.blocks.retrieve("human", agent_id=AGENT).value
    assert "Atorvastatin" not in block, block
    reply = answer(question, [human, block], mock="I can't see a cholesterol prescription on file, only a 7-day "
                                                  "amoxicillin course with no refills.")
finish(question, expected="Two more refills", actual=reply)
