"""Batch 268 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Greenwood's Bakery in Todmorden deliver bread to pubs, cafés and a deli, and shut the shop over Easter. Shaz
(wholesale) and Sandra (the office) add lines to an "easter" block on the bakery's Letta agent; the helper answers
the staff's questions from it.

Memory: Shaz, 2050-03-02T10:00 - Easter, no deliveries Good Friday or Easter Monday, the shop's shut both days,
wholesale customers get a double drop on Thu 7th and Sat 9th; Sandra, Mon 21/3 - the Larder's shut Easter week
anyway, they're on holiday; Shaz, Weds 30/3 - the Fleece have got a beer festival on Easter Monday, so Gary's said
we'll do them a drop on the Monday morning after all, just them, 6.30, 80 brioche and 10 bloomers, Kev's doing it
(double time); Sandra, Tue 5/4 - 30 dozen hot cross buns for the shop on Thursday. Question (Weds 6/4, Lee, the van
driver): "when are we dropping the Fleece's beer festival order? doing the van plan for the wk" The assistant says
Easter Monday the 11th, 6.30 in the morning, just them, Kev's doing it. The label says Saturday the 9th, in the
double drop - no deliveries on Easter Monday.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b268_ctl_letta_bakery_pub_easter_order_which_day_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-greenwoods-bakery"
LABEL = "easter"
LINES = [
    "2050-03-02T10:00 Shaz - EASTER 🐣 no deliveries good fri or easter mon, shop shut both days. wholesale customers "
    "get a double drop thurs 7th + sat 9th instead, tell them early",
    "Mon 21/3 Sandra - Larder's shut easter wk anyway, they're off to Filey",
    "Weds 30/3 Shaz - Fleece have got a beer festival on easter mon 🍺 so Gary's said we'll do them a drop on the mon "
    "morning after all, just them, 6.30, 80 brioche + 10 bloomers. Kev's doing it (double time, he's not daft)",
    "Tue 5/4 Sandra - hot cross buns for the shop, 30 doz thurs, Sandra's mum wants 2 doz put by",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Greenwood's Bakery - Easter 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "when are we dropping the Fleece's beer festival order? doing the van plan for the wk"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "no deliveries good fri or easter mon" in notes and "double drop thurs 7th + sat 9th" in notes, notes
assert "we'll do them a drop on the mon morning after all, just them, 6.30" in notes, notes
reply = answer(f"(Weds 6/4/50; Lee, van driver) {question}", notes,
               mock="Easter Monday the 11th, 6.30am - just the Fleece for their beer festival (80 brioche + 10 "
                    "bloomers). Kev's doing that one, so it's not on your van.")
finish(question, expected="Saturday 9th, with the double drop - there's no deliveries on Easter Monday", actual=reply)
