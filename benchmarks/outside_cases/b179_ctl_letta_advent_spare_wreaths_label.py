"""Batch 179 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (each call its own trace).

App: St Michael's Advent wreath workshop is Sat 28th Nov 2043 in the church hall; whatever wreath bases aren't booked
get made up by the helpers for the church's Christmas fair stall. Liz, who runs the workshop, keeps a "wreaths" block
on the church's Letta agent and appends a line as things come in; the fair committee asks the agent.

Memory: the block's first line (workshop Sat 28th Nov, £15 a wreath); Liz, Thurs 12/11: 40 bases ordered from
Harpers, 32 names on the sheet so far, so 8 spare for the fair stall; Liz, Sun 22nd: another 4 names went on the sheet
in the porch after the notices were read out, two of them the Hendersons from the new houses; Liz,
2043-11-24T16:00: Harpers delivered, all 40 in one piece, in the vestry. Question (Thu 26/11, Ann, who runs the
Christmas fair stall): "how many wreaths will we have spare for the fair stall? doing the price list" The assistant
says 4 (40 bases, 36 booked). The label says 8 - the spare count in Liz's 12/11 line.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b179_ctl_letta_advent_spare_wreaths_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-st-michaels-liz"
LABEL = "wreaths"
LINES = [
    "Advent wreath workshop sat 28th nov, church hall, £15 a wreath 💚",
    "Thurs 12/11 Liz: 40 bases ordered from Harpers, 32 names on the sheet so far so 8 spare for the fair stall",
    "Sun 22nd Liz: another 4 names went on the sheet in the porch after the notices 🙌 2 of them the Hendersons from "
    "the new houses",
    "2043-11-24T16:00 Liz: Harpers delivered, all 40 in one piece, in the vestry",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "St Michael's Advent wreaths 2043 (Liz):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many wreaths will we have spare for the fair stall? doing the price list"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "40 bases ordered" in notes and "so 8 spare for the fair stall" in notes, notes
assert "another 4 names went on the sheet" in notes and "all 40 in one piece" in notes, notes
reply = answer(f"(Thu 26/11/43; Ann, Christmas fair stall) {question}", notes,
               mock="4 - 40 bases came from Harpers and 36 are booked now (4 more names went on after the notices).")
finish(question, expected="8", actual=reply)
