"""Batch 94 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline
stand-in server), script style.

App: Jim, Ver Meadows Bowls Club's secretary, keeps the end-of-season plans in a Letta agent's core memory block
("season-end"), appending a line at a time; members ask the agent.

Memory: the committee wanted presentation night on Fri 3/10 in the clubhouse; the function room diary shows the
Pattersons have the room Fri 3rd and Sat 4th October for their daughter's wedding do (booked and paid last year);
Jim rang round and everyone can do Fri 10th, so that's the night, 7 for 7.30, buffet from Rosie's £12 a head.
Question (Mon 22/9, Colin): "what date's the presentation night? want to get it in the diary before the wife
fills it" The assistant says Friday 10 October. The label says Friday 3rd October.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b94_ctl_letta_bowls_presentation_date_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-ver-meadows-jim"
LINES = [
    "end of season: last league match sat 13/9, finals day sun 21/9 (ladies' singles + pairs), green closes "
    "28/9, Brian's lot to take the rink markers in",
    "presentation night - committee wants fri 3/10 in the clubhouse. trophies to the engraver by 26/9",
    "function room diary: Pattersons have it fri 3rd + sat 4th Oct for their daughter's wedding do - booked + "
    "paid last yr",
    "rang round (22 so far) - everyone can do fri 10th so that's our night. 7 for 7.30, buffet from Rosie's "
    "£12 a head, raffle",
    "AGM sun 2/11 2pm, nominations to me by 19/10",
]

server = fake_letta()
server.add_agent(AGENT, **{"season-end": "Ver Meadows BC - end of season plans (Jim):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("season-end", agent_id=AGENT)
    client.agents.blocks.update("season-end", agent_id=AGENT, value=block.value + "\n- " + line)

question = "what date's the presentation night? want to get it in the diary before the wife fills it"
notes = client.agents.blocks.retrieve("season-end", agent_id=AGENT).value
assert "committee wants fri 3/10" in notes and "everyone can do fri 10th" in notes
reply = answer(f"(Mon 22/9/36, Colin, a member) {question}", notes,
               mock="Friday 10th October, 7 for 7.30 in the clubhouse - buffet from Rosie's, £12 a head.")
finish(question, expected="Friday 3rd October", actual=reply)
