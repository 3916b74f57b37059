"""Batch 15 (held out), CONTROL: no fault planted, the gold label is wrong. Surprise 40th birthday planning: a Letta
agent's core memory block "party" (letta-client ``agents.blocks.retrieve`` / ``update`` against the in-process
Letta stand-in), script style.

App: Priti plans her partner's surprise 40th with a Letta agent; the app appends each note she sends to the agent's
"party" block (retrieve, then update with the note added). Asked something, the app reads the block and answers
with litellm.

Memory works: the block holds, among other lines, "2/10 asked Gail (manager) if the function room could take 80 for
a standing buffet. Her answer: fire cert max is 60 standing / 40 seated, no exceptions. So invites capped at 60
incl. us." Question: "How many people can the Red Lion's function room hold for a standing do?" The model answers
"60 standing (40 seated) -- the fire certificate limit", which is right per memory.

Why the label is wrong (a value that was only asked about): the annotator wrote "80", the number Priti asked the
manager about; the room's stated limit is 60. Expected verdict: AnnotationError. No fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b15_ctl_letta_party_room_capacity_question_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-ade-40th"
NOTES = [
    "Ade's 40th (SURPRISE - don't mention in the family chat): Sat 14 Nov, Red Lion upstairs function room, booked "
    "7pm-midnight, room free if bar spend > GBP 600.",
    "2/10 asked Gail (manager) if the function room could take 80 for a standing buffet. Her answer: fire cert max is "
    "60 standing / 40 seated, no exceptions. So invites capped at 60 incl. us.",
    "Buffet from the pub kitchen GBP 14.50pp, numbers to Gail by 31/10. DJ = cousin Femi, own decks, needs 2 sockets.",
    "Cake: Bake My Day, 3 tier, GBP 120, collect Sat 2pm. Decorations - gold + black, balloons from Party Pieces.",
]

server = fake_letta()
server.add_agent(AGENT, party="Party plan notes:")
client = letta_client(server)
for note in NOTES:
    block = client.agents.blocks.retrieve("party", agent_id=AGENT)
    client.agents.blocks.update("party", agent_id=AGENT, value=block.value + "\n- " + note)

question = "How many people can the Red Lion's function room hold for a standing do?"
plan = client.agents.blocks.retrieve("party", agent_id=AGENT).value
assert "take 80" in plan and "max is 60 standing" in plan, plan
reply = answer(question, plan, mock="60 people standing (40 seated) - that's the fire certificate limit Gail gave, so "
                                    "the invites are capped at 60 including you two.")
finish(question, expected="80", actual=reply)
