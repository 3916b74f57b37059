"""Batch 196 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per note added and one for the question.

App: 3rd Ludlow Cubs' go-kart morning at Wrekin Karting, Telford - junior karts, 3 heats and a final, medals, lifts
from the parents. Sue (the pack's Akela) keeps a "karting" block on the group's Letta agent and adds a line as
things are sorted; leaders and parents ask it.

Memory (block lines): 2043-01-20T19:30 - karting Sat 14th March, 10-12.30, Gemma at the track says the Saturday's
nearly fully booked but she's pencilled us in; 4/2 - kit letter out (long sleeves, trousers, trainers, no hoodie
strings); Mon 23rd Feb - half the pack are in the district swimming gala on Sat 14th, so Sue rang Gemma and she's
moved us to Sun 15th, same times, no charge; 2.3. - 19 cubs paid, meet at the hut 9.15. Question (Weds 4/3, Nia, a
parent): "why's the karting on the sunday now? thought it was sat" The assistant says half the pack are swimming in
the district gala on the Saturday, so Sue asked the track to move them to the Sunday. The label says because the
track was fully booked on the Saturday.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b196_ctl_letta_cubs_karting_sunday_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-3rd-ludlow-cubs"
LABEL = "karting"
LINES = [
    "2043-01-20T19:30 KARTING 🏁 sat 14th march Wrekin Karting 10-12.30. Gemma says the sat's nearly fully booked but "
    "she's pencilled us in, £25 a cub",
    "4/2 kit letter out - long sleeves, long trousers, trainers, no hoodie strings or scarves",
    "Mon 23rd Feb half the pack are in the district swimming gala on the sat 14th 🏊 so I rang Gemma + she's moved us "
    "to sun 15th, same times, no charge. bless her",
    "2.3. 19 cubs paid, lifts sorted, meet at the hut 9.15",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "3rd Ludlow Cubs karting 2043 (Sue, Akela):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's the karting on the sunday now? thought it was sat"
with turn_span("question Weds 4/3"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "the sat's nearly fully booked but she's pencilled us in" in notes, notes
    assert "district swimming gala on the sat 14th" in notes and "moved us to sun 15th" in notes, notes
    reply = answer(f"(Weds 4/3/43; Nia, a cub's mum) {question}", notes,
                   mock="Half the pack are swimming in the district gala on Saturday 14th, so Sue asked the track to "
                        "move us to Sunday 15th - same times, 10-12.30.")
finish(question, expected="because the track was fully booked on the saturday", actual=reply)
