"""Batch 129 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Wendy, who runs the Chiltern puppy walking group, keeps a "group" block on the group's Letta agent - which pup
is with whom, walks, classes - appending a line as things come in; the helper answers the walkers from the block.

Memory: 14/3 the pups and their walkers (Bramble - Kate, Otis - the Farrows, Juno - Wendy, Pip - Raj + Anita);
17/4 the bus walk into Tring on Weds 22nd, 10am from the library, going: Bramble, Juno, Otis, Pip; 20/4 Mrs Farrow
rang - Otis has had a dicky tummy since Saturday, the vet says rest and chicken and rice for a few days, she'll keep
him home Weds, he'll be gutted, he loves the bus; 21/4 bus fares and the spare coats. Question (Tue 21/4, Anita):
"which pups are on the bus walk tomorrow? doing the coat count" The assistant says Bramble, Juno and Pip. The label
says Bramble, Juno, Otis and Pip - in memory, the list as it was put up on the 17th, before Otis was kept home.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b129_ctl_letta_puppy_town_walk_list_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-chiltern-pw"
LINES = [
    "14/3 pups: Bramble (yellow lab, Kate), Otis (lab x golden, the Farrows), Juno (golden, me), Pip (black lab, "
    "Raj + Anita). Hazel + Nutmeg joined in april, too young for walks yet",
    "17/4 bus walk into Tring weds 22nd - bus + round the high st + the cafe, 10am from the library. going: Bramble, "
    "Juno, Otis, Pip (the 5 mo+ lot)",
    "20/4 Mrs Farrow rang - Otis has had a dicky tummy since sat, vet says rest + chicken n rice for a few days so "
    "she'll keep him home weds. he'll be gutted, he loves the bus",
    "21/4 bus fare £2.40 each for us humans, pups go free. Raj bringing the spare coats, 4 in the bag",
]

server = fake_letta()
server.add_agent(AGENT, **{"group": "Chiltern puppy walking group - Wendy's notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("group", agent_id=AGENT)
        client.agents.blocks.update("group", agent_id=AGENT, value=block.value + "\n- " + line)

question = "which pups are on the bus walk tomorrow? doing the coat count"
with turn_span("question Tue 21/4"):
    notes = client.agents.blocks.retrieve("group", agent_id=AGENT).value
    assert "going: Bramble, Juno, Otis, Pip" in notes, notes
    assert "she'll keep him home weds" in notes, notes
    reply = answer(f"(Tue 21/4/37, Anita, Pip's walker) {question}", notes,
                   mock="Bramble, Juno and Pip - Otis is staying home with his upset tummy.")
finish(question, expected="Bramble, Juno, Otis and Pip", actual=reply)
