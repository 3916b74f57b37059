"""Batch 42 (held out), control. A swimming club's gala notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Lee, head coach of Dunmere Dolphins ASC, keeps a "galas" block on a Letta agent with what he needs on the
day, appending a line at a time, and asks from the block. For the Hillcrest Open on Sat 15 Nov the meet pack gives
warm-up as 8.00-8.45 for all clubs. The host club then emailed: there are too many clubs, the pool is being split
into two warm-up groups, and the Dolphins are in the second one, 8.25-8.45, so twenty minutes in the water (Lee
will do stretches on poolside before).

No fault planted. Question (Thu 13/11): "how long do we get in the water for warm-up on Saturday?" The model
answers 20 minutes (8.25-8.45), right per memory. The label says 45 minutes, 8 till quarter to nine, as in the meet
pack. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b42_ctl_letta_swim_gala_warmup_length_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-dolphins-coach"
LINES = [
    "Hillcrest Open sat 15/11 - meet pack: doors 7.30, warm up 8.00-8.45 all clubs, session 1 starts 9.00, "
    "50m pool, 10 lanes",
    "our lot: 18 swimmers, 47 swims, team manager Cheryl, I'm on poolside w Kayleigh",
    "minibus leaves the club 6.50, Dave driving, 2 parent cars for the rest",
    "email 10/11 from Hillcrest's gala sec - 31 clubs entered, too many for 1 warm up, so pool's split in 2 groups. "
    "we're group B w the other away clubs: 8.25-8.45 in the water. do stretches on poolside first",
    "relay teams: girls 12u 4x50 free - Ruby H, Tia, Erin, Mali. boys 12u medley - need a breaststroker, ask Josh",
    "bring the club flag + the gazebo, Cheryl's doing the lucky dip",
    "no glass bottles poolside at Hillcrest, tell parents",
]

server = fake_letta()
server.add_agent(AGENT, **{"galas": "Gala day notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("galas", agent_id=AGENT)
    client.agents.blocks.update("galas", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long do we get in the water for warm-up on Saturday?"
notes = client.agents.blocks.retrieve("galas", agent_id=AGENT).value
assert "warm up 8.00-8.45 all clubs" in notes, notes
assert "we're group B w the other away clubs: 8.25-8.45" in notes, notes
reply = answer(f"(Thu 13/11) {question}", notes,
               mock="Twenty minutes - you're in the second group, 8.25 to 8.45, so get them stretched on poolside "
                    "first.")
finish(question, expected="45 minutes - 8 till quarter to nine", actual=reply)
