"""Batch 57 (held out), control. A window cleaner's customer notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Dean Walsh (window cleaner, Kirkby Stephen) keeps a "round" block on a Letta agent and adds a line after each
street; he asks the assistant about it later. The Hendersons at 2 The Green often have their side gate locked, and on
the April round he couldn't get round the back for it. On the May round the whole front and side of the house was
covered in scaffolding for a new render, so he couldn't get the pole near it at all.

No fault planted. Question (Mon 8/6, Mrs Henderson having texted): "why didn't the Hendersons get done on the last
round?" The model answers the scaffolding for the render, right per memory. The label says the gate was locked, the
April reason. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b57_ctl_letta_windows_hendersons_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-dean-windows"
LINES = [
    "Hendersons 2 The Green - £22, side gate's often locked, TEXT the night before (07700 900733)",
    "14/4 The Green done exc. Hendersons backs - side gate locked again, no answer to the text, did the fronts, "
    "charged £12",
    "new customer - the vicarage, Revd Sian, big job, £35, wants the porch roof as well",
    "12th May The Green - Hendersons not done at all, scaffolding up the front + down the side for the new render, "
    "can't get the pole anywhere near. builder reckons 3 wks. didn't charge",
    "The Green next due tues 9 june",
    "van pump fixed 20/5 - was just an airlock, no charge from Gary thank god",
]

server = fake_letta()
server.add_agent(AGENT, **{"round": "Dean's round - notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("round", agent_id=AGENT)
    client.agents.blocks.update("round", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why didn't the Hendersons get done on the last round?"
notes = client.agents.blocks.retrieve("round", agent_id=AGENT).value
assert "side gate locked again" in notes and "scaffolding up the front" in notes
reply = answer(f"(Mon 8/6) {question}", notes,
               mock="There was scaffolding up the front and side for their new render on 12 May, so you couldn't get "
                    "the pole near the house - you didn't charge them.")
finish(question, expected="the side gate was locked and they didn't answer the text", actual=reply)
