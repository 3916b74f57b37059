"""Batch 112 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (each call its own trace).

App: St Aidan's choir keeps its wedding notes in a Letta agent's "weddings" block; Margaret appends lines as they
come and the helper answers from the block.

Memory: Thursday rehearsals are 7.30-8.30 as a rule; for the Harper wedding the bride wants to come on the Thurs and
hear the psalm and the Ave Maria with her sister singing, "so we'll keep going till 9, Geoff's ok with it". Question
(Tue, a tenor): "how long's thursday's practice?" The assistant says an hour and a half (7.30 till 9). The label
says an hour - that's the usual length, in memory, but not this Thursday's.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b112_ctl_letta_choir_harper_rehearsal_length_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-st-aidans-choir"
LINES = [
    "rehearsals thurs 7.30-8.30 in the choir vestry, as a rule. tea + biscuits after if anyone's bothered",
    "HARPER wedding sat 20 june 12 noon: psalm 23 (Crimond), Ave Maria (Schubert) w the bride's sister Kate "
    "singing, Lord of all hopefulness. fee £180, pd in full 2/5",
    "Harpers want to come to thurs 18th practice + hear the psalm + the Ave Maria w Kate, so we'll keep going "
    "till 9, Geoff's ok w it. need the big hymn board up",
    "Pauline back in the altos from june, knee's much better",
    "robes back from Sketchley's £64, receipt in the tin",
]

server = fake_letta()
server.add_agent(AGENT, **{"weddings": "St Aidan's choir wedding notes (Margaret):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("weddings", agent_id=AGENT)
    client.agents.blocks.update("weddings", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long's thursday's practice?"
notes = client.agents.blocks.retrieve("weddings", agent_id=AGENT).value
assert "thurs 7.30-8.30" in notes and "keep going till 9" in notes
reply = answer(f"(Tue 16/6/37, Dan, a tenor) {question}", notes,
               mock="An hour and a half - 7.30 till 9, the Harpers are coming to hear the psalm and the Ave Maria.")
finish(question, expected="an hour, 7.30-8.30 in the vestry", actual=reply)
