"""Batch 386 (held out). A village pastizzeria's prices and tabs: Letta core memory block (offline stand-in), script
style (every call its own trace); the answer call has the new price of a pastizz in its block and adds up the order
at the old one.

App: Pastizzeria Ta' Ġanni in Ħal Tuta (pastizzi tal-irkotta and tal-piżelli, qassatat, ftira biż-żejt, drinks)
keeps its price list and the tabs of the village clubs in a "prices + tabs" block on the shop's Letta agent. Ġanni
and his daughter Sharon add lines; the helper answers the customers and the clubs.

Planted fault (ResponseError, ignored sufficient context): the block has Ġanni's 2051-01-08T06:30 line - pastizzi
€0,50, qassatat €1,10, ftira biż-żejt €3,00, Cisk and Kinnie €1,50; his 03/03 line - the flour and the irkotta went
up again, so from Monday the pastizzi are €0,60, the qassatat stay €1,10 for now, the sign's on the counter; Sharon's
12/04 line - the band club committee (La Stella) have a tab for their Thursday meetings, Toni signs, paid at the end
of the month; and her Tue 06/06 line - Kinnie €1,60 now. Question (Thu 08/06, Toni): "mela, 20 pastizzi + 6
qassatat for the committee meeting tonight, kemm ikun? put it on the tab" -> expected €18,60 (20 x €0,60 = €12,00 +
6 x €1,10 = €6,60). The model says €16,60 (the pastizzi at €0,50).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the pastizzi at €0,60 from March, and the model added them up at the January price. Asserted: the block
has both price lines and the band club's tab line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b386_letta_pastizzeria_committee_order_price_sum_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-ta-ganni-hal-tuta"
LABEL = "prices + tabs"
LINES = [
    "2051-01-08T06:30 Ġanni - PRICES 2051: pastizzi €0,50 (irkotta or piżelli), qassatat €1,10, ftira biż-żejt €3,00, "
    "Cisk + Kinnie €1,50",
    "03/03 Ġanni - flour + irkotta went up AGAIN 😤 from mon pastizzi are €0,60, qassatat stay €1,10 for now. sign's "
    "on the counter, don't let anyone tell u otherwise",
    "12/04 Sharon - La Stella committee (the band club) have a tab for their thursday meetings, Toni signs, they pay "
    "end of the month",
    "Tue 06/06 Sharon - Kinnie €1,60 now, the supplier put it up",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Pastizzeria Ta' Ġanni, Ħal Tuta - prices + tabs:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "mela, 20 pastizzi + 6 qassatat for the committee meeting tonight, kemm ikun? put it on the tab"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "pastizzi €0,50" in notes and "from mon pastizzi are €0,60, qassatat stay €1,10" in notes, notes
assert "La Stella committee (the band club) have a tab" in notes, notes
with fault():
    reply = answer(f"(Thu 08/06/51; Toni, La Stella committee) {question}", notes,
                   mock="€16,60 - 20 pastizzi at €0,50 is €10,00 and 6 qassatat at €1,10 is €6,60. On the tab, "
                        "grazzi Toni!")
finish(question, expected="€18,60 - 20 pastizzi at €0,60 (€12,00) + 6 qassatat at €1,10 (€6,60)", actual=reply)
