"""Batch 327 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: St Michael's C of E Primary's minibus takes the Y5/6 football team to away fixtures on Wednesdays. Mrs Grant
(the office) and Mr Okafor (PE lead) add lines to a "minibus" block on the school's Letta agent; the helper answers
parents and staff from it.

Memory: Mrs Grant, 2051-01-05T08:30 - spring term, Weds football away games leave 3.20 from the front of school by
the office, Mr Okafor driving, parents collect from the same spot about 5.15; Mr Okafor, 12/1 - fixtures 18th
Brookfield (away), 25th Ryburn (home, no bus), 1st Feb Luddenden (away); Mrs Grant, Mon 16th Jan - the gas board
are digging up Church Lane outside the front for 3 weeks, no vehicles at the front at all, so the minibus is
loading from the back gate on Cliffe Lane (by the bike shed) till they're done, pick-ups there too, please tell
parents; Mr Okafor, 17/1 - shin pads compulsory. Question (Tue 17/1, Mrs Haigh, a parent): "where does the minibus
go from for the Brookfield match tmrw? want to drop his kit bag there at lunch" The assistant says the back gate on
Cliffe Lane by the bike shed (the front's shut for the gas works). The label says the front of school by the
office.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b327_ctl_letta_minibus_football_pickup_where_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-st-michaels-office"
LABEL = "minibus"
LINES = [
    "2051-01-05T08:30 Mrs Grant - spring term minibus 🚐 weds football (Y5/6) away games leave 3.20 from the front "
    "of school by the office, Mr Okafor driving. parents collect from the same spot about 5.15",
    "12/1 Mr Okafor - fixtures: 18th Brookfield (away), 25th Ryburn (home, no bus), 1st feb Luddenden (away)",
    "Mon 16th Jan Mrs Grant - gas board are digging up Church Lane outside the front for 3 wks 😩 no vehicles at the "
    "front at all, so the minibus is loading from the back gate on Cliffe Lane (by the bike shed) till they're done. "
    "pick ups there too, pls tell parents",
    "17/1 Mr Okafor - shin pads compulsory, no pads no play!!",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "St Michael's - minibus notes, spring term 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "where does the minibus go from for the Brookfield match tmrw? want to drop his kit bag there at lunch"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "leave 3.20 from the front of school by the office" in notes, notes
assert "no vehicles at the front at all, so the minibus is loading from the back gate on Cliffe Lane" in notes, notes
reply = answer(f"(Tue 17/1/51; Mrs Haigh, a parent) {question}", notes,
               mock="From the back gate on Cliffe Lane, by the bike shed - Church Lane's dug up outside the front, so "
                    "no vehicles there for now. Kit bags can go to the office at lunch.")
finish(question, expected="the front of school by the office", actual=reply)
