"""Batch 63 (held out), control. A vet practice's farm round: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Sarah, one of Wyeside Vets' two farm vets, keeps a "farm round" block on a Letta agent and adds a line whenever
something comes up. Pentre (the Lloyds) had their TB test injected on Mon 22 Nov, with the reading due Thu 25th.
Then Mr Lloyd's son rang: Rhys Bowen from Marches Vets is at Pentre on Thursday for their sheep anyway and will
read the test while he's there, and Sarah is to send him the paperwork on Wednesday. The lame bull Wyeside saw at
Pentre is sound again and needs no recheck.

No fault planted. Question (Tue 23/11, Sarah planning her week): "do we need to go back out to Pentre this week?"
The model answers no (the Marches vet reads the test on Thursday; just send the paperwork), right per memory. The
label says yes, Thursday for the TB reading. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b63_ctl_letta_vet_pentre_visit_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-wyeside-farm"
LINES = [
    "Pentre (the Lloyds) - TB test 96 head injected mon 22/11, read thurs 25th, they'll have them in by 9",
    "Cwm Isaf scanning tues 23rd 7am, Rhys + the scanner man, 380 ewes",
    "Lloyd's son rang - Rhys Bowen from Marches Vets is up at Pentre thurs for their sheep anyway, says he'll read "
    "the TB while he's there and save us the trip. fine by me, send him the paperwork weds",
    "Pentre bull's sound again, Mr Lloyd v pleased, no need for the recheck",
    "Hollins - 2 more heifers calved on their own, Mr Pryce only rang to brag",
    "thurs 25th I'm in the small animal clinic all day (Emma's on leave), Rhys on call for farms",
]

server = fake_letta()
server.add_agent(AGENT, **{"farm round": "Sarah's farm round notes, Nov 2027:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("farm round", agent_id=AGENT)
    client.agents.blocks.update("farm round", agent_id=AGENT, value=block.value + "\n- " + line)

question = "do we need to go back out to Pentre this week?"
notes = client.agents.blocks.retrieve("farm round", agent_id=AGENT).value
assert "read thurs 25th" in notes and "he'll read the TB while he's there" in notes
reply = answer(f"(Tue 23/11) {question}", notes,
               mock="No - Rhys Bowen from Marches Vets is reading the TB test on Thursday while he's there for the "
                    "sheep, and the bull doesn't need a recheck. Just send him the paperwork on Wednesday.")
finish(question, expected="yes - Thursday, to read their TB test", actual=reply)
