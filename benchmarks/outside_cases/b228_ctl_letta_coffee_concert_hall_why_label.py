"""Batch 228 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: St John's, Cragg Vale hold a coffee concert on Sat 8th May 2049 - the Calder Valley Brass quintet, coffee and
flapjack, a retiring collection for the Christian Aid week. Sue (the music secretary) adds lines to a "coffee
concert" block on the church's Letta agent as things come up; the helper answers from it.

Memory: 2049-02-10T19:30 Sue - coffee concert Sat 8th May 10.30 in church, coffee at the back from 10; 22.3. Sue -
the church heating's on the blink again, may be chilly, tell folk to bring a cardi; Weds 7 Apr Sue - the quintet
are happy in church, they like the acoustic, the pews are a squeeze for the tuba but no matter; Tue 20th Apr Sue -
the roofers are putting the scaffold up inside the tower end from the 4th, the church is a hard-hat zone till June,
so it's the church hall for the concert, same time, coffee from the hatch. Question (Mon 3/5, Brian): "why's the
concert in the hall this time? someone asked me after the 10 o'clock" The assistant says because the roofers'
scaffolding is up inside the church (a hard-hat zone till June). The label says because the church heating isn't
working (that only meant bring a cardigan; the move was the scaffold).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b228_ctl_letta_coffee_concert_hall_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-st-johns-cragg-vale"
LABEL = "coffee concert"
LINES = [
    "2049-02-10T19:30 Sue - COFFEE CONCERT ☕🎺 sat 8th may 10.30 in church, Calder Valley Brass (quintet). coffee at "
    "the back from 10, collection for Christian Aid wk",
    "22.3. Sue - church heating's on the blink again 🥶 may be chilly, tell folk to bring a cardi",
    "Weds 7 Apr Sue - the quintet are happy in church, love the acoustic. pews a squeeze for the tuba but no matter",
    "Tue 20th Apr Sue - roofers are putting the scaffold up inside the tower end from the 4th, church is a hard hat "
    "zone till june 👷 so it's the hall for the concert, same time, coffee from the hatch",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "St John's Cragg Vale - coffee concert 2049:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's the concert in the hall this time? someone asked me after the 10 o'clock"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "church heating's on the blink again" in notes, notes
assert "church is a hard hat zone till june" in notes, notes
reply = answer(f"(Mon 3/5/49; Brian, churchwarden) {question}", notes,
               mock="Because the roofers have got scaffolding up inside the tower end from the 4th - the church is a "
                    "hard-hat zone till June - so it's in the hall, same time, with coffee from the hatch.")
finish(question, expected="because the church heating isn't working", actual=reply)
