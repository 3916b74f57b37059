"""Batch 385 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Long Tickle is on an island run by a provincial ferry to Merchant's Harbour. Doreen Mercer (who runs the
community Facebook group) adds lines about the ferry to a "ferry" block on the group's Letta agent; the helper
answers people's questions from it.

Memory: Sept. 8 - the Grace Hynes is going on refit Mon. the 11th to Mon. the 25th, the Tickle Islander's filling in
(12 cars, no big trucks); Sept. 14 - the Tickle Islander only takes 12 cars, get in the line-up early; 22/09 - the
refit's running over, they're waiting on a shaft seal from Halifax, the Dept. says the Grace Hynes will be back on
the run a week later than they said; Sept. 23 - the Tickle Islander's doing two extra runs Sat. for the hunters.
Question (Sat. Sept. 23, Clar): "when's the Grace Hynes back on? got to get the camper across + she won't fit on the
small boat" The assistant says Mon. Oct. 2 (a week later than the 25th, waiting on the part from Halifax). The label
says Mon. Sept. 25.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b385_ctl_letta_ferry_refit_back_when_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-long-tickle-community"
LABEL = "ferry"
LINES = [
    "Sept. 8 Doreen - heads up, the Grace Hynes is going on refit Mon. the 11th to Mon. the 25th ⛴️ the Tickle "
    "Islander's filling in, 12 cars, no big trucks",
    "Sept. 14 Doreen - reminder the Tickle Islander only takes 12 cars, get in the line-up early or ye'll be "
    "waiting for the next one",
    "22/09 Doreen - bad news b'y, the refit's running over, they're waiting on a shaft seal from Halifax 🙄 the Dept. "
    "says the Grace Hynes will be back on the run a week later than they said",
    "Sept. 23 Doreen - Tickle Islander's doing 2 extra runs today for the hunters, 6 a.m. + 9 p.m.",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Long Tickle ferry (Long Tickle - Merchant's Harbour) 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "when's the Grace Hynes back on? got to get the camper across + she won't fit on the small boat"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "going on refit Mon. the 11th to Mon. the 25th" in notes, notes
assert "back on the run a week later than they said" in notes, notes
reply = answer(f"(Sat. Sept. 23, 2051; Clar) {question}", notes,
               mock="Mon. Oct. 2 b'y - the refit's running a week over, they're waiting on a part from Halifax. "
                    "Hang on to the camper till then.")
finish(question, expected="Mon. Sept. 25", actual=reply)
