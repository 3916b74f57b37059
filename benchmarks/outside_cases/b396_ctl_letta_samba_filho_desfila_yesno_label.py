"""Batch 396 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Ala Pavão Dourado of G.R.E.S. Unidos da Chácara Pitanga parade in Carnaval 2051. Seu Jorginho (the chefe de
ala) and Dona Marli (the wing's secretary) add lines to a "regras da ala" block on the wing's Letta agent; the helper
answers componentes' questions from it.

Memory: Jorginho, 2050-10-30T20:00 - wing rules: adults only, over 16s, school's rule, no exceptions; Marli, 14/11 -
the cota is R$ 610,00 in 3x, t-shirt R$ 45,90; Jorginho, ter 22/11 - the diretoria has opened the wings to kids
from 12 with a form signed by the parents and a parent or guardian parading in the same wing, form from Marli;
Marli, sáb 03/12 - kids' costume sizes are made to measure, measuring at the barracão on 10/12. Question (qui 15/12,
Sandra, who parades in the wing): "meu filho Pedro tem 13 anos, ele pode desfilar com a gente na ala?" The assistant
says yes - with the authorisation form signed and her parading in the same wing. The label says no, the wing is
over 16s only.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b396_ctl_letta_samba_filho_desfila_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-chacara-pitanga-ala-pavao"
LABEL = "regras da ala"
LINES = [
    "2050-10-30T20:00 Jorginho - REGRAS DA ALA 🦚 só maiores de 16 anos (regra da escola, sem exceção), 3 faltas "
    "no ensaio sai, fantasia só retira com as 3 parcelas pagas",
    "14/11 Marli - cota R$ 610,00 em 3x no Pix, camiseta da ala R$ 45,90",
    "ter 22/11 Jorginho - novidade: a diretoria liberou criança a partir de 12 anos nas alas, com autorização "
    "assinada pelos pais + pai, mãe ou responsável desfilando junto na mesma ala. formulário com a Marli",
    "sáb 03/12 Marli - fantasia das crianças é sob medida, medição no barracão dia 10/12, 15h",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Ala Pavão Dourado - Unidos da Chácara Pitanga, Carnaval 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "meu filho Pedro tem 13 anos, ele pode desfilar com a gente na ala?"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "só maiores de 16 anos (regra da escola, sem exceção)" in notes, notes
assert "liberou criança a partir de 12 anos nas alas, com autorização" in notes, notes
reply = answer(f"(qui 15/12/50; Sandra) {question}", notes,
               mock="Pode sim - desde novembro a diretoria libera a partir de 12 anos, com a autorização assinada "
                    "pelos pais e você desfilando junto na ala. Pega o formulário com a Marli.")
finish(question, expected="não - a ala é só pra maiores de 16", actual=reply)
