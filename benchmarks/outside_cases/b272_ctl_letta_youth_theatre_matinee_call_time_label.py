"""Batch 272 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Calder Young Company, a youth theatre in Sowerby Bridge, put on Oliver! at the Victoria Theatre, Halifax,
Thu 20th - Sat 22nd July 2051 - evenings at 7, a Saturday matinee at 2.30. Bev (the director), Jordan (the
choreographer) and Tariq (the company manager) add lines to a "show week" block on the company's Letta agent; the
helper answers parents' questions from it.

Memory: Bev, 2051-06-30T21:00 - call is an hour before curtain, 6pm for the evenings, 1.30 for the matinee, stage
door on Fountain St, NOT the front of house; Jordan, Mon 17/7 - for the Sat matinee ONLY, the call is 12.30, the
whole company, because the new lift for Consider Yourself has to be run on stage before the doors open and they
can't do it with the audience in; Tariq, 18.7. - chaperones signing in at the stage door, no phones in the
dressing rooms; Bev, Weds 19th - the Saturday evening call's 6 as normal. Question (Fri 21/7, Isla's mum): "what
time do I drop Isla off tmrw for the matinee? she's in Consider Yourself" The assistant says 12.30 at the stage door
on Fountain St (the lift's being run before the doors open). The label says 1.30, an hour before curtain.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b272_ctl_letta_youth_theatre_matinee_call_time_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-calder-young-company"
LABEL = "show week"
LINES = [
    "2051-06-30T21:00 Bev - OLIVER! show wk 🎩 thurs 20 - sat 22 july, Victoria Theatre. evenings 7, sat matinee "
    "2.30. call is an hour b4 curtain - 6pm for the evenings, 1.30 for the matinee. stage door on Fountain St NOT the "
    "front of house pls",
    "Mon 17/7 Jordan - sat matinee ONLY: call's 12.30 for the whole company, we've got to run the new lift in "
    "Consider Yourself on stage b4 the doors open + can't do it with an audience in 🙈",
    "18.7. Tariq - chaperones signing everyone in at the stage door, no phones in the dressing rooms, named water "
    "bottles",
    "Weds 19th Bev - sat evening call's 6 as normal, kids who are in both stay in for tea (packed, nothing messy)",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Calder Young Company - Oliver! show week 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what time do I drop Isla off tmrw for the matinee? she's in Consider Yourself"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "6pm for the evenings, 1.30 for the matinee" in notes, notes
assert "sat matinee ONLY: call's 12.30 for the whole company" in notes, notes
reply = answer(f"(Fri 21/7/51; Isla's mum) {question}", notes,
               mock="12.30 at the stage door on Fountain St - the whole company's in early on Saturday to run the "
                    "new lift in Consider Yourself before the doors open.")
finish(question, expected="1.30 - an hour before curtain", actual=reply)
