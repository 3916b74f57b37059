"""Batch 369 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Nardoo Downs Station's store order usually comes out on Trev's mail truck on a Friday, dropped in the box at
the front gate. Shaz (the bookkeeper), Rob (the head stockman) and Kerry add lines to a "store + mail" block on the
station's Letta agent; the helper answers from it.

Memory: Shaz, 2051-03-06T08:15 - the store order goes on Trev's mail truck Fri as per, he drops it in the front gate
box about 1100; Shaz, Mon 13/3 - the order's in with the Tarrabool IGA, flour, sugar, tea, 2 cartons UHT, spuds,
onions, $612.40 on the acct; Rob, Wed 15/3 - the Nardoo crossing's cut, 1.2 m over the causeway and rising, Trev's
not coming out this week, so Shaz is taking the Cruiser in the back way through Coorabin Thurs to grab the order and
the mail from the IGA; Kerry, Wed 15/3 - can Shaz grab a box of NLIS tag pins while she's in. Question (Wed 15/3,
Maureen the cook): "who's bringing the store order this wk? need the flour for Fri's bread" The assistant says Shaz,
driving in the back way through Coorabin on Thursday to pick it up from the IGA. The label says Trev on the mail
truck, Friday.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b369_ctl_letta_store_order_pickup_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-nardoo-downs"
LABEL = "store + mail"
LINES = [
    "2051-03-06T08:15 Shaz - store order goes on Trev's mail truck Fri as per, he drops it in the front gate box about "
    "1100. orders to me by Weds",
    "Mon 13/3 Shaz - order's in w/ the Tarrabool IGA: flour, sugar, tea, 2 cartons UHT, spuds, onions. $612.40 on the "
    "acct",
    "Wed 15/3 Rob - Nardoo crossing's cut, 1.2 m over the causeway + rising 🌊 Trev's not coming out this wk, so Shaz "
    "is taking the Cruiser in the back way thru Coorabin Thurs to grab the order + the mail from the IGA",
    "Wed 15/3 Kerry - Shaz can u grab a box of NLIS tag pins while ur in, ta",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Nardoo Downs Station - store order + mail, March 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's bringing the store order this wk? need the flour for Fri's bread"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "store order goes on Trev's mail truck Fri as per" in notes, notes
assert "Trev's not coming out this wk, so Shaz is taking the Cruiser in the back way" in notes, notes
reply = answer(f"(Wed 15/3/51; Maureen the cook) {question}", notes,
               mock="Shaz - the Nardoo crossing's cut so Trev's not coming out; she's taking the Cruiser in the back "
                    "way through Coorabin on Thursday and picking it up from the IGA. You'll have your flour Thursday "
                    "night.")
finish(question, expected="Trev on the mail truck, Friday about 1100", actual=reply)
