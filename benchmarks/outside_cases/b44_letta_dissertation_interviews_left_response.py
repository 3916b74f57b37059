"""Batch 44 (held out). A student's dissertation notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Nadia (final-year geography, dissertation on community gardens, supervisor Dr Hale) keeps a "dissertation"
block on a Letta agent and appends a line whenever something happens; the assistant answers from the block. Her
target is 12 interviews with garden volunteers. The block says 5 were done by 13 Feb (named), 2 more the week after
(Kasia and the allotment chair), and 1 on Fri 6/3 (Pete at Greenway): 8 done.

Planted fault (ResponseError, ignored sufficient context): the model counts only the named five. Question (Mon
9/3): "how many more interviews have I got to do?" -> expected 4 (12 - 8). The model says 7.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the target, the
five, the two and the one are all in the block the model got. Another reading: none that we see; nothing was lost
from memory.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b44_letta_dissertation_interviews_left_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-nadia-diss"
LINES = [
    "ethics ok'd 12/1!! plan = 12 interviews w volunteers across the 3 sites (Greenway, Moss Lane, St Jude's), "
    "Dr H says stop at 12 even if more say yes",
    "13 Feb - 5 done now: Ravi, Jo, Mrs T, Bernie, Sam. all Greenway + St Jude's, need Moss Lane people",
    "lit review draft back from Dr H, 'too descriptive', needs more on Firth + the social capital stuff",
    "did 2 more this wk - Kasia (tues, Moss Lane) + the allotment chair (thurs, in the cafe, v noisy recording)",
    "transcripts: 6 typed up, otter's useless w Jean's accent so hers is by hand",
    "Fri 6/3 - Pete at Greenway, 58 mins!! loads on the council funding cuts",
    "Moss Lane noticeboard - put a poster up for more volunteers, 2 emails back already",
    "deadlines: ch3 to Dr H fri 6/3 (sent thurs night 🎉), full draft 10/4, hand-in thu 23 apr 2pm",
]

server = fake_letta()
server.add_agent(AGENT, **{"dissertation": "Dissertation notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("dissertation", agent_id=AGENT)
    client.agents.blocks.update("dissertation", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many more interviews have I got to do?"
notes = client.agents.blocks.retrieve("dissertation", agent_id=AGENT).value
assert "plan = 12 interviews" in notes, notes
assert "5 done now: Ravi, Jo, Mrs T, Bernie, Sam" in notes, notes
assert "did 2 more this wk" in notes, notes
assert "Fri 6/3 - Pete at Greenway, 58 mins" in notes, notes
with fault():
    reply = answer(f"(Mon 9/3) {question}", notes,
                   mock="7 to go - you've done 5 of the 12 (Ravi, Jo, Mrs T, Bernie and Sam), and you still need "
                        "some Moss Lane people.")
finish(question, expected="Four more - 8 of the 12 are done", actual=reply)
