"""Batch 187 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
threads: the secretary's lines are appended on one worker thread, the question is asked on another once it's done.

App: Wrockwardine Bowls Club's open day is Sat 13th June 2043, 2 till 5 - taster ends on the green, coaches on each
rink, teas in the pavilion. Sheila (the club secretary) keeps an "open day" block on the club's Letta agent and
appends a line as things are sorted; members ask it.

Memory (the block's lines): 2043-04-30T20:00 - open day Sat 13th June 2-5; tell people flat shoes (or the club's got
overshoes), their own woods if they've got them, and a cardi, it gets nippy on the green after 4; Weds 20 May - Bowls
England are lending 20 sets of woods for the day, all sizes, so nobody needs to bring theirs, they don't want them
getting mixed up with the club's; 3.6. - the mice have been at the overshoes box in the shed, only 4 pairs fit to
wear, so it'll have to be flat-soled shoes, trainers with no tread are fine; Tue 9th June - teas in the pavilion, 50p,
Maureen and Joan, cakes from the WI. Question (Weds 10/6, Carol, doing the leaflet for the library): "what do people
need to bring on sat? doing the leaflet for the library" The assistant says flat-soled shoes (trainers with no tread
are fine) and a cardi for later on - woods are provided. The label says flat shoes, their own woods if they've got
them, and a cardi.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b187_ctl_letta_bowls_open_day_bring_list_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-wrockwardine-bowls"
LABEL = "open day"
LINES = [
    "2043-04-30T20:00 open day sat 13th june 2-5 🎳 tell people: flat shoes (or we've got overshoes), their own woods "
    "if they've got them + a cardi, it gets nippy on the green after 4",
    "Weds 20 May - Bowls England are lending us 20 sets of woods for the day, all sizes, so nobody needs to bring "
    "theirs - we don't want them getting mixed up w the club's",
    "3.6. - the mice have been at the overshoes box in the shed 🐭 only 4 pairs fit to wear, so it'll have to be flat "
    "soled shoes, trainers w no tread are fine",
    "Tue 9th June - teas in the pavilion, 50p a cuppa, Maureen + Joan, cakes from the WI",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Wrockwardine Bowls Club - open day 2043 (Sheila):"})
client = letta_client(server)
question = "what do people need to bring on sat? doing the leaflet for the library"
result: dict = {}


def secretary_lines() -> None:
    for line in LINES:
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)


def leaflet_question() -> None:
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "their own woods if they've got them" in notes, notes
    assert "nobody needs to bring theirs" in notes, notes
    assert "trainers w no tread are fine" in notes, notes
    result["reply"] = answer(f"(Weds 10/6/43; Carol, doing the leaflet) {question}", notes,
                             mock="Flat-soled shoes (trainers with no tread are fine) and a cardi for later on - "
                                  "woods are provided, so no need to bring their own.")


writer = threading.Thread(target=secretary_lines, name="sheila-open-day-lines")
writer.start()
writer.join()
asker = threading.Thread(target=leaflet_question, name="leaflet-question")
asker.start()
asker.join()
finish(question, expected="flat shoes, their own woods if they've got them, and a cardi", actual=result["reply"])
