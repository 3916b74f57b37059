"""Batch 194 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per note added and one for the question.

App: 2nd Wellington Scouts' Christmas bag pack at Morrisons, 9-4 - tills, a rota of scouts, cubs and parents, buckets
counted at the hut after, for the group's new tents. Dawn (the group's bag pack organiser) keeps a "bag pack" block
on the group's Letta agent and adds a line as things are sorted; leaders and parents ask it.

Memory (block lines): 2043-10-12T19:00 - bag pack Sat 5th Dec at Morrisons 9-4, 8 tills, 2 hr slots; 22/10 - rota
sheet up on the hut door, buckets from the district; Tue 3rd Nov - Morrisons' community champion (Lorraine) rang,
the Rotary had already got the 5th for their Santa sleigh collection, she's squeezed us in the Sat before, 28th,
same times, and said sorry; 17.11. - 22 names on the rota, cubs doing the 9-11. Question (Thu 19/11, Mark, a cub
leader doing the 9-11 slot): "which saturday's the bag pack? need to tell the cubs' parents" The assistant says Sat
28th Nov (the Rotary had the 5th). The label says Sat 5th Dec.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b194_ctl_letta_scouts_bag_pack_which_saturday_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-2nd-wellington-scouts"
LABEL = "bag pack"
LINES = [
    "2043-10-12T19:00 BAG PACK 🛒 sat 5th dec Morrisons 9-4, 8 tills, 2 hr slots, all for the new tents",
    "22/10 rota sheet up on the hut door, buckets + lanyards from the district store",
    "Tue 3rd Nov Lorraine (Morrisons community champion) rang - the Rotary had already got the 5th for their Santa "
    "sleigh collection 🎅 she's squeezed us in the sat before, 28th, same times. said sorry, she's new",
    "17.11. 22 names on the rota, cubs doing the 9-11, explorers the last slot",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "2nd Wellington Scouts bag pack 2043 (Dawn):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "which saturday's the bag pack? need to tell the cubs' parents"
with turn_span("question Thu 19/11"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "sat 5th dec Morrisons 9-4" in notes, notes
    assert "she's squeezed us in the sat before, 28th" in notes, notes
    reply = answer(f"(Thu 19/11/43; Mark, cub leader on the 9-11 slot) {question}", notes,
                   mock="Saturday 28th November - the Rotary already had the 5th, so Morrisons moved us to the "
                        "Saturday before. Same times, 9-4; the cubs are on 9-11.")
finish(question, expected="Sat 5th Dec", actual=reply)
