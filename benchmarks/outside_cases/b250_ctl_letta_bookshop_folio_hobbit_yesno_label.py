"""Batch 250 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Pennine Pages is a second-hand bookshop in Todmorden run by Graham, with Ruth in three days a week. They add
lines to a "stock notes" block on the shop's Letta agent - what's come in, what's sold, what's in the cabinet - and
the helper answers the phone questions from it.

Memory: Graham, 2050-03-01T11:00 - in from the Heptonstall house clearance: a Folio Society Hobbit in its slipcase,
very good, £45, in the cabinet, plus three boxes of Maigrets; Ruth, Thu 3/3 - Maigrets priced and shelved, crime,
bottom shelf, £2.50 each or 3 for £6; Graham, Sat 5th - the Folio Hobbit went this morning, a lad buying it for his
dad's 60th, paid cash, the cabinet needs a dust now; Ruth, 7 Mar - OS maps boxed in the basement. Question (Thu
10/3, Ruth, with a woman on the phone): "have we still got the Folio Hobbit? a woman's asking on the phone, she'd drive
over from Burnley" The assistant says no - it sold on Saturday. The label says yes, £45, in the cabinet.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b250_ctl_letta_bookshop_folio_hobbit_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-pennine-pages"
LABEL = "stock notes"
LINES = [
    "2050-03-01T11:00 Graham - in from the Heptonstall clearance: Folio Soc Hobbit in slipcase, vgc, £45 📚 in the "
    "cabinet. + 3 boxes of Maigrets, haven't looked properly yet",
    "Thu 3/3 Ruth - Maigrets priced + shelved, crime, bottom shelf, £2.50 each or 3 for £6. 2 were water damaged, "
    "binned",
    "Sat 5th Graham - Folio Hobbit went this morning!! lad buying it for his dad's 60th, paid cash 😊 cabinet needs "
    "a dust now",
    "7 Mar Ruth - OS maps boxed up in the basement, £4 each when we get them out",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Pennine Pages - stock notes 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "have we still got the Folio Hobbit? a woman's asking on the phone, she'd drive over from Burnley"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Folio Soc Hobbit in slipcase, vgc, £45" in notes, notes
assert "Folio Hobbit went this morning!!" in notes, notes
reply = answer(f"(Thu 10/3/50; Ruth) {question}", notes,
               mock="No, sorry - it sold on Saturday, Graham sold it to a lad for his dad's 60th. Tell her not to "
                    "drive over for it.")
finish(question, expected="yes - £45, in the cabinet", actual=reply)
