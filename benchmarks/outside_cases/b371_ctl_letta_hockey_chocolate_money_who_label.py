"""Batch 371 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Lynx M11 A of Val-Brébeuf sell chocolate (vente de chocolat) to pay for their tournament in April - 2 cases
a family, 3 $ a bar. Chantal (the treasurer) and Stéphane (the coach) add lines to a "financement" block on the
team's Letta agent; the helper answers parents' questions from it.

Memory (the block): Chantal, 2026-02-02 19h00 - chocolate money to her (Chantal, trésorière) before 20 mars, cash or
cheque to the Lynx; Stéphane, 12 fév. - the cases are in the coaches' room, take yours after practice; Chantal, ven.
6 mars - she's in Florida until 20 mars ☀️, give the money to Benoît (the assistant treasurer) in the vestiaire
before practices, he's got the receipt book; Stéphane, 7 mars - bravo, 31 cases sold out of 36. Question (lun. 9
mars, Patrice, a father): "à qui je donne l'argent du chocolat? j'ai 144 $ dans une enveloppe" The assistant says
Benoît, in the vestiaire before practice - Chantal's in Florida until the 20th. The label says Chantal, the
treasurer.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b371_ctl_letta_hockey_chocolate_money_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-lynx-m11a"
LABEL = "financement"
LINES = [
    "2026-02-02 19h00 Chantal - VENTE DE CHOCOLAT 🍫 2 caisses par famille, 3 $ la barre. argent à moi (Chantal, "
    "trésorière) avant le 20 mars, cash ou chèque à l'ordre des Lynx",
    "12 fév. Stéphane - les caisses sont dans la salle des coachs, prenez les vôtres après la pratique",
    "ven. 6 mars Chantal - je suis en Floride jusqu'au 20 mars ☀️ remettez l'argent à Benoît (assistant-trésorier) "
    "au vestiaire avant les pratiques, il a le livret de reçus",
    "7 mars Stéphane - bravo la gang, 31 caisses vendues sur 36 👏",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Lynx M11 A - financement 2025-26:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "à qui je donne l'argent du chocolat? j'ai 144 $ dans une enveloppe"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "argent à moi (Chantal, trésorière) avant le 20 mars" in notes, notes
assert "je suis en Floride jusqu'au 20 mars ☀️ remettez l'argent à Benoît" in notes, notes
reply = answer(f"(lun. 9 mars 2026; Patrice) {question}", notes,
               mock="À Benoît, l'assistant-trésorier, au vestiaire avant la pratique - Chantal est en Floride "
                    "jusqu'au 20 mars. Il va te faire un reçu.")
finish(question, expected="à Chantal, la trésorière", actual=reply)
