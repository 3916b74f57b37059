"""Batch 141 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: the Calder Valley Beekeepers' swarm line (Dennis and Ken) keeps a "swarms" block on the association's Letta
agent, appending a line for every call-out and where the bees went; the helper answers members from the block.

Memory: 14/3 Sue: the swarm line numbers and the bait hive at the allotment apiary; Weds 20/5 Dennis: a big swarm off
the trolley shelter in the Co-op car park, boxed it and put it in the bait hive at the allotments; Fri 22/5 Ken:
Dennis's Co-op lot didn't like the allotments - they'd cleared off by Thursday teatime and he found them hanging in
Mrs Barker's damson next door, so he's shaken them into the spare national up at the Heights, by the wall; Sat 23/5
Dennis: a cast off hive 2 at the Heights, back in. Question (Mon 25/5, Sue, doing the apiary inspections this week):
"where did the co-op swarm end up? want to check they've settled" The assistant says the spare national at the
Heights apiary (they left the allotments and Ken rehived them). The label says the allotment apiary - in memory,
where Dennis first hived them.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b141_ctl_letta_beekeepers_swarm_place_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-calder-bka"
LINES = [
    "14/3 Sue - swarm line Dennis + Ken, 07700 900412, £25 donation. bait hive up at the allotment apiary w old "
    "comb + lemongrass",
    "Weds 20/5 Dennis - big swarm off the trolley shelter in the Co-op car park, 11ish, boxed it no bother + put it "
    "in the bait hive at the allotments. £25 off the Co-op manager",
    "Fri 22/5 Ken - Dennis's Co-op lot didnt like the allotments, they'd cleared off by thurs teatime! found them "
    "hanging in Mrs Barker's damson next door. shook them into the spare national up at the Heights, the one by the "
    "wall",
    "Sat 23/5 Dennis - cast off hive 2 at the Heights, small, ran it back in. need more frames",
]

server = fake_letta()
server.add_agent(AGENT, **{"swarms": "Calder Valley Beekeepers - swarm line log 2037:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("swarms", agent_id=AGENT)
        client.agents.blocks.update("swarms", agent_id=AGENT, value=block.value + "\n- " + line)

question = "where did the co-op swarm end up? want to check they've settled"
with turn_span("question Mon 25/5"):
    notes = client.agents.blocks.retrieve("swarms", agent_id=AGENT).value
    assert "put it in the bait hive at the allotments" in notes, notes
    assert "shook them into the spare national up at the Heights" in notes, notes
    reply = answer(f"(Mon 25/5/37, Sue, doing the apiary inspections this week) {question}", notes,
                   mock="In the spare national up at the Heights, by the wall - they left the allotment bait hive "
                        "and Ken rehived them there on Friday.")
finish(question, expected="the allotment apiary", actual=reply)
