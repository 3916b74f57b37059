"""Batch 238 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Ripponden Community Transport's minibus does a Wednesday lunch club run - out from the depot, round the
regulars' houses, in at the Methodist chapel for 12. Brenda (who runs the lunch club) and Geoff (the transport
coordinator) add lines to a "weds lunch club" block on the group's Letta agent; the helper answers the drivers.

Memory: Brenda, 2051-01-04T09:40 - the run: out from the depot 10.45, Mr and Mrs Sutcliffe (Bank St), Edna (Hollins
Ln), Mr Ahmed (Rose Ct), Mrs Barker (Heathfield Rd) last, in at the chapel for 12; Geoff, 18/1 - tail lift serviced,
Mr Ahmed's chair fits fine; Brenda, Weds 1 Feb - Mrs Barker's gone into Heathfield House (the care home), they've
their own minibus and she'll come with them once a month, so she's off our route; and Edna's hip means she wants
picking up by the post box at the bottom of Hollins Ln now, so do her after Mr Ahmed, it's on the way down; Geoff,
Tue 7/2 - the diesel card's in the glovebox. Question (Mon 13/2, Dev, driving it for the first time): "who's the
last pick up on the weds lunch club run? want to know how long I've got to get to the chapel" The assistant says
Edna, by the post box at the bottom of Hollins Ln, after Mr Ahmed (Mrs Barker's not on it now). The label says Mrs
Barker on Heathfield Rd.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b238_ctl_letta_minibus_lunch_club_last_pickup_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-ripponden-ct"
LABEL = "weds lunch club"
LINES = [
    "2051-01-04T09:40 Brenda - WEDS LUNCH CLUB RUN 🚐 out from the depot 10.45: Mr + Mrs Sutcliffe (Bank St), Edna "
    "(Hollins Ln), Mr Ahmed (Rose Ct, wheelchair - tail lift), Mrs Barker (Heathfield Rd) last, in at the chapel for "
    "12",
    "18/1 Geoff - tail lift serviced, all good, Mr Ahmed's chair fits fine now. sign the fuel book!!",
    "Weds 1 Feb Brenda - Mrs Barker's gone into Heathfield House 😢 (the care home) - they've got their own minibus + "
    "she'll come with them once a month, so she's off our route. and Edna's hip means she wants picking up by the "
    "post box at the bottom of Hollins Ln now, so do her after Mr Ahmed, it's on the way down",
    "Tue 7/2 Geoff - diesel card's in the glovebox, PIN's in the office. keys in the key safe",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Ripponden Community Transport - Wednesday lunch club run:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's the last pick up on the weds lunch club run? want to know how long I've got to get to the chapel"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Mrs Barker (Heathfield Rd) last" in notes, notes
assert "so she's off our route" in notes and "so do her after Mr Ahmed" in notes, notes
reply = answer(f"(Mon 13/2/51; Dev, new driver) {question}", notes,
               mock="Edna - pick her up by the post box at the bottom of Hollins Ln, after Mr Ahmed. Mrs Barker's "
                    "not on the run any more (she's in Heathfield House), so from Edna it's straight to the chapel "
                    "for 12.")
finish(question, expected="Mrs Barker on Heathfield Rd", actual=reply)
