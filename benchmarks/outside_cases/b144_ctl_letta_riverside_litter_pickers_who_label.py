"""Batch 144 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per note and one for the question.

App: Tasha, organising the Friends of the Calder clean-up (Sat 13th June, Elland to Brighouse) for the first time,
keeps a "cleanup" block on her Letta agent - kit, skip, permits, who's bringing what - appending a line as things
come in; the helper answers the group from the block.

Memory: 14/3: the council (Steve in street cleansing) lending 30 litter pickers, hoops and bags, dropping them at
the canoe club on Fri 12th; 22.3.: the skip; Weds 8 Apr: the CRT permit form; Tue 2/6: she rang Steve about the
pickers, he's off sick and his mate at the depot says they've lent the lot to the Halifax in Bloom people for the
same weekend, no joy - the litter hub in Hebden Bridge have 25 they'll lend, Rhiannon's fetching them in her van on
Thursday. Question (Weds 10/6, Gill): "who's bringing the litter pickers sat? want to check there's enough for the
kids" The assistant says Rhiannon - she's picking up 25 from the Hebden Bridge litter hub on Thursday (the
council's are all lent out). The label says Steve from the council - in memory, who was first lending them.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b144_ctl_letta_riverside_litter_pickers_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-friends-of-the-calder"
LINES = [
    "14/3 - council (Steve in street cleansing) lending us 30 litter pickers + hoops + bags, he'll drop them at the "
    "canoe club fri 12th",
    "22.3. - skip booked w Calderdale, canoe club car park fri pm till mon, £0 as its a community clean",
    "Weds 8 Apr - CRT permit form in, method statement + risk assessment by 1/5",
    "Tue 2/6 - rang Steve re the pickers, he's off on the sick + his mate at the depot says they've lent the lot to "
    "the Halifax in Bloom lot for the same wkend. no joy. Hebden Bridge litter hub have 25 we can borrow, Rhiannon's "
    "fetching them in her van thurs",
]

server = fake_letta()
server.add_agent(AGENT, **{"cleanup": "Friends of the Calder clean-up - Sat 13 June 2037, Elland to Brighouse:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("cleanup", agent_id=AGENT)
        client.agents.blocks.update("cleanup", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's bringing the litter pickers sat? want to check there's enough for the kids"
with turn_span("question Weds 10/6"):
    notes = client.agents.blocks.retrieve("cleanup", agent_id=AGENT).value
    assert "council (Steve in street cleansing) lending us 30 litter pickers" in notes, notes
    assert "Rhiannon's fetching them in her van thurs" in notes, notes
    reply = answer(f"(Weds 10/6/37, Gill) {question}", notes,
                   mock="Rhiannon - she's fetching 25 from the Hebden Bridge litter hub in her van on Thursday. The "
                        "council's have all been lent out to Halifax in Bloom.")
finish(question, expected="Steve from the council", actual=reply)
