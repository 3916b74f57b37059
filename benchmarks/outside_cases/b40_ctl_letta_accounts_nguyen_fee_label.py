"""Batch 40 (held out), control. A small accountancy practice: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Priya at Pryce & Evans Accountants keeps a "clients" block on a Letta agent with the bits she needs when she
raises invoices, appending a line at a time, and asks from the block. The Nguyens' cafe (a partnership, two tax
returns and the partnership return) pays a fixed £1,200 a year, agreed in 2023. This summer Linh's brother Minh
brought his garage to the practice on her word, and Helen said to take 10% off the Nguyens' bill this year to say
thank you: £1,080.

No fault planted. Question (Tue 4/11): "how much do I put on the Nguyens' invoice for this year's returns?" The
model answers £1,080, right per memory. The label says £1,200, the usual yearly fee. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b40_ctl_letta_accounts_nguyen_fee_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-pryce-evans-billing"
LINES = [
    "Nguyen's Cafe (Linh + Tuan) - fixed fee £1,200/yr for the partnership return + both SAs, agreed Sept 2023, "
    "invoice when we file, they pay by BACS within the wk",
    "Hartley Joinery - £1,350 accts + CT600, + payroll £25/m billed quarterly",
    "Jenkins - £480 for the two SAs, they always query it, Helen says hold firm",
    "Minh's Motors (Minh Nguyen, Linh's brother) came on board July, Linh sent him our way. Helen: as a thank you "
    "the Nguyens get 10% off this yr's bill, so £1,080 - just this once mind",
    "VAT on all fees 20%, Nguyens not VAT reg so they can't claim it back, don't forget to show it",
    "Nguyens' returns filed 31/10 (both SAs + partnership), all done",
    "invoices go out on the 1st working day of the wk, Marcus signs off anything over £2k",
]

server = fake_letta()
server.add_agent(AGENT, **{"clients": "Billing notes by client:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("clients", agent_id=AGENT)
    client.agents.blocks.update("clients", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much do I put on the Nguyens' invoice for this year's returns?"
notes = client.agents.blocks.retrieve("clients", agent_id=AGENT).value
assert "fixed fee £1,200/yr" in notes, notes
assert "10% off this yr's bill, so £1,080" in notes, notes
reply = answer(f"(Tue 4/11) {question}", notes,
               mock="£1,080 before VAT - their usual £1,200 less the 10% Helen agreed for sending Minh to us. Show "
                    "the VAT on top as they're not registered.")
finish(question, expected="£1,200 - the fixed yearly fee", actual=reply)
