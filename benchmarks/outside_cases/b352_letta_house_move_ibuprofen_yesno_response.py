"""Batch 352 (held out). A house move while on a new medication, a diary kept with an AI assistant: Letta core memory
block (offline stand-in), script style (every call its own trace); the answer call has the medicine rule in its
block and says the opposite.

App: Maureen (68) had a clot in her leg in August 2051 and has been started on a blood thinner; at the same time
she's moving from the family house to a bungalow. She adds lines to a "me and the move" block on her Letta
assistant - the new tablets and what the pharmacist said, the removal van, the packing - and asks it things.

Planted fault (ResponseError, ignored sufficient context): the block has her 2051-09-04T18:30 line - the GP's
started her on a blood thinner (the little pink ones, once a day with breakfast) after the clot, and the pharmacist
said no ibuprofen, no aspirin, nothing like that while she's on it, paracetamol only for aches; her 12/9 line -
moving day Fri 29th Sept, the van at 8; her Tue 19th Sept line - packed the bathroom cabinet, the old ibuprofen
and the Deep Heat went in the box marked bathroom, the pink ones and the paracetamol are in her handbag; and her
Sat 23rd line - oh wait, she said the van's 8 but the man rang, it's 7.30. Question (Sat 30 Sept, the day after
the move): "my back's killing me from all the boxes 😩 can I take a couple of the ibuprofen from the bathroom box?"
-> expected no: she's on the blood thinner and the pharmacist said no ibuprofen - take the paracetamol from her
handbag. (The small inference: the question doesn't name the blood thinner; the answer follows because the block
ties "no ibuprofen" to the tablets she's on now.) The model says yes, a couple with food should be fine.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the blood thinner and the pharmacist's "no ibuprofen" and where the paracetamol is, and the model said
yes. Asserted: the block has the pharmacist's line and the packing line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b352_letta_house_move_ibuprofen_yesno_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-maureen-diary"
LABEL = "me and the move"
LINES = [
    "2051-09-04T18:30 GP's started me on a blood thinner after the clot in my leg - the little pink ones, once a day "
    "with breakfast. pharmacist said NO ibuprofen, no aspirin, nothing like that while I'm on it, paracetamol only "
    "for aches + pains. and tell the dentist. (assistant: noted - blood thinner daily with breakfast; avoid "
    "ibuprofen and aspirin, paracetamol is fine)",
    "12/9 moving day confirmed - Fri 29th Sept, van at 8, keys for the bungalow from the agent at 12. Karen's taking "
    "the day off to help 🙏 (assistant: moving day Fri 29 Sept, van 8am, keys at noon)",
    "Tue 19th Sept packed the bathroom cabinet. old ibuprofen + the Deep Heat went in the box marked BATHROOM, kept "
    "the pink ones and the paracetamol in my handbag so I don't lose them (assistant: your blood thinner and "
    "paracetamol are in your handbag)",
    "Sat 23rd - oh wait, I said the van's 8 but the man rang, it's 7.30 now. Karen's coming at 7 (assistant: "
    "updated - van at 7.30 on Friday)",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Maureen - health and the move to the bungalow, autumn 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "my back's killing me from all the boxes 😩 can I take a couple of the ibuprofen from the bathroom box?"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "pharmacist said NO ibuprofen, no aspirin, nothing like that while I'm on it" in notes, notes
assert "kept the pink ones and the paracetamol in my handbag" in notes, notes
with fault():
    reply = answer(f"(Sat 30/9/51; Maureen) {question}", notes,
                   mock="Yes, a couple of ibuprofen with some food should be fine for a sore back after all that "
                        "lifting - and take it easy today.")
finish(question, expected="no - she's on the blood thinner and the pharmacist said no ibuprofen; take the "
                          "paracetamol from her handbag", actual=reply)
