"""Batch 159 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Rachel coordinates Hillside Community Fridge in St Luke's church hall (open Tue and Thu 4-6 and Sat 10-1) and
keeps a "fridge" block on her Letta agent, appending a line as things come up; volunteers and neighbours ask the
agent.

Memory: 2/6: fridge 1's compressor making a right racket, Hassan's having a look Friday; Fri 5th: Hassan says the
compressor's fine, it was just sat wonky on the lino - levelled it, quiet as a mouse now; 2037-06-07: the Bakers'
Oven are giving their Saturday leftovers from now on; Tue 9/6: no fridge Thurs 11th, the church hall's a polling
station for the by-election so we can't get in, back Sat 10-1 as normal, note on the door please. Question (Weds
10/6, Priya, a volunteer): "why's the fridge shut thurs? someone asked me at the school gate" The assistant says
the hall's being used as a polling station for the by-election, so they can't get in. The label says fridge 1's
compressor has broken - in the block, the noise Hassan found was only the fridge sitting wonky.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b159_ctl_letta_fridge_closed_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-hillside-fridge-rachel"
LINES = [
    "2/6 - fridge 1's compressor making a right racket, Hassan's having a look fri",
    "Fri 5th - Hassan says the compressor's fine, it was just sat wonky on the lino. levelled it, quiet as a mouse now",
    "2037-06-07 - Bakers' Oven giving us their sat leftovers from now on, Dee collects at 4.30ish",
    "Tue 9/6 - no fridge thurs 11th, the church hall's a polling station for the by-election so we can't get in. back "
    "sat 10-1 as normal. note on the door pls",
]

server = fake_letta()
server.add_agent(AGENT, **{"fridge": "Hillside Community Fridge, St Luke's church hall - tue + thu 4-6, sat 10-1:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("fridge", agent_id=AGENT)
        client.agents.blocks.update("fridge", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's the fridge shut thurs? someone asked me at the school gate"
with turn_span("question Weds 10/6"):
    notes = client.agents.blocks.retrieve("fridge", agent_id=AGENT).value
    assert "compressor making a right racket" in notes, notes
    assert "polling station for the by-election" in notes, notes
    reply = answer(f"(Weds 10/6/37, Priya, a volunteer) {question}", notes,
                   mock="The church hall's being used as a polling station for the by-election on Thursday, so we "
                        "can't get in. Back Saturday 10-1 as normal.")
finish(question, expected="fridge 1's compressor has broken", actual=reply)
