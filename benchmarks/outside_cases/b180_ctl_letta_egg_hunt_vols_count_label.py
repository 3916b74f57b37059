"""Batch 180 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per line added and one for the question.

App: Much Wenlock's Easter egg hunt is Easter Saturday, 28th March 2043, 10-12 on the Linden Field. Helen, who does
events for the town council, keeps an "egg hunt" block on the council's Letta agent and appends a line as things come
in; the clue-trail and gate volunteers ask the agent.

Memory: the block's first line (the hunt, Sat 28th, 10-12); Helen, 9/3: need 8 vols - 2 on the gate, 2 on prizes, 4
round the trail; Helen, Tue 17/3: got Jan + Sue (prizes), Mo + Kaz (gate), Dilys + Pete on the trail = 6; Helen, Weds
25th: Sue can't do it after all, it's her nan's 90th that weekend - but Jan's sister's stepping in, and the Scouts are
sending 2 of their leaders for the trail, so that's the trail covered; Helen, 2043-03-26T16:00: hi-vis vests from the
council depot, 10 in the box. Question (Thurs 26/3, Tash, who does the clues): "how many vols have we got for sat
now? doing the tea + bacon butty order for the helpers" The assistant says 8 (Jan and her sister on prizes, Mo and
Kaz on the gate, Dilys, Pete and the 2 Scout leaders on the trail). The label says 6 - the count of Tue 17/3.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b180_ctl_letta_egg_hunt_vols_count_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-wenlock-council-helen"
LABEL = "egg hunt"
LINES = [
    "Easter sat 28th march egg hunt 🐣 10-12, Linden Field",
    "9/3 Helen: need 8 vols - 2 on the gate, 2 on prizes, 4 round the trail",
    "Tue 17/3 Helen: got Jan + Sue (prizes), Mo + Kaz (gate), Dilys + Pete on the trail = 6. still need 2 for the "
    "trail!!",
    "Weds 25th Helen: Sue can't do it after all 😢 her nan's 90th that wkend - but Jan's sister's stepping in 👍 + the "
    "Scouts are sending 2 of their leaders for the trail, so that's the trail covered",
    "2043-03-26T16:00 Helen: hi-vis vests from the council depot, 10 in the box",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Much Wenlock town council - Easter egg hunt 2043 (Helen, events):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"line-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many vols have we got for sat now? doing the tea + bacon butty order for the helpers"
with turn_span("question Thurs 26/3"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "Dilys + Pete on the trail = 6" in notes, notes
    assert "Sue can't do it after all" in notes and "2 of their leaders" in notes, notes
    reply = answer(f"(Thurs 26/3/43; Tash, who does the clues) {question}", notes,
                   mock="8 - Jan and her sister on prizes, Mo and Kaz on the gate, and Dilys, Pete and the 2 Scout "
                        "leaders on the trail.")
finish(question, expected="6", actual=reply)
