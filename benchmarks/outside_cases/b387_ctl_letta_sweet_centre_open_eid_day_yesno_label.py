"""Batch 387 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Mehfil Sweets in Bradford is a family sweet centre - Abbu on the till, Bilal on orders, Kamran and Saima on the
counter. The family add lines to an "eid 2051" block on the shop's Letta agent; the helper answers customers'
messages from it.

Memory: Abbu, 2051-05-20T21:00 - counter open till 2am chaand raat inshallah, CLOSED Eid day as usual, family day,
back open the day after 10am; Bilal, 27/05 - pre-orders close Sat 03/06, 1kg and 2kg boxes only; Abbu, Mon 05/06 -
he's changed his mind, last year half of Bradford was banging on the shutters Eid afternoon, so they're opening
2-6pm on Eid day this year, just the counter, Bilal and Kamran on; Saima, Weds 07/06 - card machine fixed.
Question (Thu 08/06, a customer on the shop's page): "r u open on eid day? want to grab a box for my in laws in the
afternoon" The assistant says yes - 2-6pm on Eid day this year, counter only. The label says no, closed on Eid day.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b387_ctl_letta_sweet_centre_open_eid_day_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-mehfil-sweets"
LABEL = "eid 2051"
LINES = [
    "2051-05-20T21:00 Abbu - EID 🌙 counter open till 2am chaand raat inshallah, CLOSED eid day as usual, family day, "
    "back open the day after 10am",
    "27/05 Bilal - pre orders close sat 03/06, 1kg + 2kg boxes only, no half kilos this yr",
    "Mon 05/06 Abbu - changed my mind 😅 last yr half of Bradford was banging on the shutters eid afternoon, so we're "
    "opening 2-6pm on eid day this yr, just the counter, Bilal + Kamran on. everyone else enjoy",
    "Weds 07/06 Saima - card machine fixed, contactless working again alhamdulillah",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Mehfil Sweets, Bradford - Eid 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "r u open on eid day? want to grab a box for my in laws in the afternoon"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "CLOSED eid day as usual" in notes, notes
assert "so we're opening 2-6pm on eid day this yr" in notes, notes
reply = answer(f"(Thu 08/06/51; a customer) {question}", notes,
               mock="Yes - we're open 2-6pm on Eid day this year, just the counter. Chaand raat we're open till 2am "
                    "too inshallah.")
finish(question, expected="no - closed on Eid day, family day", actual=reply)
