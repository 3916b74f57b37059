"""Batch 306 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Sowerby Men's Shed (a community workshop behind the church hall, open Tues and Thurs, woodwork, bike and tool
repairs, a brew) keep a "money" block on their Letta agent - Dennis (the coordinator) and Alan (the treasurer) add
lines as things change; the helper answers members' questions from it.

Memory: Dennis, 2051-01-12T11:00 - subs £2 a session, brews included, in the tin on the shelf, and £10 a year for the
insurance; Alan, 9/3 - the AGM voted it through, subs go to £3 a session from 1st April, the leccy's gone through the
roof with the dust extractor and the heaters, still £10 a year; Dennis, Tue 4th Apr - the tin's moved to the
kitchen; Alan, 20/4 - the raffle made £146 for the extractor fund. Question (Thu 27/4, Ken, for a new member): "how
much is it a session? there's a new lad starting thurs, wants to know what to bring" The assistant says £3 a session
(up from April) plus £10 a year for the insurance, in the tin in the kitchen. The label says £2 a session, brews
included.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b306_ctl_letta_mens_shed_subs_how_much_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-sowerby-mens-shed"
LABEL = "money"
LINES = [
    "2051-01-12T11:00 Dennis - SUBS 💷 £2 a session, brews included, in the tin on the shelf. + £10 a yr for the "
    "insurance, Alan's got the forms",
    "9/3 Alan - AGM voted it thru, subs go to £3 a session from 1st April, the leccy's gone thru the roof with the dust "
    "extractor + the heaters 😬 still £10 a yr",
    "Tue 4th Apr Dennis - tin's moved to the kitchen, someone had it off the shelf w/ a sander cable",
    "20/4 Alan - raffle made £146 for the extractor fund!! cheers all, Brian's jigsaw went to the vicar",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Sowerby Men's Shed - money:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much is it a session? there's a new lad starting thurs, wants to know what to bring"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "£2 a session, brews included" in notes, notes
assert "subs go to £3 a session from 1st April" in notes, notes
reply = answer(f"(Thu 27/4/51; Ken) {question}", notes,
               mock="£3 a session now (it went up from April for the electric), plus £10 a year for the insurance - "
                    "it goes in the tin in the kitchen.")
finish(question, expected="£2 a session, brews included", actual=reply)
