"""Batch 92 (held out). A funeral director's arrangements for one family: Letta core memory block (the offline
stand-in server), script style.

App: Steve at Halls & Son keeps each funeral's plan in a Letta agent's core memory block ("doyle"), appending a
line at a time as the family ring; the bearers and drivers ask the agent.

Planted fault (ResponseError, the context had the answer): the block says the service is at St Botolph's at 11.15
on Thu 13/11, the family want to be seated by 11.05, the house (22 Ash Grove) is about 25 minutes from the church
in the morning traffic, so the cars leave the house at 10.40 - and the hearse is at the house from 10.20 for the
family to see the flowers. Question (Tue 11/11, Lee, driving the limousine): "what time am I pulling away from the
house thursday?" -> expected 10.40. The model gives the service time, 11.15.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the
10.40 leaving line and the 11.15 service line are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b92_letta_funeral_cars_leave_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-halls-doyle"
LINES = [
    "DOYLE, Frank (79) - service St Botolph's Thurs 13/11 @ 11.15, Fr. Michael. burial after at the Eastern "
    "cemetery, plot 114 (w his wife)",
    "Bernadette (widow's sister, main contact) 07700 900418 - rings a lot, v nice, deaf in one ear so speak up",
    "family want to be in their seats by 11.05. from 22 Ash Grove it's 25 mins in the morning traffic so cars "
    "leave the house 10.40 sharp. hearse to the house from 10.20 so they can see the flowers",
    "1 limo (the grey Merc) + the family's own cars following. Lee driving the limo, Steve the hearse",
    "flowers - 'DAD' + 'GRANDAD' from Petals, both on the hearse. Irish flag on the coffin in church, off for "
    "the committal",
    "wake at the Labour Club after, they've done their own catering",
]

server = fake_letta()
server.add_agent(AGENT, **{"doyle": "Halls & Son - arrangements, Mr Frank Doyle:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("doyle", agent_id=AGENT)
    client.agents.blocks.update("doyle", agent_id=AGENT, value=block.value + "\n- " + line)

question = "what time am I pulling away from the house thursday?"
notes = client.agents.blocks.retrieve("doyle", agent_id=AGENT).value
assert "cars leave the house 10.40 sharp" in notes and "@ 11.15" in notes and "Lee driving the limo" in notes
with fault():
    reply = answer(f"(Tue 11/11/36, Lee, the limousine driver) {question}", notes,
                   mock="11.15 - that's when the service at St Botolph's is, with Fr. Michael.")
finish(question, expected="twenty to eleven (10.40), so they're seated by 11.05", actual=reply)
