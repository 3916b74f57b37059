"""Batch 255 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Booth Wood Sailing Club's autumn series 2051 - eight Sunday races on the reservoir, Portsmouth Yardstick
handicap, scored on Sailwave. Gill (the series race officer), Colin (an OOD) and Alan (who does the results) add
lines to an "autumn series" block on the club's Letta agent; the helper answers sailors' questions from it.

Memory: Gill, 2051-09-07T17:30 - eight races scheduled, two discards, so your best 6 count; Colin, 21/9 - race 3
abandoned, no wind at all; Gill, Sun 5 Oct - race 6 blown off, gusting 35 on the club anemometer, nobody went out;
Alan, Mon 6/10 - that's the lot, only 6 sailed, and the SIs say you need 7+ races for the 2nd discard, so it's 1
discard, best 5 count, results updated. Question (Tue 7/10, Ben): "how many races count for the series now? trying
to work out if I can still catch Steve" The assistant says 5 (six sailed, one discard, since two discards need 7 or
more races). The label says 6.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b255_ctl_letta_sailing_races_count_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-booth-wood-sc"
LABEL = "autumn series"
LINES = [
    "2051-09-07T17:30 Gill - AUTUMN SERIES ⛵ 8 races sched, sundays from the 14th, first gun 1030. 2 discards so "
    "ur best 6 count. PY handicap, results on Sailwave",
    "21/9 Colin - race 3 abandoned, no wind AT ALL, half the fleet drifting backwards past the committee boat 😂",
    "Sun 5 Oct Gill - race 6 blown off, gusting 35 on the club anemometer, nobody went out (sensible). no more "
    "dates to re-sail them",
    "Mon 6/10 Alan - right, that's the series done with only 6 sailed, and the SIs say u need 7+ for the 2nd discard "
    "so it's 1 discard, best 5 count. results updated on the website",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Booth Wood SC - autumn series 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many races count for the series now? trying to work out if I can still catch Steve"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "2 discards so ur best 6 count" in notes, notes
assert "so it's 1 discard, best 5 count" in notes, notes
reply = answer(f"(Tue 7/10/51; Ben) {question}", notes,
               mock="5 - only 6 races got sailed, and you need 7 or more for a second discard, so it's your best 5.")
finish(question, expected="6", actual=reply)
