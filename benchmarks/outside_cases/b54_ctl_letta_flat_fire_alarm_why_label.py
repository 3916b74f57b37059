"""Batch 54 (held out), control. A university halls flat's shared notes: Letta core memory block (offline stand-in
of tests/instrumentations), script style (each call its own trace).

App: the six students in Flat 7B, Castle Leazes halls, keep a "flat" block on a Letta agent and append a line
whenever something happens; they ask the assistant about it later. The toaster set the smoke alarm off three times
in the autumn term and the halls office threatened to take it away. The alarm at 2am on Tue 10 Feb was something
else: Jonah's friend staying over was vaping on the landing right under the detector; security came up and the flat
got a £50 fine.

No fault planted. Question (Thu 12/2, Priya, who was away): "why did the fire alarm go off on tuesday night?" The
model answers Jonah's friend vaping on the landing, right per memory. The label says burnt toast, the flat's usual
culprit. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b54_ctl_letta_flat_fire_alarm_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-flat-7b"
LINES = [
    "Oct: 3rd alarm this term from the toaster!! halls office says move it away from the sensor or they confiscate "
    "it. it's on the windowsill now",
    "bin rota: wk A Zara + Kofi, wk B Priya + Jonah, wk C Tom + Sam (Tom's gone, Ollie from March)",
    "guests - max 2 nights in a row, sign in at reception, they're checking now after the party on floor 3",
    "Tue 10/2 ~2am alarm - whole block out in the car park in pyjamas for 40 mins, freezing. security came up, "
    "Jonah's mate Callum (staying over) was having a vape on the landing right under the detector. £50 fine to the "
    "flat, Jonah says he'll pay it all",
    "toaster crumb tray emptied + cleaned 11/2 (Zara) - it's been good since it moved",
    "Priya back from her placement in Leeds thurs 12th",
]

server = fake_letta()
server.add_agent(AGENT, **{"flat": "Flat 7B - things to know:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("flat", agent_id=AGENT)
    client.agents.blocks.update("flat", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why did the fire alarm go off on tuesday night?"
notes = client.agents.blocks.retrieve("flat", agent_id=AGENT).value
assert "3rd alarm this term from the toaster" in notes and "having a vape on the landing" in notes
reply = answer(f"(Thu 12/2) {question}", notes,
               mock="Jonah's friend Callum, who was staying over, vaped on the landing under the detector. Security "
                    "came up and the flat got a £50 fine, which Jonah's paying.")
finish(question, expected="someone burnt toast again - the toaster's too close to the sensor", actual=reply)
