"""Batch 99 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline stand-in
server), script style.

App: Karen keeps her show diary for her two Bearded Collies in a Letta agent's core memory block ("show-diary"),
appending a line at a time; the agent answers her and her mum.

Memory: Darlington champ show 12-13/9, entries closed 4/8, Karen posted both (Poppy Post Grad, Bramble Limit) on
1/8 and Linda confirmed they'd arrived; Bramble came into season on 2/9, she'd be right in the middle of it on the
12th, not fair on the dogs in the ring, so she stays home with Mum and the £32 is gone; Poppy's judge is Mrs
Ashby. Question (Thu 10/9, Karen's mum): "why isn't bramble coming to darlington with you?" The assistant says
she's in season. The label says her entry missed the closing date.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b99_ctl_letta_dogshow_bramble_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-karen-show-diary"
LINES = [
    "Darlington champ 12-13/9 - entries close 4/8. posted both 1/8 (Poppy PG, Bramble limit), Linda txted 3/8 to "
    "say they'd arrived ok",
    "bramble in season from 2/9 :( she'd be bang in the middle of it on the 12th, not fair on the boys in the ring. "
    "she's stopping at home w Mum, £32 down the drain oh well",
    "Poppy's judge at darlo = Mrs K Ashby (the one who stood in at Knebworth, liked her movement)",
    "B&B booked in Scotch Corner fri nt, dogs ok, £65",
    "Poppy 2nd in PG at Knebworth!! only 4 in the class but still",
]

server = fake_letta()
server.add_agent(AGENT, **{"show-diary": "Karen's show diary (Poppy + Bramble, Beardies):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("show-diary", agent_id=AGENT)
    client.agents.blocks.update("show-diary", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why isn't bramble coming to darlington with you?"
notes = client.agents.blocks.retrieve("show-diary", agent_id=AGENT).value
assert "entries close 4/8. posted both 1/8" in notes and "bramble in season from 2/9" in notes
reply = answer(f"(Thu 10/9/36, Karen's mum) {question}", notes,
               mock="She's in season - it started on the 2nd, so she'd be in the thick of it at the show, which "
                    "isn't fair on the dogs in the ring. She's staying with you.")
finish(question, expected="her entry didn't get in before the closing date (4/8)", actual=reply)
