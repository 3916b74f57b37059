"""Batch 147 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Margaret, who runs the knit and natter at Sowerby Bridge library (squares for the SCBU cot blankets this
year), keeps a "group" block on her Letta agent - when and where they meet, patterns, who's bringing what -
appending a line as things happen; members ask it about the sessions.

Memory: 14/3: knit and natter Tuesdays 2-4 in the upstairs room at the library, 2 hrs with a brew halfway, £1 in
the tea fund; 22.3.: Margaret's square pattern sheet, 6 x 6 inch, DK on 4mm needles; Weds 8 Apr: the library wants
the upstairs room back at half 3 for the homework club after Easter, so we have to be packed up and out by then -
Sue asked about starting earlier but half of us have the grandkids till 2; 16th may: Dot's back with 20-odd
squares. Question (Weds 20/5, Pat, new to the group): "how long do we get on tuesdays? thinking of doing a little
demo of the mattress stitch" The assistant says an hour and a half (2 till half 3, the homework club has the room
from half 3). The label says 2 hours - in memory, the session as it was in March.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b147_ctl_letta_knitting_session_length_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-sowerby-knit-natter"
LINES = [
    "14/3 - knit + natter tues 2-4 at Sowerby Bridge library, upstairs room. 2 hrs w a brew halfway, £1 in the tea "
    "fund tin",
    "22.3. - square pattern sheets done (6 x 6 inch, DK on 4mm), pile of them on the front desk",
    "Weds 8 Apr - library want the upstairs room back at half 3 for the homework club after easter, so we've to be "
    "packed up + out by then. Sue asked abt starting earlier but half of us have the grandkids till 2",
    "16th may - Dot's back from Tenerife w 20 odd squares + a tan. 48 squares in the bag now",
]

server = fake_letta()
server.add_agent(AGENT, **{"group": "Sowerby Bridge knit and natter - notes 2037:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("group", agent_id=AGENT)
        client.agents.blocks.update("group", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long do we get on tuesdays? thinking of doing a little demo of the mattress stitch"
with turn_span("question Weds 20/5"):
    notes = client.agents.blocks.retrieve("group", agent_id=AGENT).value
    assert "tues 2-4" in notes and "2 hrs w a brew halfway" in notes, notes
    assert "packed up + out by then" in notes and "back at half 3" in notes, notes
    reply = answer(f"(Weds 20/5/37, Pat, new to the group) {question}", notes,
                   mock="An hour and a half - 2 till half 3 now, the homework club has the room from half 3.")
finish(question, expected="2 hours", actual=reply)
