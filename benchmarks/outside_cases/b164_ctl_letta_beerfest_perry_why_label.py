"""Batch 164 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Jez runs the cider and perry bar at the Hexley Beer and Cider Festival (Fri 17th - Sat 18th June 2039, the
back room of the Corn Exchange). He keeps a "cider bar" block on his Letta agent, appending a line as things come up;
volunteers and regulars ask the agent.

Memory: 2039-04-28: ciders ordered off Rachel at the wholesaler - 12 bag in boxes, and 2 of the Gwynt perry, the one
everyone asks for; 12/5: Rachel says perry's tight this year, a poor pear harvest in Herefordshire, but she's
squeezed us the 2 boxes of Gwynt; Tue 14th June: the pallet with the perry on came off the back of the wholesaler's
van on the A59 roundabout, both boxes split, Rachel can get more but not till the 24th, a week after we've shut,
refund coming; 2039-06-16T19:00: bar set up, cider's in the cold room, tasting notes on the board. Question (Fri
17/6, Maggie, a regular): "why's there no perry this yr?? I come every year for the Gwynt" The assistant says the
two boxes of Gwynt perry were on a pallet that came off the wholesaler's van on the A59 and split, and more couldn't
come till after the festival. The label says a poor pear harvest - which only made it tight; the two boxes were got
before the van.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b164_ctl_letta_beerfest_perry_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-hexley-fest-cider-bar-jez"
LINES = [
    "2039-04-28 - ciders ordered off Rachel at the wholesaler, 12 bag in boxes. + 2 of the Gwynt perry, the one "
    "everyone asks for",
    "12/5 - Rachel says perry's tight this yr (poor pear harvest in Herefordshire) but she's squeezed us the 2 boxes "
    "of Gwynt 👍",
    "Tue 14th June - the pallet w the perry on came off the back of the wholesaler's van on the A59 roundabout 😭 "
    "both boxes split. Rachel can get more but not till the 24th, a wk after we've shut. refund coming",
    "2039-06-16T19:00 - bar set up, cider's in the cold room, tasting notes on the board. Mick's doing the chalk",
]

server = fake_letta()
server.add_agent(AGENT, **{"cider bar": "Hexley Beer and Cider Festival 2039 - cider + perry bar - notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("cider bar", agent_id=AGENT)
        client.agents.blocks.update("cider bar", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's there no perry this yr?? I come every year for the Gwynt"
with turn_span("question Fri 17/6"):
    notes = client.agents.blocks.retrieve("cider bar", agent_id=AGENT).value
    assert "poor pear harvest" in notes, notes
    assert "came off the back of the wholesaler's van" in notes, notes
    reply = answer(f"(Fri 17/6/39, the festival's first day; Maggie, a regular) {question}", notes,
                   mock="The two boxes of Gwynt perry were on a pallet that came off the back of the wholesaler's "
                        "van on the A59 and both split - and more couldn't come until the 24th, after the festival.")
finish(question, expected="a poor pear harvest - there was none to be had", actual=reply)
