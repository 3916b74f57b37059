"""Batch 50 (held out), control. A plumber's jobs block: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Gaz Jenkins (GJ Plumbing & Heating) keeps a "jobs" block on a Letta agent and appends a line whenever something
comes up; his nephew Liam asks the assistant what's on. The Greens (7 Orchard Way) accepted a quote for six new
radiators with TRVs. A week later Mr Green rang: they want to hang on to the big column radiator in the lounge (only
three years old, they like it), so that one comes off the job - five to fit, £1,260.

No fault planted. Question (Sun 22/3): "how many rads are we fitting at the Greens' on monday?" The model answers
5, right per memory. The label says 6, the number on the quote. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b50_ctl_letta_plumber_radiators_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-gj-van"
LINES = [
    "Greens, 7 Orchard Way - quote 1187 ACCEPTED: 6 rads (lounge, kitchen, 3 bedrooms, bathroom towel rail) + TRVs, "
    "£1,480, start mon 23/3 8am, drain down first thing",
    "Mr Hale - cistern price £165 fitted, he's thinking",
    "Stelrad rads ordered from City Plumbing, deliv fri 20th to the yard, Liam to check them off",
    "van MOT 2/4 Merton's 8am - get Liam to drop me at the first job",
    "Mr Green rang 14/3 - they're hanging on to the big column one in the lounge, it's only 3 yrs old and Mrs G "
    "loves it, so that comes off the job. new price £1,260. send the lounge Stelrad back or keep it for stock",
    "Scouts paid the £140 for the burst pipe, Dai dropped a cheque in",
    "Greens have a dog (Bramble), friendly, keep the back gate shut",
]

server = fake_letta()
server.add_agent(AGENT, **{"jobs": "GJ jobs list:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("jobs", agent_id=AGENT)
    client.agents.blocks.update("jobs", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many rads are we fitting at the Greens' on monday?"
notes = client.agents.blocks.retrieve("jobs", agent_id=AGENT).value
assert "6 rads" in notes and "hanging on to the big column one" in notes and "£1,260" in notes
reply = answer(f"(Sun 22/3) {question}", notes,
               mock="5 - the quote was for 6 but the Greens are keeping the column radiator in the lounge.")
finish(question, expected="6 radiators", actual=reply)
