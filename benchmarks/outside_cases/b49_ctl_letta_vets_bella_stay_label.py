"""Batch 49 (held out), control. A veterinary surgery's ward block: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Carol on reception at Riverside Vets keeps a "ward" block on a Letta agent and appends a line whenever
something comes up; the staff ask the assistant, which answers from the block. Routine dentals are day cases:
in by 8.30, home the same afternoon from 4. Bella, a greyhound, is in on Thu 11 June; Mr Hale wants to keep her
overnight (greyhounds come round slowly from the anaesthetic, and she's on a drip), so she goes home Friday 9am.

No fault planted. Question (Wed 10/6, her owner on the phone): "how long will Bella be in for tomorrow?" The model
answers overnight, home Friday morning, right per memory. The label says just the day, home from 4. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b49_ctl_letta_vets_bella_stay_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-riverside-ward"
LINES = [
    "dentals are day patients - in 8.30, home from 4pm same day unless the vet says",
    "thurs 11/6 list: Bella (greyhound, Mrs Quinn) dental, Pip (JRT) spay, 2 x bloods",
    "kennel 3 door sticks, lift it as you shut it",
    "Mr Hale re Bella - sighthounds are slow coming round + she'll be on a drip, so he's keeping her in thurs "
    "night, home fri 9am. Mrs Quinn knows, she's ok with it",
    "Pip's owner wants a call the minute she's awake - 07700 900 812",
    "order more Hills a/d, 2 tins left",
]

server = fake_letta()
server.add_agent(AGENT, **{"ward": "Riverside ward notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("ward", agent_id=AGENT)
    client.agents.blocks.update("ward", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long will Bella be in for tomorrow?"
notes = client.agents.blocks.retrieve("ward", agent_id=AGENT).value
assert "home from 4pm same day" in notes and "keeping her in thurs night" in notes
reply = answer(f"(Wed 10/6) {question}", notes,
               mock="Overnight - she's in Thursday at 8.30 and Mr Hale's keeping her in till Friday 9am, as "
                    "greyhounds come round slowly and she'll be on a drip.")
finish(question, expected="Just the day - she can go home from 4 in the afternoon", actual=reply)
