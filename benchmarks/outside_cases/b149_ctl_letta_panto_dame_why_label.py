"""Batch 149 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Pauline directs the Luddenden Players' Aladdin (village hall, Thu 14th - Sat 16th January 2038) and keeps a
"panto" block on her Letta agent - casting, crew, rehearsals - appending a line as things are sorted; the cast and
the committee ask it things.

Memory: 14/3: Gary's our Widow Twankey again, nobody does the voice like him, Trevor on lights; 22.3.: Gary might be
in Dubai with work in January, he's finding out; 16th may: Gary's boss says he's not needed out there till February,
so he's all ours for the dates; Tue 23rd (June): Gary's done his back in putting the palace flats up - the physio
says no way to the splits or the slosh scene - so Trevor's stepping up as Twankey and Gary's doing the lights from
the box, sitting down. Question (Thu 2/7, Jean, on the committee): "why's Trevor playing Twankey now and not Gary?
thought Gary was doing it" The assistant says Gary's done his back in (putting the flats up). The label says Gary's
away with work in Dubai - in memory, the 22.3. worry, which his boss sorted in May.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b149_ctl_letta_panto_dame_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-luddenden-players-panto"
LINES = [
    "14/3 - ALADDIN. Gary's our Widow Twankey again, nobody does the voice like him. Trevor on lights, Bill scenery",
    "22.3. - Gary might be in Dubai w work in Jan?? he's finding out, fingers crossed",
    "16th may - Gary's boss says he's not needed out there till Feb so he's all ours for the dates phew",
    "Tue 23rd - Gary's done his back in putting the palace flats up :( physio says no way to the splits or the "
    "slosh scene, so Trevor's stepping up as Twankey + Gary's doing the lights from the box sat down",
]

server = fake_letta()
server.add_agent(AGENT, **{"panto": "Luddenden Players' Aladdin - village hall, Thu 14 - Sat 16 Jan 2038:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("panto", agent_id=AGENT)
        client.agents.blocks.update("panto", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's Trevor playing Twankey now and not Gary? thought Gary was doing it"
with turn_span("question Thu 2/7"):
    notes = client.agents.blocks.retrieve("panto", agent_id=AGENT).value
    assert "Gary might be in Dubai w work in Jan" in notes and "not needed out there till Feb" in notes, notes
    assert "done his back in" in notes and "Trevor's stepping up as Twankey" in notes, notes
    reply = answer(f"(Thu 2/7/37, Jean, on the committee) {question}", notes,
                   mock="Gary's done his back in putting the palace flats up - the physio says no splits or slosh "
                        "scene - so Trevor's playing Twankey and Gary's doing the lights sitting down.")
finish(question, expected="Gary's away with work in Dubai in January", actual=reply)
