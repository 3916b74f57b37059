"""Batch 193 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per line added and one for the question.

App: Tiddlers playgroup at St Peter's has its Christmas party on Thurs 10th Dec 2043, 9.30-11.30 - Santa with a
present each, party food from the parents, a nativity singalong. Lisa (the playgroup leader) keeps a "christmas"
block on the playgroup's Letta agent and adds a line as things are sorted; parents ask it.

Memory: 2043-09-14T20:00 - party Thurs 10th Dec; Santa: Mr Jones the caretaker said he'll do it again, the suit's in
the cupboard under the stage; 12/10 - 22 on the register, £4 a present, from Lidl; Tue 17th Nov - Mr Jones's knee
op's come through for the 1st Dec, he'll be on crutches for weeks, bless him, so Maya's grandad Pete is stepping in,
he's got his own beard; 24.11. - food list on the door; 2043-12-03T08:15 - Mr Jones says he'll still come in, open up
and put the heating on at 8 for them, crutches or not. Question (Mon 7/12, Laura, Poppy's mum): "who's being Santa
this yr? Poppy keeps asking if it's the real one" The assistant says Maya's grandad Pete (his own beard). The label
says Mr Jones, the caretaker.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b193_ctl_letta_playgroup_santa_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-tiddlers-playgroup"
LABEL = "christmas"
LINES = [
    "2043-09-14T20:00 xmas party thurs 10th dec 9.30-11.30 🎄 Santa - Mr Jones the caretaker said he'll do it again, "
    "suit's in the cupboard under the stage",
    "12/10 presents - 22 on the register, £4 each, Lidl middle aisle",
    "Tue 17th Nov Mr Jones's knee op's come through for the 1st dec 😬 he'll be on crutches for weeks bless him, so "
    "Maya's grandad Pete's stepping in - he's got his own beard!! 🎅",
    "24.11. food list up on the door, sign for something pls. no nuts",
    "2043-12-03T08:15 Mr Jones says he'll still come in + open up + put the heating on at 8 for us, crutches or not. "
    "told him to sit down lol",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Tiddlers playgroup christmas 2043 (Lisa):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"line-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's being Santa this yr? Poppy keeps asking if it's the real one"
with turn_span("question Mon 7/12"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "Mr Jones the caretaker said he'll do it again" in notes, notes
    assert "Maya's grandad Pete's stepping in" in notes, notes
    assert "Mr Jones says he'll still come in" in notes, notes
    reply = answer(f"(Mon 7/12/43; Laura, Poppy's mum) {question}", notes,
                   mock="Maya's grandad Pete - he's got his own beard, so Poppy might well think he's the real one!")
finish(question, expected="Mr Jones, the caretaker", actual=reply)
