"""Batch 200 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note added and one for the question.

App: Pulverbatch Village Hall holds a table-top sale every few months - pitches £7, teas in the kitchen, Bob on the
car park. Gwen (the hall's bookings secretary) keeps a "table-top" block on the hall's Letta agent and adds a line as
things are sorted; sellers ask it.

Memory: Gwen, 2044-01-10T18:00 - next table top Sat 12th March 9-12, pitches £7, sellers in from 8; 14/2 - posters up
at the Co-op and the school; Tue 23rd Feb - the 12th's a no go, Mrs Griffiths' family have booked the hall all day
for her 80th (a surprise, shh!!) and they asked first, so we've shuffled on a week, same times; 2.3. - 19 pitches
booked, Bob's doing the car park. Question (Mon 7/3, Pauline, a regular seller): "what date's the table top? need
to book the day off work" The assistant says Sat 19th March (a week later than first planned - Mrs Griffiths' 80th
has the hall on the 12th). The label says Sat 12th March.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b200_ctl_letta_village_hall_sale_date_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-pulverbatch-vh"
LABEL = "table-top"
LINES = [
    "2044-01-10T18:00 next TABLE TOP sat 12th march 9-12, pitches £7, sellers in from 8 to set up",
    "14/2 posters up at the co-op + the school, Jan's doing the fb page",
    "Tue 23rd Feb - the 12th's a no go, Mrs Griffiths' family have booked the hall all day sat for her 80th (a "
    "surprise, shh!!) + they asked first, so we've shuffled on a week, same times",
    "2.3. 19 pitches booked 👍 Bob's doing the car park, teas Pam + Jan",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Pulverbatch Village Hall - table-top sales (Gwen, bookings):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what date's the table top? need to book the day off work"
with turn_span("question Mon 7/3"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "next TABLE TOP sat 12th march 9-12" in notes, notes
    assert "so we've shuffled on a week, same times" in notes, notes
    reply = answer(f"(Mon 7/3/44; Pauline, a regular seller) {question}", notes,
                   mock="Saturday 19th March, 9-12 - it moved on a week because Mrs Griffiths' family have the hall "
                        "on the 12th for her 80th.")
finish(question, expected="Sat 12th March", actual=reply)
