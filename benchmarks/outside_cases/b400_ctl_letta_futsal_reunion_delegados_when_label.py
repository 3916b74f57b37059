"""Batch 400 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Liga Barrial de Futsal Villa Sauce Grande runs its Clausura 2050 from April; Marta (the league's secretaria)
and the delegados add lines to a "liga" block on the league's Letta agent; the helper answers the delegados.

Memory: Marta, sáb 5 de marzo (2050), 21 hs - reunión de delegados "el jueves que viene", 20 hs, en la secretaría del
Club Dos Robles, bring the lista de buena fe of the Clausura (written on Saturday 5/3, that is jueves 10/3); Marta, lun
7/3 - scrub that, la reunión no es el jueves: el jueves 10 the club's comisión directiva has the secretaría, so it's el
viernes 11, same time, same place; Gus (Deportivo Pasaje Tero), mar 8/3 - he can't on Friday, el Tano goes in his place;
Marta, mié 9/3 - also bring the AR$ 96.000 inscripción, cash or transferencia. Question (mié 9/3, el Tano): "¿cuándo es
la reunión de delegados? voy yo en lugar del Gus" The assistant says el viernes 11/3 a las 20 hs en la secretaría del
Dos Robles (el jueves la secretaría la usa la comisión). The label says el jueves 10/3 a las 20 hs.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b400_ctl_letta_futsal_reunion_delegados_when_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-liga-villa-sauce-grande"
LABEL = "liga"
LINES = [
    "sáb 5 de marzo, 21 hs, Marta - REUNIÓN DE DELEGADOS el jueves que viene, 20 hs, en la secretaría del Club Dos "
    "Robles. traer la lista de buena fe del Clausura, sin lista no hay fixture 📋",
    "lun 7/3 Marta - scrub that, la reunión no es el jueves: el jueves 10 la secretaría la usa la comisión directiva "
    "del club 🙄 so es el viernes 11, misma hora, mismo lugar",
    "mar 8/3 Gus (Dep. Pasaje Tero) - yo el viernes no puedo, laburo, va el Tano en mi lugar",
    "mié 9/3 Marta - traigan también la inscripción, AR$ 96.000, efectivo o transferencia al alias de la liga",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Liga Barrial de Futsal Villa Sauce Grande - Clausura 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "¿cuándo es la reunión de delegados? voy yo en lugar del Gus"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "REUNIÓN DE DELEGADOS el jueves que viene, 20 hs" in notes, notes
assert "la reunión no es el jueves" in notes and "so es el viernes 11, misma hora, mismo lugar" in notes, notes
reply = answer(f"(mié 9/3/2050; el Tano, Dep. Pasaje Tero) {question}", notes,
               mock="El viernes 11/3 a las 20 hs, en la secretaría del Dos Robles - el jueves la secretaría la usa la "
                    "comisión del club. Llevá la lista de buena fe y los AR$ 96.000.")
finish(question, expected="el jueves 10/3 a las 20 hs, en la secretaría del Dos Robles", actual=reply)
