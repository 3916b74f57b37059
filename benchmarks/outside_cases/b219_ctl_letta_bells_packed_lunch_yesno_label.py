"""Batch 219 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Eardisland ringers' outing is on Sat 16th May 2048 - a coach from Sargeants, three towers in the Teme valley
(Knightwick, Suckley, Alfrick), lunch in Knightwick. Margaret (the tower captain) and Dennis (the steeple keeper)
keep an "outing" block on the band's Letta agent and add a line as things come up; the helper answers ringers from
it.

Memory: 2048-02-26T19:00 Margaret - the outing, the towers, lunch at the Talbot in Knightwick ordering off the menu on
the day; 24.3. - coach £14 a head, leaving the church at 8; Tue 5th May - the Talbot's got a wedding in that day and
can't squeeze 30 of them in, so it's a picnic by the river at Knightwick, bring your own, they can use the loos and
get drinks at the bar; Weds 13 May Dennis - Alfrick's 5th has a dodgy stay, go gently. Question (Thu 14/5, Hilda):
"do i need to bring a packed lunch sat or are we eating out?" The assistant says yes, bring your own - a picnic by the
river (drinks and loos at the Talbot). The label says no, lunch is at the Talbot in Knightwick, off the menu.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b219_ctl_letta_bells_packed_lunch_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-eardisland-ringers"
LABEL = "outing"
LINES = [
    "2048-02-26T19:00 Margaret - OUTING sat 16th may 🔔 coach from Sargeants, Knightwick 10, Suckley 11.30, lunch at "
    "the Talbot in Knightwick (ordering off the menu on the day), Alfrick 2.30",
    "24.3. Margaret - coach £14 a head, 30 seats, leaving the church 8 sharp, back about 6",
    "Tue 5th May Margaret - the Talbot's got a wedding in that day, can't squeeze 30 of us in 😞 so it's a picnic by "
    "the river at Knightwick, bring your own. they'll let us use the loos + get drinks at the bar",
    "Weds 13 May Dennis - Alfrick's 5th has a dodgy stay, tower captain says go gently + no ringing it up wrong",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Eardisland ringers' outing 2048:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "do i need to bring a packed lunch sat or are we eating out?"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "lunch at the Talbot in Knightwick (ordering off the menu on the day)" in notes, notes
assert "so it's a picnic by the river at Knightwick, bring your own" in notes, notes
reply = answer(f"(Thu 14/5/48; Hilda, a ringer) {question}", notes,
               mock="Yes, bring a packed lunch - it's a picnic by the river at Knightwick; you can use the Talbot's "
                    "loos and get drinks at the bar.")
finish(question, expected="no - lunch is at the Talbot in Knightwick, off the menu", actual=reply)
