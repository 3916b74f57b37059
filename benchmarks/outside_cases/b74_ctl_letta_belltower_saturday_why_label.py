"""Batch 74 (held out), control. A church bell-ringers' tower: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Sue, tower captain at St Mary's, Painswick, keeps a "tower" block on a Letta agent for the band and adds a line
whenever something comes up. Saturday 9 August: the Fosters' daughter Lily gets married at 2, and the family have
asked for the bells before and after (paid the £120 fee). The Bishop's visit, for which the band is ringing a
quarter peal, is the Sunday after next, 17 August.

No fault planted. Question (Mon 4/8, Ellie, a learner): "why are we ringing on sat 9th?" The model answers: Lily
Foster's wedding at 2. The label says for the Bishop's visit. Expected verdict: AnnotationError (the label is wrong);
no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b74_ctl_letta_belltower_saturday_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-painswick-tower"
LINES = [
    "practice thurs 7.30-9 as ever. Aug is holiday month so expect thin numbers, call changes if <6",
    "Bishop Rachel's visit - she's preaching at the 10am on sun 17/8, we ring a quarter beforehand (8.50 start). "
    "Tom calling, Grandsire Doubles",
    "sat 9/8 - Lily Foster (Jan + Pete's girl) marrying her Aussie at 2pm, they've asked for bells 1.15-1.55 + "
    "after from about 2.50. paid the £120, Margaret's got the cheque",
    "lost: 1 black fleece on the ringing room hook since July, anyone's?",
    "Sheepscombe ringers want a joint outing in Sept, pub lunch, Sue to sort a date",
    "clapper on the tenor - Whites coming tues 12/8 to look, no ringing that eve",
]

server = fake_letta()
server.add_agent(AGENT, **{"tower": "St Mary's Painswick tower - notes for the band:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("tower", agent_id=AGENT)
    client.agents.blocks.update("tower", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why are we ringing on sat 9th?"
notes = client.agents.blocks.retrieve("tower", agent_id=AGENT).value
assert "Bishop Rachel's visit" in notes and "Lily Foster" in notes
reply = answer(f"(Mon 4/8/31, Ellie, a learner, asking) {question}", notes,
               mock="It's Lily Foster's wedding - Jan and Pete's daughter, getting married at 2. We ring 1.15 to "
                    "1.55 and again after, from about 2.50.")
finish(question, expected="it's the bishop coming - quarter peal for her visit", actual=reply)
