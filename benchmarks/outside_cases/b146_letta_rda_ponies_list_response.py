"""Batch 146 (held out). A riding for the disabled group's pony notes: Letta core memory block (offline stand-in),
one root span per note and one for the question; the answer call gets the block and gives the wrong list.

App: Jan, organiser of Calder Valley RDA (Tuesday mornings, 6 riders, a leader and side walkers for each), keeps a
"ponies" block on her Letta agent - who's working, who's lame, who's on loan, the farrier - appending a line as
things happen; Kath the coach asks it which ponies she has before each session.

Planted fault (ResponseError, ignored sufficient context): the block has, from 14/3, the summer ponies - Dolly,
Bramble, Captain and Mouse, plus Biscuit on loan from Pat till September; Captain's fuss at the mounting block
(22.3.); the farrier (16th may); on Tue 2/6 Bramble lame off fore after the session, the vet on Wednesday says a
bruised sole, box rest two weeks then see; on Weds 3/6 Pat wants Biscuit back 8-12 June for her granddaughter's
pony club camp. The model leaves Biscuit out and keeps Bramble in. Question (Mon 8/6, Kath): "which ponies have i
got for tmrw? need to match the riders up" -> expected Dolly, Captain and Mouse (Bramble's on box rest, Biscuit's at
pony club camp). The assistant says Dolly, Bramble, Captain and Mouse.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the five ponies, Bramble's box rest and Biscuit's week away, and it listed Bramble anyway. Asserted: all
three lines are in the block the answer call got.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b146_letta_rda_ponies_list_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-calder-valley-rda"
LINES = [
    "14/3 - ponies for summer: Dolly (steady, good for Leah), Bramble, Captain + Mouse. + Biscuit on loan from Pat "
    "till sept, v quiet, good for the little ones",
    "22.3. - Captain not keen on the mounting block, walk him round it twice 1st",
    "16th may - farrier every 6 wks, next one tue 16/6 after the session, £65 a pony for shoes, trims £30",
    "Tue 2/6 - Bramble's lame off fore after today :( vet came weds, bruised sole, box rest 2 wks + then see. Mouse "
    "went beautifully for Tom",
    "Weds 3/6 - Pat wants Biscuit back 8-12 june for her granddaughter's pony club camp, he'll be back to us after",
]

server = fake_letta()
server.add_agent(AGENT, **{"ponies": "Calder Valley RDA ponies - Tuesday sessions 10-12, summer term 2037:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("ponies", agent_id=AGENT)
        client.agents.blocks.update("ponies", agent_id=AGENT, value=block.value + "\n- " + line)

question = "which ponies have i got for tmrw? need to match the riders up"
with turn_span("question Mon 8/6"):
    notes = client.agents.blocks.retrieve("ponies", agent_id=AGENT).value
    assert "Dolly (steady, good for Leah), Bramble, Captain + Mouse" in notes, notes
    assert "Bramble's lame off fore" in notes and "box rest 2 wks" in notes, notes
    assert "Pat wants Biscuit back 8-12 june" in notes, notes
    with fault():
        reply = answer(f"(Mon 8/6/37, Kath the coach) {question}", notes,
                       mock="Dolly, Bramble, Captain and Mouse - Biscuit's away at Pat's granddaughter's pony club "
                            "camp this week.")
finish(question, expected="Dolly, Captain and Mouse - Bramble's on box rest, Biscuit's at pony club camp",
       actual=reply)
