"""Batch 89 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline stand-in
server), script style.

App: Mrs Okafor, the PE lead at Wymondley Road Primary, keeps sports day notes in a Letta agent's core memory block
("sportsday"), appending a line at a time; staff and the PTA ask the agent.

Memory: in May, Mr Hale moaned that the school field is bumpy by the hedge and wanted Steve to roll it before the
day; in June, the head passed on that the drainage contractors will have the bottom of the school field dug up
all of June and into July, so the parish council are letting us use the rec on Stotfold Rd, free, and Steve's
marking it out there. Question (Mon 20/6, a PTA mum): "why's sports day down at the rec this year and not on the
school field?" The assistant says the drainage works have the school field dug up. The label says the school field
is too bumpy.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b89_ctl_letta_sportsday_rec_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-wrp-sportsday"
LINES = [
    "12/5 Jim H moaning the field's like a ploughed field by the hedge, wants Steve to roll it b4 sports day or "
    "someone'll turn an ankle in the 80m",
    "sports day thurs 23/6, rain day fri 24th. houses Oak/Ash/Elm/Birch",
    "PTA lollies 50p, squash free, gazebo from the scouts",
    "Mrs P (head) 6/6: the drainage men will have the bottom of the school field dug up all june + into july, "
    "nothing we can do. parish council happy for us to use the rec on Stotfold Rd, no charge, toilets in the "
    "pavilion open. Steve marking it out there wk of 13th. letter to parents re walking the kids down",
    "8 parent helpers needed for KS1, Mrs Dacre + Mr Osei so far",
    "cups + shield at the engraver, back by 20th",
]

server = fake_letta()
server.add_agent(AGENT, **{"sportsday": "Wymondley Rd Primary sports day 2033 - notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("sportsday", agent_id=AGENT)
    client.agents.blocks.update("sportsday", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's sports day down at the rec this year and not on the school field?"
notes = client.agents.blocks.retrieve("sportsday", agent_id=AGENT).value
assert "like a ploughed field by the hedge" in notes and "drainage men" in notes
reply = answer(f"(Mon 20/6/33, a PTA mum) {question}", notes,
               mock="Because the drainage contractors have the bottom of the school field dug up through June, so "
                    "the parish council's lending us the rec on Stotfold Road for free.")
finish(question, expected="the school field's too bumpy - someone would turn an ankle", actual=reply)
