"""Batch 151 (held out), control. A Cub pack's camp notes: Letta core memory block (agents.blocks retrieve/update
against the offline stand-in), one root span per note and one for the question.

App: 3rd Ripponden Cubs' camp helper keeps a "camp" block; each leader's note is appended with ``blocks.update`` and
the helper answers from the block with a litellm answer call.

No fault is planted. Memory: 14/3, 6 tents going in all - the 4 patrol tents from the HQ loft, the leaders' tent and
2nd Sowerby's big mess tent; 22.3., Kaa checked them, the Eagles' one needs a new pole; Tue 2/6, the pole's not come
and the Eagles' tent is past saving anyway (mould all down one side), so it's gone in the skip and the Eagles are
bunking in with the Owls and the Foxes. Question (Weds 3/6, Jim, who's loading the trailer): "how many tents am I
loading on the trailer fri?" -> the model answers 5 (3 patrol tents, the leaders' tent and the mess tent), which is
right per memory. The label says 6: the March count, from before the Eagles' tent went in the skip (said as "it's
gone in the skip", no keyword).

Expected verdict: AnnotationError (the label is wrong; no operation is at fault). Asserted: the block has the
'6 tents' line and the skip line.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b151_ctl_letta_cubs_tents_count_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-3rd-ripponden-cubs-camp"
LINES = [
    "14/3 Sarah - camp fri 12th-sun 14th june at Bradley Wood, £45 a cub. 6 tents going in all: the 4 patrol tents "
    "from the HQ loft (Eagles, Owls, Foxes, Badgers), the leaders' tent + 2nd Sowerby's big mess tent",
    "22.3. Priya (Kaa) - put all the tents up in the church field, Eagles' one needs a new pole, ordered one off "
    "ebay. Badgers' has a torn flysheet, I've patched it",
    "Weds 8 Apr Jim - trailer booked off the Scout group, pick it up thurs 11th june after 6",
    "Tue 2/6 Priya - pole's not come + tbh the Eagles' tent is past saving anyway, mould all down one side, so it's "
    "gone in the skip. Eagles'll bunk in w the Owls + the Foxes, they're big enough",
]

server = fake_letta()
server.add_agent(AGENT, **{"camp": "3rd Ripponden Cubs - camp at Bradley Wood, Fri 12 - Sun 14 June 2037:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("camp", agent_id=AGENT)
        client.agents.blocks.update("camp", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many tents am I loading on the trailer fri? want to know if I need the roof rack as well"
with turn_span("question Weds 3/6"):
    notes = client.agents.blocks.retrieve("camp", agent_id=AGENT).value
    assert "6 tents going in all" in notes and "2nd Sowerby's big mess tent" in notes, notes
    assert "gone in the skip" in notes, notes
    reply = answer(f"(Weds 3/6/37, Jim - Baloo, loading the trailer) {question}", notes,
                   mock="5 - the Owls', Foxes' and Badgers' patrol tents, the leaders' tent and 2nd Sowerby's mess "
                        "tent. The Eagles' one went in the skip.")
finish(question, expected="6", actual=reply)
