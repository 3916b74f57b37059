"""Batch 323 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Luddenden Vale Steam Gathering (Sat 12th - Sun 13th Aug 2051) has a Saturday night road run - the traction
engines and rollers go out on the lanes and back to the field. Derek (the secretary), Ken (the marshals) and Sue
(the catering) add lines to a "road run" block on the gathering's Letta agent; the helper answers exhibitors' and
families' questions from it.

Memory: Derek, 2051-06-20T21:00 - Sat night road run, 12 miles out to Oxenhope and back, about 3 hrs at engine
pace, leave the field at 6; Ken, 8/7 - marshals at the crossroads and the level crossing; Derek, Weds 26 July - Lumb
bridge has a 7.5 tonne limit on it now (the council signs went up on Monday) so the engines can't go over it,
they'll go round by Hebble Lane - 15 miles that way, allow 4 hrs, back about 10; Sue, Fri 4th Aug - fish and chips
at the Dog & Gun halfway, order before you go. Question (Thu 10/8, Pauline, whose husband Brian steers a roller):
"how long's the road run on sat? need to know when to come + pick Brian up" The assistant says about 4 hours (15
miles round by Hebble Lane because of the bridge limit) - back about 10. The label says about 3 hours.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b323_ctl_letta_steam_fair_road_run_how_long_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-luddenden-vale-steam"
LABEL = "road run"
LINES = [
    "2051-06-20T21:00 Derek - SAT NITE ROAD RUN 🚂 12 miles out to Oxenhope + back, about 3 hrs at engine pace, leave "
    "the field 6. steersmen + a mate on every engine",
    "8/7 Ken - marshals at the crossroads + the level crossing, hi vis + radios, I'll do the briefing at 5.30",
    "Weds 26 July Derek - Lumb bridge has got a 7.5 tonne limit on it now (council signs went up mon 😡) so we can't "
    "take the engines over it, we'll go round by Hebble Lane - it's 15 miles that way, allow 4 hrs, back about 10",
    "Fri 4th Aug Sue - fish + chips at the Dog & Gun halfway 🍟 order b4 u go, cash only",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Luddenden Vale Steam Gathering 2051 - Saturday road run:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long's the road run on sat? need to know when to come + pick Brian up"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "12 miles out to Oxenhope + back, about 3 hrs" in notes, notes
assert "it's 15 miles that way, allow 4 hrs, back about 10" in notes, notes
reply = answer(f"(Thu 10/8/50; Pauline) {question}", notes,
               mock="About 4 hours - they can't use Lumb bridge now so it's 15 miles round by Hebble Lane. They "
                    "leave at 6, so they should be back about 10.")
finish(question, expected="about 3 hours", actual=reply)
