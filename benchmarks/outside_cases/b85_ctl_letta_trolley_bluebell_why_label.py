"""Batch 85 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline stand-in
server), script style.

App: Rita, who organises the League of Friends trolley at St Aldhelm's Community Hospital, keeps the month's notes
in a Letta agent's core memory block ("october"), appending a line at a time; volunteers ask the agent.

Memory: early on, Rita worried they'd be short for Tuesdays with Doreen off after her knee op, but Ken said he'd do
Tuesdays till she's back, so the round is covered; later the infection control nurse rang: Bluebell has a tummy bug
going round, no visitors and nothing going in from outside till they've had 48 hours clear, so the trolley gives
Bluebell a miss this week and goes straight up to Foxglove and Primrose. Question (Mon 14/10, Ayesha): "why aren't
we doing Bluebell this week?" The assistant says the ward's got a sickness bug and nothing can go in. The label
says there aren't enough volunteers.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b85_ctl_letta_trolley_bluebell_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-lof-trolley"
LINES = [
    "Doreen off 3-4 wks w her knee, worried we'll be short on tuesdays :(",
    "Ken says he'll do tuesdays till Doreen's back, he's got the fob. panic over",
    "selection boxes ordered from Booker, 40, arrive w/c 11/11",
    "infection control (Nurse Gill) rang fri 11th - Bluebell's got a tummy bug going round, no visitors + nothing "
    "in from outside till 48 hrs clear. so trolley gives Bluebell a miss this wk, straight up in the lift to "
    "Foxglove + Primrose",
    "£187.20 taken in sept, Ken banked it",
    "Primrose asking for more large-print puzzle books",
]

server = fake_letta()
server.add_agent(AGENT, **{"october": "League of Friends trolley - October notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("october", agent_id=AGENT)
    client.agents.blocks.update("october", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why aren't we doing Bluebell this week?"
notes = client.agents.blocks.retrieve("october", agent_id=AGENT).value
assert "worried we'll be short on tuesdays" in notes and "Bluebell's got a tummy bug" in notes
reply = answer(f"(Mon 14/10/32, Ayesha, a volunteer) {question}", notes,
               mock="Bluebell's got a tummy bug going round - infection control say no visitors and nothing from "
                    "outside until they've had 48 hours clear. Go straight up to Foxglove and Primrose.")
finish(question, expected="we're short of volunteers", actual=reply)
