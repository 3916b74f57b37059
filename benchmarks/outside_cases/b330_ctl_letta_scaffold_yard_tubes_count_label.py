"""Batch 330 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Ryburn Scaffolding have a yard by the railway in Mytholmroyd - tube racks by length, board stacks, fittings in
bags, a forklift, two wagons. Gaz (the yardman) and Lee (the other yardman) add lines to a "yard stock" block on the
firm's Letta agent as tube goes out on the wagons and comes back; Dean (the estimator) asks it things when he prices a
job.

Memory: Gaz, 2050-03-07T07:10 - stock take done, 21ft tubes 420, 13ft 260, boards 310, doubles 1100; Gaz, Tue 8/3 -
150 21fts and 90 boards out on the wagon to the chapel job in Dewsbury; Gaz, Thu 10th - the Ossett job's down, 60
21fts back, 8 of them bent so they're in the scrap skip, not the racks; Lee, Fri 11 Mar - the forklift's booked in
for its service on Monday, don't park in front of bay 3. Question (Fri 11/3, Dean): "how many 21ft tubes have we got
in the racks? pricing the Mytholmroyd mill job, it needs about 300" The assistant says 322 (420, less the 150 on the
chapel job, plus the 52 good ones back from Ossett), so just enough. The label says 420.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b330_ctl_letta_scaffold_yard_tubes_count_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-ryburn-scaffolding-yard"
LABEL = "yard stock"
LINES = [
    "2050-03-07T07:10 Gaz - STOCK TAKE done 🙌 21ft tubes 420, 13ft 260, boards 310, doubles 1100, singles 640. "
    "took all sat morning, cheers lads",
    "Tue 8/3 Gaz - 150 21fts + 90 boards out on the big wagon to the chapel job in Dewsbury",
    "Thu 10th Gaz - Ossett job's down, 60 21fts back, 8 of them bent 😬 so they're in the scrap skip not the racks",
    "Fri 11 Mar Lee - forklift's booked in for its service mon, DON'T park in front of bay 3",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Ryburn Scaffolding - yard stock, March 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many 21ft tubes have we got in the racks? pricing the Mytholmroyd mill job, it needs about 300"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "21ft tubes 420" in notes, notes
assert "150 21fts + 90 boards out" in notes, notes
assert "60 21fts back, 8 of them bent" in notes, notes
reply = answer(f"(Fri 11/3/50; Dean) {question}", notes,
               mock="322 in the racks - 420 at the stock take, 150 went out to the chapel in Dewsbury, and 52 good "
                    "ones came back from Ossett (the 8 bent ones are in the scrap skip). Enough for 300, just.")
finish(question, expected="420", actual=reply)
