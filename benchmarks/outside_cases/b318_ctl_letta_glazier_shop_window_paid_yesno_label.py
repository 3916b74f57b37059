"""Batch 318 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Dean Walsh Glazing (Dean, his lad Kyle, and Kerry who does the office) keep a "money in" block on the firm's
Letta agent - invoices out, what's been paid and how. Kerry and Dean add lines; the helper answers from the block.

Memory: Kerry, 2051-02-03T11:20 - invoice to Mr Patel (Patel's News, Bridge St) for the new shop window, £640 inc
VAT, 14 days; Kerry, 12/2 - Mr Patel came in, paid £300 cash, says the rest end of the month when the insurance pays
out; Dean, Tue 25th Feb - Patel's mate from the barbers wants a quote for a shop door; Kerry, 3.3. - a bank transfer
from Patel's came in this morning, £340, that's him squared, receipt sent. Question (Weds 5/3, Dean): "has Patel
paid for the shop window yet? I'm round there tomorrow for his mate's door, don't want it to be awkward" The
assistant says yes - all £640, £300 cash in February and £340 by bank transfer on the 3rd. The label says no, he
still owes £340.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b318_ctl_letta_glazier_shop_window_paid_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-dean-walsh-glazing"
LABEL = "money in"
LINES = [
    "2051-02-03T11:20 Kerry - invoice sent to Mr Patel (Patel's News, Bridge St) for the new shop window, £640 inc "
    "VAT, 14 days. Dean says he's good for it",
    "12/2 Kerry - Mr Patel came in, paid £300 cash 💷 says the rest end of the month when the insurance pays out",
    "Tue 25th Feb Dean - Patel's mate at the barbers 2 doors down wants a price for a new shop door, popping round "
    "thurs. Hussains paid on the card btw, £410",
    "3.3. Kerry - bank transfer from Patel's came in this morning, £340, that's him squared 👍 receipt emailed",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Dean Walsh Glazing - money in (invoices + payments):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = ("has Patel paid for the shop window yet? I'm round there tomorrow for his mate's door, don't want it to "
            "be awkward")
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "paid £300 cash" in notes and "the rest end of the month" in notes, notes
assert "£340, that's him squared" in notes, notes
reply = answer(f"(Weds 5/3/51; Dean) {question}", notes,
               mock="Yes - he's paid the lot: £300 cash on the 12th Feb and the other £340 by bank transfer on the "
                    "3rd, so the £640 is settled. No awkwardness needed.")
finish(question, expected="no - he still owes £340", actual=reply)
