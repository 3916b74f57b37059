"""Batch 66 (held out), control. A pub's karaoke night: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Gary, who runs the Black Horse in Amberley, keeps a "karaoke" block on a Letta agent for the pub's spring
karaoke contest and adds a line whenever something comes up. The final was pencilled in for Thu 20 April, but
Thursday is quiz night and the quiz team wouldn't hear of losing it, so the final is on Friday 21 April.

No fault planted. Question (a singer who got through): "what day of the week is the final?" The model answers
Friday (the 21st), right per memory. The label says Thursday. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b66_ctl_letta_karaoke_final_day_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-black-horse"
LINES = [
    "heats fri 31/3, fri 7/4 + fri 14/4, 8.30 kick off, sign up at the bar, £2 a go (cash for the hospice)",
    "final - had it down for thurs 20th but that's quiz night + the Quizzly Bears nearly rioted, so it's fri 21st, "
    "same time",
    "machine: hiring the big one from Sound Solutions again, £60 a night, Kev sets it up",
    "judges = me, Linda from behind the bar + whoever wins the raffle lol",
    "prize: £75 bar tab + a framed photo for the wall of fame",
    "no Wonderwall. I mean it",
]

server = fake_letta()
server.add_agent(AGENT, **{"karaoke": "Black Horse spring karaoke - Gary's notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("karaoke", agent_id=AGENT)
    client.agents.blocks.update("karaoke", agent_id=AGENT, value=block.value + "\n- " + line)

question = "what day of the week is the final?"
notes = client.agents.blocks.retrieve("karaoke", agent_id=AGENT).value
assert "thurs 20th" in notes and "fri 21st" in notes
reply = answer(f"(Sat 15/4, Shona got through from the last heat) {question}", notes,
               mock="Friday - Friday 21 April, 8.30 start, same as the heats.")
finish(question, expected="Thursday, the 20th", actual=reply)
