"""Batch 107 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline
stand-in server), script style.

App: Gaz keeps his Thursday window-cleaning round in a Letta agent's core memory block ("thursday-round"),
appending a line at a time as things come up; the agent answers him on the day.

Memory: the Thursday round is Orchard Close 2, 9, 11 and 15 plus the flats behind the Co-op, every 4 weeks; no 11
(the Bairds) is fronts + backs £16; later: the Bairds' sale went through on 26/9, they've gone to their daughter's
in Harrogate, the new people haven't been in touch, "leave it till they ring - not doing it on spec"; plus other
notes. Question (Thu 8/10, Gaz): "do i need to do no 11 orchard close today?" The assistant says no. The label says
yes, it's on the Thursday round.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b107_ctl_letta_windowround_skip_house_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-gaz-window-round"
LINES = [
    "THURS round (every 4 wks): Orchard Cl 2, 9, 11, 15 + the flats behind the Co-op (ground + 1st floor only, "
    "no ladders on the 2nd)",
    "Orchard Cl prices - no 2 £12, no 9 Hendersons £28 w conservatory, no 11 Bairds fronts+backs £16, no 15 £14",
    "Bairds' sale finally went thru 26/9, they've gone to their daughter's in Harrogate. new people not been in "
    "touch - leave it till they ring, not doing it on spec",
    "Co-op flats paid by the mgmt co, invoice end of month to Keith, £60",
    "no 15's dog bites!! knock first, she'll shut him in",
]

server = fake_letta()
server.add_agent(AGENT, **{"thursday-round": "Gaz - Thursday round notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("thursday-round", agent_id=AGENT)
    client.agents.blocks.update("thursday-round", agent_id=AGENT, value=block.value + "\n- " + line)

question = "do i need to do no 11 orchard close today?"
notes = client.agents.blocks.retrieve("thursday-round", agent_id=AGENT).value
assert "Orchard Cl 2, 9, 11, 15" in notes and "leave it till they ring" in notes
reply = answer(f"(Thu 8/10/37) {question}", notes,
               mock="No - the Bairds have sold up and gone, and you're leaving it until the new owners get in "
                    "touch. Just 2, 9 and 15 and the flats.")
finish(question, expected="yes - no 11's on the Thursday round", actual=reply)
