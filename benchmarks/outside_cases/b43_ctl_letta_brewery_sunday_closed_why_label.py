"""Batch 43 (held out), control. A small brewery's taproom: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Lou, the taproom manager at Fellside Brewing, keeps a "taproom" block on a Letta agent with the rota, events
and anything the weekend staff ask about, appending a line at a time, and asks from the block. In March the
stocktake was pencilled in for Sunday 12 April after close; later Owen and Lou put it on the Monday morning before
the dray. The taproom is shut on Sunday 12th because the whole team is pouring on the brewery's stand at the
Harrogate beer festival and there's nobody left to open up.

No fault planted. Question (Wed 8/4): "why's the taproom shut this Sunday?" The model answers that everyone's at
the Harrogate beer festival, right per memory. The label says it's for the stocktake. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b43_ctl_letta_brewery_sunday_closed_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-fellside-taproom"
LINES = [
    "taproom hrs: thu 4-10, fri 4-11, sat 12-11, sun 12-6. Jess + Ryan wknds, me fri",
    "16/3 - stocktake sun 12 apr after close?? Owen to confirm",
    "Harrogate beer fest 10-12 apr, our stand's in the main hall, Owen's booked the van",
    "23/3 Owen says stocktake's better done mon 13th first thing before the dray comes, him + me, 7am",
    "sun 12/4 - Owen, Jess, Ryan + me all on the stand at Harrogate (they want 4 on the sunday, it's the busy day), "
    "so no one to open up - taproom shut, put it on insta + the door",
    "card machine 2 keeps dropping wifi, moved the router up a shelf",
    "new pump clips for the spring pale arrived, 6 of them in the office",
    "quiz thurs 9th still on, Big Steve doing it, Dan on the bar",
]

server = fake_letta()
server.add_agent(AGENT, **{"taproom": "Taproom notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("taproom", agent_id=AGENT)
    client.agents.blocks.update("taproom", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's the taproom shut this Sunday?"
notes = client.agents.blocks.retrieve("taproom", agent_id=AGENT).value
assert "stocktake sun 12 apr after close" in notes, notes
assert "stocktake's better done mon 13th first thing" in notes, notes
assert "taproom shut" in notes and "Harrogate" in notes, notes
reply = answer(f"(Wed 8/4) {question}", notes,
               mock="Because all four of you are pouring on the stand at the Harrogate beer festival on Sunday, so "
                    "there's nobody to open up.")
finish(question, expected="It's stocktake day", actual=reply)
