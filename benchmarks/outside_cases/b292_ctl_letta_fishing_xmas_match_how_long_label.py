"""Batch 292 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Halifax Canal Anglers fish their Christmas match on Sun 17th Dec 2051 on the Calder & Hebble - pegs from
Salterhebble locks, pools, a golden peg, a turkey for the winner, pie and peas at the Navigation after. Kev (the
match secretary) and Tony (the treasurer) add lines to a "xmas match" block on the club's Letta agent; the helper
answers members' questions from it.

Memory: Kev, 2051-11-02T19:00 - Christmas match Sun 17th Dec on the canal, draw 8 at the Salterhebble car park,
fish 9 till 2, 5 hours, £10; Tony, 20/11 - pools £5, golden peg £1, turkey for the winner from Whitaker's
butchers; Kev, Tue 5th Dec - the committee said as it's the Christmas match we'll have an extra hour, so fish
8.30 till 2.30, draw 7.30 now, and the pie and peas at the Navigation after; Tony, Fri 8th Dec - bring a tin for
the food bank. Question (Weds 13/12, Mick): "how long's the match on sunday? trying to work out how much bait to
get" The assistant says six hours, 8.30 till 2.30 (the extra hour for Christmas). The label says 5 hours.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b292_ctl_letta_fishing_xmas_match_how_long_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-halifax-canal-anglers"
LABEL = "xmas match"
LINES = [
    "2051-11-02T19:00 Kev - XMAS MATCH 🎄🎣 sun 17th dec on the canal, draw 8 at the Salterhebble car park, fish 9 "
    "till 2 (5 hrs), £10 peg money",
    "20/11 Tony - pools £5, golden peg £1, + a turkey for the winner from Whitaker's butchers (not frozen this yr "
    "Gaz 😂)",
    "Tue 5th Dec Kev - committee said as it's the xmas match we'll have an extra hour, so fish 8.30 till 2.30, draw "
    "7.30 now. pie + peas at the Navigation after, £5",
    "Fri 8th Dec Tony - bring a tin for the food bank pls, box by the draw bag",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Halifax Canal Anglers - Christmas match 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long's the match on sunday? trying to work out how much bait to get"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "fish 9 till 2 (5 hrs)" in notes, notes
assert "we'll have an extra hour, so fish 8.30 till 2.30" in notes, notes
reply = answer(f"(Weds 13/12/51; Mick) {question}", notes,
               mock="Six hours - you fish 8.30 till 2.30 this time (an extra hour as it's the Christmas match), and "
                    "the draw's 7.30.")
finish(question, expected="5 hours", actual=reply)
