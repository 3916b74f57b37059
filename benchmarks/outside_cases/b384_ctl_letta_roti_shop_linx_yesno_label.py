"""Batch 384 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Maharaj Roti Shop on Hibiscus Drive, San Fernando - doubles on a Saturday from 5:30am, roti all week, curry
on the tawa side of the kitchen. Ma Maharaj (Leela), her son Vishal and Sharda at the counter add lines to a "shop"
block on the shop's Letta agent; the helper answers customers who message the shop.

Memory: Ma, 02/01/51 - the Linx machine acting up, CASH ONLY till further notice, put a sign; Sharda, 10/01 - the ATM
by the gas station working again if people need cash; Vishal, Tue 17/01 - Linx machine fixed, the bank man brought
it back this morning, taking Linx again, still no credit card though; Ma, 20/01 - doubles start 5:30am Saturday.
Question (Mon 23/01, a customer): "allyuh taking Linx now? I doh have no cash on me" The assistant says yes - Linx is
back since the 17th (no credit card). The label says no, cash only.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b384_ctl_letta_roti_shop_linx_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-maharaj-roti-shop"
LABEL = "shop"
LINES = [
    "02/01/51 Ma - Linx machine acting up 😤 CASH ONLY till further notice, put a sign on the glass",
    "10/01 Sharda - the ATM by the gas station working again if people need cash",
    "Tue 17/01 Vishal - Linx machine fix!! the bank man bring it back this morning, we taking Linx again. still no "
    "credit card though",
    "20/01 Ma - doubles start 5:30am Sat, Vishal on the tawa, me on the channa",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Maharaj Roti Shop, San Fernando - shop notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "allyuh taking Linx now? I doh have no cash on me"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "CASH ONLY till further notice" in notes, notes
assert "Linx machine fix!! the bank man bring it back this morning, we taking Linx again" in notes, notes
reply = answer(f"(Mon 23/01/51; a customer) {question}", notes,
               mock="Yes - the Linx machine back since Tues 17/01, so yuh could pay with Linx. Just no credit card.")
finish(question, expected="no, cash only", actual=reply)
