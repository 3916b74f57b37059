"""Batch 293 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Bairstow's, a jeweller's in the Piece Hall quarter of Halifax with a repair and engraving counter. Rob (the
owner) and Gail (on the counter) add lines to a "counter" block on the shop's Letta agent; whoever is serving asks
it things.

Memory (the block): Rob, 2050-05-03T09:30 - engraving while you wait, 15-20 mins, £1.50 a letter, £10 minimum, the
machine does script and block; Gail, 11/5 - lots of christening bracelets in, keep the little silver ones by the
till; Rob, Mon 16th May - the engraving machine's gone back to the makers under warranty (the capitals thing), 2-3
weeks they reckon, anything to engrave goes to Pete at the Piece Hall in the meantime, about a week, same price to
the customer; Gail, Fri 20/5 - Mrs Shah's watch strap in and collected. Question (Tue 24/5, Saira serving): "can we
engrave this christening bracelet while she waits? christening's on sunday" The assistant says no - the machine's
away under warranty, it would go to Pete at the Piece Hall, about a week, so not in time for Sunday. The label
says yes, about 15-20 minutes while she waits.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b293_ctl_letta_jeweller_engrave_while_wait_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-bairstows-counter"
LABEL = "counter"
LINES = [
    "2050-05-03T09:30 Rob - engraving while u wait ✍️ 15-20 mins, £1.50 a letter min £10, machine does script + "
    "block caps. no engraving on plated stuff, it goes thru",
    "11/5 Gail - loads of christening bracelets in, keep the little silver ones by the till, the gold ones in the "
    "cabinet",
    "Mon 16th May Rob - engraving machine's gone back to the makers under warranty (the capitals thing) 🙄 2-3 wks "
    "they reckon. anything to engrave goes to Pete at the Piece Hall in the meantime, about a wk, same price to the "
    "customer",
    "Fri 20/5 Gail - Mrs Shah's watch strap in + collected, paid cash",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Bairstow's - counter notes 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "can we engrave this christening bracelet while she waits? christening's on sunday"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "engraving while u wait ✍️ 15-20 mins" in notes, notes
assert "engraving machine's gone back to the makers under warranty" in notes and "Pete at the Piece Hall" in notes
reply = answer(f"(Tue 24/5/50; Saira serving) {question}", notes,
               mock="Not while she waits, no - the machine's away under warranty. It'd go to Pete at the Piece Hall, "
                    "about a week, same price, so it might not be back for Sunday.")
finish(question, expected="yes - about 15-20 minutes while she waits", actual=reply)
