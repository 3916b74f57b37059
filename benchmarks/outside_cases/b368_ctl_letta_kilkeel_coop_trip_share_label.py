"""Batch 368 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Mourne Fishermen's Co-op (Kilkeel) do the trip settlements and the crew subs for their member boats. Una in
the co-op office adds lines to a "settlements" block on the co-op's Letta agent; the helper answers crews' questions
about their pay from it.

Memory: 2051-03-11 - trip 9 settlement for the Ocean Reward (N 77): gross £41,200, expenses £8,700, net £32,500,
crew half £16,250 over 6.5 shares - full share £2,500, half share £1,250 for Conor on his first trip; Tue 14/3 -
subs: Kenny took a £300 sub on the 2nd (his van's MOT), it comes off his share, so Kenny gets £2,200, nobody else had
a sub this trip; 15/3 - crew for trip 10: Paddy (skip), Kenny, Davy, Gerard, Martin, Sean, Conor; 16.3 - BACS on Fri
17th, slips in the office. Question (Thu 16/3, Davy, crew): "what's coming to me for trip 9? the bank's asking" The
assistant says £2,500 - a full share, and Davy had no sub. The label says £2,200 - Kenny's figure after his £300
sub, a different man's pay.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b368_ctl_letta_kilkeel_coop_trip_share_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-mourne-coop-settlements"
LABEL = "settlements"
LINES = [
    "2051-03-11 Una - TRIP 9 Ocean Reward N 77: gross £41,200, exp £8,700 (fuel 5,100 L, ice, grub, dues + "
    "commission), net £32,500, half to the boat. crew half £16,250 / 6.5 shares = full share £2,500, half share "
    "£1,250 (Conor, 1st trip)",
    "Tue 14/3 Una - subs: Kenny took a £300 sub on the 2nd (van MOT 🙄), comes off his share so Kenny £2,200. nobody "
    "else had a sub this trip",
    "15/3 Una - crew trip 10: Paddy (skip), Kenny, Davy, Gerard, Martin, Sean, Conor. sailing sun nite HW 2215",
    "16.3 Una - BACS fri 17th, slips in the office or ask for them emailed",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Mourne Fishermen's Co-op - trip settlements 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what's coming to me for trip 9? the bank's asking"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "full share £2,500" in notes, notes
assert "so Kenny £2,200. nobody else had a sub this trip" in notes, notes
reply = answer(f"(Thu 16/3/51; Davy, crew on the Ocean Reward) {question}", notes,
               mock="£2,500, Davy - a full share for trip 9. You'd no sub this trip, so nothing comes off; it's in by "
                    "BACS on Friday.")
finish(question, expected="£2,200", actual=reply)
