"""Batch 70 (held out), control. A family's half-term childcare: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Laura keeps a "half term" block on a Letta agent for her parents, who help out in the week of 27 May 2030, and
adds a line whenever something comes up. Robinswood holiday club wants a nut-free packed lunch every day, but
Thursday is the club's pizza and film day: the club does the lunch, and Laura has paid the £3.50 each on ParentPay.

No fault planted. Question (Wed 29/5, Grandad, who does Thursday's drop-off): "do I need to do the kids a packed
lunch for holiday club tomorrow?" The model answers no, right per memory. The label says yes, a nut-free packed lunch
as every day. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b70_ctl_letta_halfterm_packed_lunch_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-halfterm"
LINES = [
    "Robinswood holiday club thurs + next tues, 8.30-5. packed lunch every day, NO nuts (a boy in Josh's group), "
    "named water bottles",
    "Ellie's football camp weds 9-3.15 Saintbridge, shin pads in the hall cupboard",
    "thurs at club is pizza + film day - they do the lunch, I've paid the £3.50 each on ParentPay, just send a "
    "snack for the afternoon",
    "Josh still needs his inhaler w him everywhere, blue one, spare in his bag",
    "Dan picks up from club thurs, he finishes at 4",
    "if it's nice they go to the park at Robinswood hill so sun cream on before",
]

server = fake_letta()
server.add_agent(AGENT, **{"half term": "Half term w/c 27 May - Laura's notes for Mum + Dad:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("half term", agent_id=AGENT)
    client.agents.blocks.update("half term", agent_id=AGENT, value=block.value + "\n- " + line)

question = "do I need to do the kids a packed lunch for holiday club tomorrow?"
notes = client.agents.blocks.retrieve("half term", agent_id=AGENT).value
assert "packed lunch every day" in notes and "pizza + film day" in notes
reply = answer(f"(Wed 29/5, Grandad, doing Thursday's drop-off) {question}", notes,
               mock="No - Thursday's the club's pizza and film day, they do lunch and Laura's already paid. Just a "
                    "snack for the afternoon.")
finish(question, expected="yes - nut-free packed lunch, same as every day", actual=reply)
