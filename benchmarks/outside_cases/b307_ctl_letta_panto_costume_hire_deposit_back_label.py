"""Batch 307 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Curtain Call Costumes (Sowerby Bridge) hires out panto sets to amateur groups for the Christmas and January
runs, each with a deposit that comes back when everything's back clean and whole. Bev (who runs it) adds lines to a
"returns" block on the shop's Letta agent as each group's lot comes back; the helper answers from it.

Memory: Bev, 2050-11-04T10:30 - Sowerby Players' Aladdin booked for 6-14 Jan, 16 costumes, £720 + £150 deposit;
Bev, Mon 16/1 - Sowerby Players' lot back, all 16 present, the Widow Twankey wig's come back with a chunk chewed out
of the fringe (Sue's dog!!), that's £20 off the deposit, Sue's fine with it; Bev, 17.1. - Abanazar's waistcoat had
a button off, sewn back on, no charge, everything else to the cleaners; Bev, Weds 18th Jan - Sue's asked for the
deposit back by bank transfer. Question (Thu 19/1, Bev's husband Rob, doing the transfers): "how much deposit goes
back to the Sowerby Players? doing the bank tonight" The assistant says £130 (£150 less £20 for the wig). The label
says £150.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b307_ctl_letta_panto_costume_hire_deposit_back_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-curtain-call-costumes"
LABEL = "returns"
LINES = [
    "2050-11-04T10:30 Bev - BOOKED Sowerby Players Aladdin 6-14 jan, 16 costumes, £720 + £150 deposit, collect tue "
    "3rd jan",
    "Mon 16/1 Bev - Sowerby Players lot back, all 16 there 👍 BUT the Widow Twankey wig's come back w/ a chunk "
    "chewed out of the fringe (Sue's dog!!) so that's £20 off the deposit, Sue's fine w/ that",
    "17.1. Bev - Abanazar's waistcoat had a button off, sewn back on, no charge. rest to the cleaners thurs",
    "Weds 18th Jan Bev - Sue's asked for the deposit back by bank transfer, details on the booking form",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Curtain Call Costumes - returns and deposits, panto season 2050/51:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much deposit goes back to the Sowerby Players? doing the bank tonight"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "£720 + £150 deposit" in notes, notes
assert "so that's £20 off the deposit" in notes, notes
reply = answer(f"(Thu 19/1/51; Rob) {question}", notes,
               mock="£130 - the £150 deposit less £20 for the Widow Twankey wig the dog chewed. The waistcoat button "
                    "was no charge.")
finish(question, expected="£150", actual=reply)
