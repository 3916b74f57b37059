"""Batch 82 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline stand-in
server), script style.

App: Fran, captain of Wyebridge Rowing Club, keeps the fortnight's head-race notes in a Letta agent's core memory
block ("severn-head"), appending a line at a time; members and parents ask the agent.

Memory: the J16 double's own boat (the Filippi) has a crack by the rigger and has gone to Janousek's, back mid
October, but Kingston RC are lending theirs and Pete's collecting it Friday; later, Noah's mum says he's on his
Duke of Edinburgh expedition that weekend (she only told the coach on Tuesday), so the double isn't going and
Alfie might go in the quad if Jas can find him a seat. The assistant says Noah's away on his DofE expedition. The
label gives the boat being away for repair.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b82_ctl_letta_rowing_double_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-wyebridge-captain"
LINES = [
    "14/9 J16 2x (Alfie + Noah) - the Filippi double's got a hairline crack by the bow rigger, gone to Janousek's, "
    "back mid oct they reckon",
    "Kingston RC will lend us their double for the Severn, Pete collecting it fri on the way back from work",
    "W8+ crew list final, Kate coxing, Sue in 4 seat (her back's ok now)",
    "Noah's mum emailed tues - he's on his DofE expedition that weekend (Brecons, can't move it) so the double's "
    "not going. Alfie might go in the quad if Jas can find him a seat. told Kingston, they're fine",
    "entries: the double's £28 comes back to us if we pull out before 26/9, done it",
    "bank party: Mike + Helen w the first aid kit, trailer leaves 7.30 sat",
]

server = fake_letta()
server.add_agent(AGENT, **{"severn-head": "Severn Head sat 4 Oct - captain's notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("severn-head", agent_id=AGENT)
    client.agents.blocks.update("severn-head", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why isn't the J16 double going to the Severn Head?"
notes = client.agents.blocks.retrieve("severn-head", agent_id=AGENT).value
assert "crack by the bow rigger" in notes and "DofE expedition that weekend" in notes
reply = answer(f"(Thu 25/9/31, a parent) {question}", notes,
               mock="Noah's away on his Duke of Edinburgh expedition in the Brecons that weekend, so the double's not "
                    "racing - Alfie may still go in the quad.")
finish(question, expected="their boat's away being mended", actual=reply)
