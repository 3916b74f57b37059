"""Batch 120 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Hilary keeps her apiary diary for Calder Vale Beekeepers' teaching apiary in a Letta agent's "apiary" block,
appending a line after each inspection or plan; the helper answers the members who help out from the block.

Memory: 14/3, hive 3 queenless after it swarmed, no eggs, a mated queen coming from Pete; 22.3., Pete's queen in,
cage in, check in a week; 16th may, hive 3's new queen laying nicely, eggs and larvae, calm, but still only on 5
frames; Tue 23rd June, the heather plan: hives 1, 2 and 4 up to Widdop moor on 8th Aug on Colin's trailer - 3's too
small for the heather, Pete says leave it at home to build up for winter and feed it in Sept. Question (Thu 30/7,
Anjali): "why isn't hive 3 going up to the heather?" The assistant says it's too small (5 frames) and is staying
home to build up for winter. The label says it's queenless - in memory, but the new queen has been laying since May.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b120_ctl_letta_bees_hive3_heather_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-caldervale-apiary"
LINES = [
    "14/3 - hive 3 queenless after that swarm, no eggs at all, Pete's getting us a mated queen (Buckfast) for the 22nd",
    "22.3. Pete's queen into 3, cage in w candy, check in a wk - don't go poking before!!",
    "hives 1 + 2 v strong, 2 supers each already, 4 ok but grumpy (veil + gloves pls)",
    "16th may - 3: new queen laying nicely, eggs + larvae, calm as anything. still only on 5 frames tho",
    "Tue 23rd June heather plan - 1, 2 + 4 up to Widdop moor 8th Aug on Colin's trailer, straps in the shed. 3's too "
    "small for the heather, Pete says leave it home to build up for winter + feed it in Sept",
]

server = fake_letta()
server.add_agent(AGENT, **{"apiary": "Calder Vale teaching apiary diary:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"diary-{i}"):
        block = client.agents.blocks.retrieve("apiary", agent_id=AGENT)
        client.agents.blocks.update("apiary", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why isn't hive 3 going up to the heather?"
with turn_span("question Thu 30/7"):
    notes = client.agents.blocks.retrieve("apiary", agent_id=AGENT).value
    assert "hive 3 queenless" in notes and "new queen laying nicely" in notes and "3's too small" in notes, notes
    reply = answer(f"(Thu 30/7/37, Anjali) {question}", notes,
                   mock="It's too small for the heather - still only on 5 frames, so Pete wants it left at home to "
                        "build up for winter and fed in September. The new queen's laying fine.")
finish(question, expected="it's queenless", actual=reply)
