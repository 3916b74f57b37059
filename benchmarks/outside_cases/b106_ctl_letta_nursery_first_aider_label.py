"""Batch 106 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline
stand-in server), script style.

App: Jas, room leader of the Hedgehogs at Little Acorns, keeps the farm park trip's notes in a Letta agent's core
memory block ("farm-trip"), appending a line at a time; the agent answers staff and parents.

Memory: trip Thu 3/7, Barnes Coaches 9.15; Kerry is the nursery's named first aider for outings, she always does
them; Kerry's got her hospital appointment on the 3rd and couldn't move it, so Sam's coming on the trip as first
aider, his paediatric first aid is in date till next May, certificate copied for the risk assessment; plus other
notes. Question (Mon 30/6, a parent): "who's the first aider going on the coach thursday? Ella has an epipen" The
assistant says Sam. The label says Kerry.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b106_ctl_letta_nursery_first_aider_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-little-acorns-hedgehogs"
LINES = [
    "FARM PARK thurs 3/7/37 - Barnes Coaches 9.15 from the front gate, back for 3. 18 hedgehogs, 1:2 so 9 "
    "adults",
    "first aid on outings = Kerry (named first aider, she always does the trips), big green bag from the office",
    "Kerry's hospital appt is the 3rd, she tried to move it, no joy. so Sam's coming as first aider - his paed "
    "first aid is in date til May 38, copied the cert for the risk assessment",
    "Ella's epipen + Noah's inhaler in the allergy bag, Jas carrying",
    "9th adult = Mrs Doyle (Freddie's nan), DBS fine",
]

server = fake_letta()
server.add_agent(AGENT, **{"farm-trip": "Hedgehogs room - farm park trip notes (Jas):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("farm-trip", agent_id=AGENT)
    client.agents.blocks.update("farm-trip", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's the first aider going on the coach thursday? Ella has an epipen"
notes = client.agents.blocks.retrieve("farm-trip", agent_id=AGENT).value
assert "first aid on outings = Kerry" in notes and "Sam's coming as first aider" in notes
reply = answer(f"(Mon 30/6/37, Ella's dad) {question}", notes,
               mock="Sam - he's the first aider on Thursday's trip, his paediatric certificate is up to date. "
                    "Ella's epipen goes in the allergy bag Jas carries.")
finish(question, expected="Kerry, the outings first aider", actual=reply)
