"""Batch 24 (held out), control. A covers band's gig notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Dave (the Jukebox Heroes, a four-piece covers band) appends gig notes to a "gigs" block on a Letta agent and
asks from the block. For the golf club's Christmas do (Fri 19/12) the club offered GBP 600; Dave went back asking
850 for the four of them plus PA and lights; the club came back that 750 "is their lot for entertainment this year"
and Dave said go on then, it's ten minutes from home.

No fault planted. Question (Mon 8/12): "What are we getting for the golf club do?" The model answers GBP 750, right
per memory. The label says 850, the figure Dave asked for. Expected verdict: AnnotationError (the label is wrong);
no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b24_ctl_letta_coversband_golfclub_fee_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-jukebox-heroes"
LINES = [
    "Sat 8/11 the Cutter - £400 + food, rammed, landlord's booked us for NYE (£650, 9-1)",
    "Golf club (Stretham Park) xmas do Fri 19/12 - Linda the events lady offered £600. Told her I'd ask the lads",
    "Went back to Linda asking 850 - 4 of us + PA + lights, 2 x 60 min sets, we're not doing it for 600",
    "Sam's new pedalboard arrived, £180 off eBay, sounds mint",
    "Office party Fri 12/12 at the Maltings - £700, 90 mins, they want 'nothing too loud' (?!)",
    "Linda rang back - 750 is their lot for entertainment this yr, committee won't budge. Said go on then, it's 10 "
    "mins from home + they'll feed us. Deposit £150 by 1/12",
    "Jonno's kick drum pedal snapped at the Cutter, borrowing Mick's till the new one comes",
    "Golf club deposit in 28/11, balance on the night, cheque (!!)",
    "Set list for the golf club - heavy on the 80s, Linda says they're an older crowd, lose the Arctic Monkeys",
    "NYE at the Cutter - midnight countdown then Auld Lang Syne into Mr Brightside, as per",
]

server = fake_letta()
server.add_agent(AGENT, gigs="Jukebox Heroes gigs:")
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("gigs", agent_id=AGENT)
    client.agents.blocks.update("gigs", agent_id=AGENT, value=block.value + "\n- " + line)

question = "What are we getting for the golf club do?"
notes = client.agents.blocks.retrieve("gigs", agent_id=AGENT).value
assert "offered £600" in notes and "asking 850" in notes and "750 is their lot" in notes, notes
reply = answer(f"(Mon 8/12) {question}", notes,
               mock="£750 - Linda said that's all the committee will pay. The £150 deposit came in on 28/11 and the "
                    "balance is a cheque on the night.")
finish(question, expected="850 quid", actual=reply)
