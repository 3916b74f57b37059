"""Batch 100 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline
stand-in server), script style.

App: Lou, who runs the Sparkle Lets cleaning team, keeps each cottage's changeover notes in a Letta agent's core
memory block ("herons-reach"), appending a line at a time; the agent answers the cleaners on the team's chat.

Memory: Heron's Reach changeovers are Fridays, guests out by 10, next guests in from 4, allow four hours with the
hot tub; for Fri 15/8 the Robinsons asked if they could hang on till 12 as their ferry from Harwich isn't till the
evening, and the owner said that's fine as long as we can still turn it round (we can, just); on the 15th it's Tash
and Lou, hot tub first as it takes two hours to heat. Question (Wed 13/8, Tash): "what time can we get into herons
on friday?" The assistant says 12, once the Robinsons have gone. The label says 10, when the guests leave.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b100_ctl_letta_cottage_start_time_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-sparkle-lets-team"
LINES = [
    "heron's reach (Cley) - fri changeovers. guests out by 10am, next lot in from 4. 2 of us, allow 4 hrs w the "
    "hot tub",
    "keysafe by the side gate, code 2208. bins go out thurs night",
    "fri 15/8 - the Robinsons asked could they hang on till 12 as their ferry from Harwich isn't till the evening. "
    "owner says fine as long as we can still turn it round. we can (just!)",
    "so fri 15th = Tash + Lou, bring the big hoover, do the hot tub FIRST, takes 2hrs to heat",
    "new guests 15/8 = the Kowalskis, 2 adults 2 kids + a dog, travel cot needed",
]

server = fake_letta()
server.add_agent(AGENT, **{"herons-reach": "Heron's Reach - changeover notes (Lou):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("herons-reach", agent_id=AGENT)
    client.agents.blocks.update("herons-reach", agent_id=AGENT, value=block.value + "\n- " + line)

question = "what time can we get into herons on friday?"
notes = client.agents.blocks.retrieve("herons-reach", agent_id=AGENT).value
assert "guests out by 10am" in notes and "hang on till 12" in notes
reply = answer(f"(Wed 13/8/36, Tash on the team chat) {question}", notes,
               mock="Not till 12 - the Robinsons are staying on till midday for their ferry. Do the hot tub "
                    "first, it needs two hours to heat before the Kowalskis arrive at 4.")
finish(question, expected="10am", actual=reply)
