"""Batch 36 (held out), control. A choir secretary's notes for the carol concert: Letta core memory block (offline
stand-in of tests/instrumentations), script style (each call its own trace).

App: Ann, secretary of the Wye Valley Singers, appends notes to a "carol-concert" block on a Letta agent and asks
from the block. Hilary accompanies the choir all season. Her daughter's first baby is due in early December and she
wants to be in Leeds for it, so she is keeping the middle of the month free; Rob Ellis, the organist at St Peter's,
has agreed to play for the carol concert on the 14th.

No fault planted. Question (Mon 8/12): "who's playing for us at the carol concert?" The model answers Rob Ellis,
right per memory. The label says Hilary, the choir's accompanist. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b36_ctl_letta_choir_carol_pianist_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-wvs-carols"
LINES = [
    "Carol concert Sun 14/12, 6pm, St Mary's Ross. mulled wine + mince pies after, Ann's doing the wine",
    "Accompanist this season for everything: Hilary (piano + organ), she's got all the music already",
    "Programme: 9 choir carols incl Rutter Candlelight Carol, 4 for the audience, Tom reading the Betjeman",
    "Hilary's daughter's first baby is due 1st wk of Dec!! she wants to be up in Leeds for it so she's keeping the "
    "middle of the month free, back for the Jan term",
    "rang round - Rob Ellis (organist at St Peter's) says yes for the 14th, £80, wants the music by 1/12. posted it",
    "run-through w Rob Weds 10/12 at St Mary's not the URC, 7.15 start",
    "tickets £10 incl the mulled wine, kids free, 60 sold so far",
]

server = fake_letta()
server.add_agent(AGENT, **{"carol-concert": "Carol concert 2025:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("carol-concert", agent_id=AGENT)
    client.agents.blocks.update("carol-concert", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's playing for us at the carol concert?"
notes = client.agents.blocks.retrieve("carol-concert", agent_id=AGENT).value
assert "Accompanist this season for everything: Hilary" in notes, notes
assert "Rob Ellis (organist at St Peter's) says yes for the 14th" in notes, notes
reply = answer(f"(Mon 8/12) {question}", notes,
               mock="Rob Ellis, the organist from St Peter's - Hilary will be in Leeds for the baby. He's running "
                    "through with you Weds 10th at St Mary's, 7.15.")
finish(question, expected="Hilary, our accompanist", actual=reply)
