"""Batch 51 (held out), control. A parish magazine editor's block: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Margaret, editor of "The Link" (St Michael's, Abberley and two other parishes), keeps a "magazine" block on a
Letta agent and appends a line whenever something comes up; Rob, who does the layout, asks the assistant who's
doing what. Derek, a retired solicitor, has proofread every issue for years. In October he told Margaret he's
having his cataract done on 18 November and won't be able to read small print for a fortnight or so; Ann Whitlow,
a retired English teacher, said she'd read the December proofs.

No fault planted. Question (Thu 26/11): "who's proofing december's issue, so I know who to send the pdf to?" The
model answers Ann Whitlow, right per memory. The label says Derek, the usual proofreader. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b51_ctl_letta_parish_proofreader_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-the-link"
LINES = [
    "proofs: Derek (derek.hall@, 01299 8xxxxx) reads every issue, give him 3 days, he likes a printed copy too",
    "Dec issue = Advent + Christmas, 24 pages, copy by MON 2 NOV (Hobbs shut for the new press 16-21st)",
    "Keith's Christmas services piece came in 28/10, v long, Rob cut it to a page",
    "Derek popped round 30/10 - cataract op at the Alex in Redditch 18 Nov, he says he won't be able to read "
    "anything smaller than a bus timetable for a fortnight. Ann Whitlow (St Mary's Close, taught English at the "
    "high school for 30 yrs) has said she'll do the December proofs, pdf to her is fine",
    "Pam's bellringers piece needs 2 photos, she's bringing a memory stick to church sun",
    "the Plough want a half page Christmas menu ad, £80 - yes",
    "Derek says he's fine for the Lent issue, back on it from Jan",
]

server = fake_letta()
server.add_agent(AGENT, **{"magazine": "The Link - editor's notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("magazine", agent_id=AGENT)
    client.agents.blocks.update("magazine", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's proofing december's issue, so I know who to send the pdf to?"
notes = client.agents.blocks.retrieve("magazine", agent_id=AGENT).value
assert "Derek (derek.hall@" in notes and "Ann Whitlow" in notes and "December proofs" in notes
reply = answer(f"(Thu 26/11) {question}", notes,
               mock="Ann Whitlow this time - Derek's had his cataract op, so send her the pdf. He's back for Lent.")
finish(question, expected="Derek, he proofreads it every month", actual=reply)
