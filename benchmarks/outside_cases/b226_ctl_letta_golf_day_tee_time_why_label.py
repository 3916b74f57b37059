"""Batch 226 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Knighton RFC's golf day is Fri 11th June 2049 at Knighton golf club - teams of 4, a Texas scramble, a shotgun
start, a bacon roll first, dinner at the rugby club after. Geraint (the social secretary) adds lines to a "golf day"
block on the club's Letta agent as things come up; the helper answers from it.

Memory: 2049-03-14T20:30 Geraint - golf day Fri 11th June, shotgun start 10am, bacon rolls from 9; 22.3. Geraint -
the golf club say the ladies might have a medal on the Friday morning, so they might have to shift the club, he'll
hear back; Weds 7 Apr Geraint - the ladies' medal has gone to the Wednesday, so they're fine on that front; Tue 25th
May Geraint - the greenkeeper's hollow tining the greens on the Friday morning (it's the only week he can get the
machine), so it's a 12 o'clock shotgun now, rolls at 11, dinner pushed back to 8. Question (Thu 3/6, Rhodri): "why
are we teeing off at 12 not 10 fri? thought it was a morning do" The assistant says the greenkeeper's hollow tining
the greens on Friday morning (the only week he can get the machine). The label says because the ladies have a medal
on the Friday morning (that was the worry in March; it went to the Wednesday).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b226_ctl_letta_golf_day_tee_time_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-knighton-rfc"
LABEL = "golf day"
LINES = [
    "2049-03-14T20:30 Geraint - GOLF DAY ⛳ fri 11th june at Knighton, teams of 4, texas scramble. shotgun start "
    "10am, bacon rolls from 9",
    "22.3. Geraint - club say the ladies might have a medal on the fri morning 🙄 may have to shift us, will hear back",
    "Weds 7 Apr Geraint - ladies' medal's gone to the weds so we're fine on that front 👍",
    "Tue 25th May Geraint - greenkeeper's hollow tining the greens fri morning, only wk he can get the machine, so "
    "it's a 12 o'clock shotgun now, rolls at 11, dinner pushed back to 8",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Knighton RFC - golf day 2049:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why are we teeing off at 12 not 10 fri? thought it was a morning do"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "the ladies might have a medal on the fri morning" in notes and "medal's gone to the weds" in notes, notes
assert "greenkeeper's hollow tining the greens fri morning" in notes, notes
reply = answer(f"(Thu 3/6/49; Rhodri, Old Boys B) {question}", notes,
               mock="Because the greenkeeper's hollow tining the greens on Friday morning - it's the only week he "
                    "can get the machine - so it's a 12 o'clock shotgun, with rolls at 11.")
finish(question, expected="because the ladies have got a medal on the Friday morning", actual=reply)
