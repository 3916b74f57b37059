"""Batch 62 (held out), control. A brass band secretary's notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Gill, secretary of Kingswood Silver Band, keeps a "season" block on a Letta agent and adds a line whenever
something comes up. The West of England Area is on Saturday 6 March at Cheltenham Town Hall; the draw for the
playing order is the evening before, Friday the 5th, at the Queens Hotel, and only Gill goes to it. The band's
extra rehearsals are on Wednesdays.

No fault planted. Question (Mon 1/3, a new 2nd baritone's mum): "what day of the week is the Area?" The model
answers Saturday (the 6th), right per memory. The label says Friday. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b62_ctl_letta_band_area_day_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-kingswood-silver"
LINES = [
    "Area 2027 - sat 6/3, Cheltenham Town Hall, Resurgam. 3rd section so we're on in the afternoon most likely",
    "draw is fri 5th 8pm at the Queens Hotel, just me going, I'll text the order round by 9",
    "extra rehearsals weds 24/2 + weds 3/3 7.30, Mike says full band or he'll sulk",
    "new 2nd bari - Ellis Ward, 13, from the youth band, his mum Kerry will drive him to Cheltenham herself",
    "coach leaves bandroom 7.15 on the day, £22 players, £10 family",
    "results + the bar afterwards, coach home about 7pm, back in Kingswood 9ish",
]

server = fake_letta()
server.add_agent(AGENT, **{"season": "Kingswood Silver - contest season notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("season", agent_id=AGENT)
    client.agents.blocks.update("season", agent_id=AGENT, value=block.value + "\n- " + line)

question = "what day of the week is the Area?"
notes = client.agents.blocks.retrieve("season", agent_id=AGENT).value
assert "sat 6/3" in notes and "draw is fri 5th" in notes
reply = answer(f"(Mon 1/3) {question}", notes,
               mock="Saturday - the 6th of March at Cheltenham Town Hall. The coach goes from the bandroom at 7.15.")
finish(question, expected="Friday", actual=reply)
