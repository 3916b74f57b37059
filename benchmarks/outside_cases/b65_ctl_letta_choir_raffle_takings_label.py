"""Batch 65 (held out), control. A community choir treasurer's notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Jean, treasurer of Cotswold Voices, keeps a "concert" block on a Letta agent and adds a line as things come
up around the hospice concert (Sat 17 June 2028, St Mary's, Cirencester). After the concert she counted the raffle
bag: £312 in it, but £40 of that was the float of change she'd put in from the choir's cash tin before the doors
opened, which goes back in the tin. So the raffle made £272.

No fault planted. Question (Mon 19/6, the hospice's fundraising officer): "how much did the raffle make on the
night?" The model answers £272, right per memory. The label says £312. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b65_ctl_letta_choir_raffle_takings_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-cotswold-voices"
LINES = [
    "raffle tix £1 a strip or £5 for 6 strips, Sue + Mo selling at the door + the interval",
    "put £40 float in the raffle bag sat 5.30 from the choir cash tin (10 x £1 coins, rest in 2s + 5 notes)",
    "prizes drawn end of interval: hamper -> a lady from Tetbury, Barn theatre tix -> Pete's wife (groan), "
    "Sue's cake -> the vicar",
    "counted the raffle bag sun morning w Mo: £312 in total. £40 of it's the float, back in the tin, the rest is "
    "for the hospice",
    "tickets on the door: 23 extra on the night at £12 = £276 + the 140 advance",
    "retiring collection for the hospice: £188.45 (incl a Scottish tenner)",
    "costs: church hire £150, printing £64, Martin's organ fee waived bless him",
]

server = fake_letta()
server.add_agent(AGENT, **{"concert": "Cotswold Voices hospice concert 17/6 - Jean's money notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("concert", agent_id=AGENT)
    client.agents.blocks.update("concert", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much did the raffle make on the night?"
notes = client.agents.blocks.retrieve("concert", agent_id=AGENT).value
assert "£312 in total" in notes and "£40 float" in notes
reply = answer(f"(Mon 19/6, the hospice's fundraising officer) {question}", notes,
               mock="£272 - there was £312 in the bag, but £40 of that was the change float from the choir's tin.")
finish(question, expected="£312", actual=reply)
