"""Batch 325 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Sowerby Bridge Community Fridge is in the porch at St Paul's church - surplus food from the supermarkets and
the allotments, volunteers opening and closing on a rota. Nasreen (the coordinator) and Dom (a volunteer who does
the rota) add lines to a "fridge" block on the fridge's Letta agent; the helper answers volunteers' questions from it.

Memory: Nasreen, 2051-01-05T11:00 - the fridge is open every day 10-6, the code for the key safe's on the rota;
Nasreen, 19/1 - Sundays the church has the services and then the christening teas, the vicar's asked nicely can we
do 12-4 on Sundays from now on, fine by her; Dom, Sat 11th Feb - donations up loads since the piece in the Courier,
two new volunteers; Dom, 14/2 - the bread crates go back to Greggs on Mondays. Question (Sat 18/2, Bea): "what time
do I open up tmrw? it's my first sunday shift 😬" The assistant says 12 - it's 12 till 4 on Sundays because of the
services. The label says 10, it's open 10-6 every day.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b325_ctl_letta_community_fridge_sunday_open_time_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-sowerby-bridge-fridge"
LABEL = "fridge"
LINES = [
    "2051-01-05T11:00 Nasreen - FRIDGE 🧊 open every day 10-6, porch at St Paul's, key safe code's on the rota. "
    "log the temp when u open + close",
    "19/1 Nasreen - sundays the church has the services then the christening teas, vicar's asked v nicely can we do "
    "12-4 on sundays from now on so we're not in the way. fine by me",
    "Sat 11th Feb Dom - donations up LOADS since the piece in the Courier 🙌 2 new vols, Bea + Kwame, on the rota "
    "from next wk",
    "14/2 Dom - bread crates go back to Greggs on mondays, stack them by the door not in the porch",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Sowerby Bridge Community Fridge - volunteers' notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what time do I open up tmrw? it's my first sunday shift 😬"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "open every day 10-6" in notes, notes
assert "can we do 12-4 on sundays from now on" in notes, notes
reply = answer(f"(Sat 18/2/51; Bea) {question}", notes,
               mock="12 o'clock - on Sundays it's 12 till 4, so you're not in the way of the services and the "
                    "christening teas. Don't forget to log the temperature when you open.")
finish(question, expected="10 - the fridge is open 10-6 every day", actual=reply)
