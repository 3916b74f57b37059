"""Batch 348 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Hernández family send money and boxes home to Abuelita Chela in Tlacolula, Oaxaca. Lupe (in San Jose),
her brother Chuy and Tío Beto (in Tlacolula) add lines to an "envíos Oaxaca" block on the family's Letta agent;
the helper answers from it.

Memory: 2051-03-02 Tío Beto - Abuelita Chela needs "3,000 pesos pa' la medicina del azúcar" (metformina and the test
strips) from the pharmacy in the centro; 4/03 Lupe - "ya le mandé $175 por Remitly, con el tipo de cambio de hoy le
llegan como 3,000 pesos", Tío Beto to pick it up at the Elektra in Tlacolula; sáb 11/03 Chuy - the Paquetería
Cuauhtémoc box went, 22 kilos, $88 shipping; 15/03 Tío Beto - he picked up the medicine money, bought all of it,
120 pesos left over for the taxi. Question (Sun 19/03, Lupe): "how many dollars did I send for Abuelita's medicine
this month? doing my budget" The assistant says $175 (about 3,000 pesos when it arrived). The label says $3,000 -
the pesos figure read as dollars.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b348_ctl_letta_oaxaca_medicine_dollars_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-familia-hernandez"
LABEL = "envíos Oaxaca"
LINES = [
    "2051-03-02 Tío Beto - Abuelita Chela necesita 3,000 pesos pa' la medicina del azúcar (la metformina + las "
    "tiras), en la farmacia del centro, se le acabaron el domingo",
    "4/03 Lupe - ya le mandé $175 por Remitly 💵 con el tipo de cambio de hoy le llegan como 3,000 pesos. recoge "
    "Tío Beto en el Elektra de Tlacolula, le mandé el código",
    "sáb 11/03 Chuy - la caja de Paquetería Cuauhtémoc salió, 22 kilos, $88 de envío. ropa, las vitaminas y el "
    "Ensure 📦",
    "15/03 Tío Beto - ya recogí lo de la medicina 🙏 la compré toda, sobraron 120 pesos pa'l taxi. mi amá les manda "
    "bendiciones",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Familia Hernández - envíos a Oaxaca 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many dollars did I send for Abuelita's medicine this month? doing my budget"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "necesita 3,000 pesos pa' la medicina" in notes, notes
assert "ya le mandé $175 por Remitly" in notes, notes
reply = answer(f"(Sun 19/03/51; Lupe) {question}", notes,
               mock="$175, by Remitly on 4 March - it came to about 3,000 pesos at that day's rate, which covered "
                    "the medicine with 120 pesos left over.")
finish(question, expected="$3,000", actual=reply)
