"""Batch 41 (held out), control. A small bookshop's events: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Page & Hollow Books keeps an "events" block on a Letta agent that the staff ask about author evenings; Annie
(the owner) appends a line at a time. At author evenings the owner always introduces the author and chairs the
Q&A. Annie has her cataract operation the day before Maggie Hollis's evening (Thu 16 Oct) and will not be able to
read her notes, so she has asked Mel, who works part-time and has read all of Maggie's books, to introduce her.

No fault planted. Question (Mon 13/10, from Dev, the Saturday lad): "who's introducing Maggie on Thursday?" The model
answers Mel, right per memory. The label says Annie, the owner. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b41_ctl_letta_bookshop_hollis_intro_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-page-and-hollow-events"
LINES = [
    "author evenings - the way we do them: Annie (owner) does the intro + chairs the Q&A, Mel on the till, Dev "
    "does the chairs + wine, signing at the end by the window",
    "Maggie Hollis (crime, The Salt Marsh) Thu 16/10 7pm, doors 6.30, £5 tix off a book, 40 max",
    "kids' dino storytime tue 28/10 11am - Mel doing it, Dev in the dino suit if he's brave",
    "Annie's cataract op is weds 15th at the Royal, no reading for a few days after - Mel's going to do Maggie's "
    "intro + the Q&A, she's read all 6 of them anyway. Annie will still come + sit at the back",
    "Dev on the till for Maggie's night then, Mel's nephew Jake can do chairs (he's 16, fine)",
    "wine - 2 boxes red 2 white from Kemp's, sale or return, plus elderflower for drivers",
    "tix 31 sold as of 12/10",
]

server = fake_letta()
server.add_agent(AGENT, **{"events": "Events notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("events", agent_id=AGENT)
    client.agents.blocks.update("events", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's introducing Maggie on Thursday?"
notes = client.agents.blocks.retrieve("events", agent_id=AGENT).value
assert "Annie (owner) does the intro" in notes, notes
assert "Mel's going to do Maggie's intro" in notes, notes
reply = answer(f"(Mon 13/10) {question}", notes,
               mock="Mel - Annie's just had her eye op so Mel's doing the intro and the Q&A. You're on the till, "
                    "Jake's doing chairs.")
finish(question, expected="Annie, the owner", actual=reply)
