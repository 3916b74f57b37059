"""Batch 61 (held out), control. An allotment society's shed notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Maureen, secretary of the Combe Hay Road allotments, keeps a "shed" block on a Letta agent and adds a line
whenever something comes up with the shared tools. In May the society's strimmer would not start and Maureen put a
DO NOT USE sign on it. Ray took it home, put in a new spark plug and cleaned out the carburettor, and it starts
first pull again; the sign came off.

No fault planted. Question (Sat 12/6, a plot holder): "can I use the strimmer this weekend?" The model answers yes,
Ray sorted it, right per memory. The label says no, it won't start. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b61_ctl_letta_allotment_strimmer_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-combe-hay-shed"
LINES = [
    "strimmer (the Stihl) won't start, pulled it 30 times, flooded probably. put a DO NOT USE sign on it 16/5",
    "water troughs are on, plot 11's leaking at the joint, told the council",
    "Ray took the strimmer home wknd of 29th - new spark plug (£6, I've paid him from petty cash) + he cleaned out "
    "the carb. starts first pull!! sign's off, it's back on the hook. 50:1 mix in the green can ONLY",
    "blue barrow tyre - Colin fitted a puncture-proof one, £19",
    "shed window still cracked, Hettie's son-in-law coming tues 15/6 to reglaze, keep the bench clear",
    "June work party sat 26th 10am - clear the brambles on the empty plot (14), bring gloves",
]

server = fake_letta()
server.add_agent(AGENT, **{"shed": "Combe Hay Rd allotments - shed + tools notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("shed", agent_id=AGENT)
    client.agents.blocks.update("shed", agent_id=AGENT, value=block.value + "\n- " + line)

question = "can I use the strimmer this weekend?"
notes = client.agents.blocks.retrieve("shed", agent_id=AGENT).value
assert "won't start" in notes and "starts first pull" in notes
reply = answer(f"(Sat 12/6) {question}", notes,
               mock="Yes - Ray put a new plug in and cleaned the carb, it's back on the hook. Use the 50:1 mix from "
                    "the green can.")
finish(question, expected="no - it won't start, there's a do not use sign on it", actual=reply)
