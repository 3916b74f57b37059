"""Batch 90 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline stand-in
server), script style.

App: Di, the Scout Leader of 1st Pirton, keeps the May camp plan in a Letta agent's core memory block ("camp"),
appending a line at a time; leaders and parents ask the agent.

Memory: the menu gives Friday tea to the Kestrels (chilli and rice); an aside says the Kestrels did Friday tea at
last year's camp too (the burnt pasta); later Amy, the Kestrels' patrol leader, has her grandad's 80th on the
Friday, so she and three of hers come up on Saturday at 8 with her mum, the Owls are doing Friday's tea and the
Kestrels take Saturday breakfast, Ken's OK with it. Question (Wed 17/5, a parent): "why are the Owls cooking on
friday night?" The assistant says half the Kestrels, Amy included, won't be there till Saturday morning because of
her grandad's 80th. The label says because the Kestrels did it last year.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b90_ctl_letta_scouts_friday_cooks_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-pirton-camp"
LINES = [
    "menu: fri tea Kestrels (chilli + rice), sat brekkie Owls, sat tea Otters (bbq), sun brekkie Foxes",
    "Kestrels did fri tea at last yr's camp as well - the famous burnt pasta, we still talk about it",
    "kit list out to parents 8/5 - sleeping mat, torch, NO phones, named water bottle",
    "Amy (Kestrels PL) - her grandad's 80th is the fri!! so she + 3 of hers are coming up sat 8am w her mum. "
    "Owls are doing fri tea, Kestrels have sat brekkie. Ken's ok with it, Owls have got the chilli recipe",
    "Sam R epipen x2 - one w Di, one in his patrol box",
    "parents pick up sun 2.30 at the hut, not the site",
]

server = fake_letta()
server.add_agent(AGENT, **{"camp": "1st Pirton Scouts - Phasels Wood camp 19-21 May 2034:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("camp", agent_id=AGENT)
    client.agents.blocks.update("camp", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why are the Owls cooking on friday night?"
notes = client.agents.blocks.retrieve("camp", agent_id=AGENT).value
assert "Kestrels did fri tea at last yr's camp" in notes and "grandad's 80th" in notes
reply = answer(f"(Wed 17/5/34, a Kestrels parent) {question}", notes,
               mock="Amy and three of the Kestrels won't be there till Saturday morning - it's her grandad's 80th "
                    "on the Friday - so the Owls are doing Friday tea and the Kestrels do Saturday breakfast.")
finish(question, expected="because the Kestrels had their turn last year", actual=reply)
