"""Batch 183 (held out). A choir's spring concert: Letta core memory block (offline stand-in), script style (every
call its own trace); the answer call has the swap in the second half and lists the old piece.

App: Shifnal Community Choir's spring concert is Sat 18th April 2043 at St Andrew's - two halves, interval with
wine and squash, a retiring collection for the air ambulance. Jean (the secretary) keeps a "spring concert" block on
the choir's Letta agent and appends a line as things are decided; members ask it.

Planted fault (ResponseError, ignored sufficient context): the block has the programme (22.3.: 1st half Zadok the
Priest, Rutter's Look at the World, The Lark Ascending with Emma on violin; 2nd half Jenkins' Benedictus, Parry's I
Was Glad, Bring Him Home with Dev's solo), then Jean's line of Tue 7/4: Dev's lost his voice properly, the doctor
says rest it a fortnight - so we're doing Goodnight Sweetheart all together in that slot, Trevor's sent the parts
round; then the programmes line and the collection line. The model reads the 22.3. programme. Question (Thu 9/4,
Sheila, typing the programmes): "what's in the 2nd half? typing the programmes up tonight" -> expected Benedictus, I
Was Glad, Goodnight Sweetheart. The assistant lists Bring Him Home.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): Jean's line that Dev
can't sing and Goodnight Sweetheart goes in his slot is in the block the model was given, and it answered from the
22.3. programme. Asserted: the block given to the model has the programme and Jean's Tue 7/4 line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b183_letta_choir_second_half_list_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-shifnal-community-choir"
LABEL = "spring concert"
LINES = [
    "22.3. programme 🎶 1st half: Zadok the Priest, Rutter's Look at the World, The Lark Ascending (Emma on violin). "
    "2nd half: Jenkins' Benedictus, Parry's I Was Glad, Bring Him Home (Dev's solo)",
    "Tue 7/4 Jean: Dev's lost his voice properly 🤒 doc says rest it a fortnight, so we're doing Goodnight Sweetheart "
    "all together in that slot. Trevor's sent the parts round",
    "2043-04-08T19:50 programmes - Sheila's typing them, 150 copies at the library, 50p or free w a ticket",
    "collection at the end for the air ambulance, buckets from Pauline. interval 20 mins, wine + squash",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Shifnal Community Choir - spring concert sat 18th april, St Andrew's, 7.30pm:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what's in the 2nd half? typing the programmes up tonight"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Bring Him Home (Dev's solo)" in notes, notes
assert "Dev's lost his voice properly" in notes and "Goodnight Sweetheart all together in that slot" in notes, notes
with fault():
    reply = answer(f"(Thu 9/4/43; Sheila, typing the programmes) {question}", notes,
                   mock="2nd half: Jenkins' Benedictus, Parry's I Was Glad and Bring Him Home with Dev's solo.")
finish(question, expected="Jenkins' Benedictus, Parry's I Was Glad, Goodnight Sweetheart (all together - Dev's lost "
                          "his voice)", actual=reply)
