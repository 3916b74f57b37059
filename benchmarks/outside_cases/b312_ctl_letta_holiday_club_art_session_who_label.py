"""Batch 312 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Little Explorers run a summer holiday club at Luddenden Foot community centre - sports on Mondays, art on
Tuesdays, forest school on Wednesdays, a trip on Thursdays, film and pizza on Fridays. Jess (the manager) and Amir
(her deputy) add lines to a "summer club" block on the club's Letta agent; the helper answers parents' questions
from it.

Memory: Jess, 2050-07-10T19:00 - the timetable, Mon sports with Amir, Tues art with Bev (she's doing clay this
year), Weds forest school, Thurs trips, Fri film and pizza; Amir, 22/7 - 2 more volunteers DBS'd, Hannah and Liam
from the 6th form; Jess, Sun 31st Jul - Bev's hip op's come through for Monday, so she's out for the rest of the
summer, her daughter Carly (who does the Saturday art club at the library) is covering Tuesday art, same clay
stuff; Amir, Mon 1/8 - 29 in this week, 4 new starters. Question (Mon 1/8, Maisie's mum): "who's doing the art
tmrw? Maisie wants to give them a picture she did of the clay owl" The assistant says Carly, Bev's daughter (Bev's
off after her hip op). The label says Bev.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b312_ctl_letta_holiday_club_art_session_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-little-explorers"
LABEL = "summer club"
LINES = [
    "2050-07-10T19:00 Jess - TIMETABLE ☀️ mon sports w/ Amir, tues art w/ Bev (she's doing clay this yr!!), weds "
    "forest school, thurs trips, fri film + pizza. 8.30-3, packed lunch",
    "22/7 Amir - 2 more volunteers DBS'd, Hannah + Liam from the 6th form, they're on tues + weds",
    "Sun 31st Jul Jess - Bev's hip op's come thru for mon 😬 so she's out for the rest of the summer, her daughter "
    "Carly (does the sat art club at the library) is covering tues art, same clay stuff. get well soon Bev x",
    "Mon 1/8 Amir - 29 in this wk, 4 new starters, forms in the red folder",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Little Explorers holiday club - summer 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's doing the art tmrw? Maisie wants to give them a picture she did of the clay owl"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "tues art w/ Bev" in notes, notes
assert "Carly (does the sat art club at the library) is covering tues art" in notes, notes
reply = answer(f"(Mon 1/8/50; Maisie's mum) {question}", notes,
               mock="Carly - Bev's daughter, she runs the Saturday art club at the library. She's covering Tuesday "
                    "art while Bev's off after her hip op.")
finish(question, expected="Bev", actual=reply)
