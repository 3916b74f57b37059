"""Batch 393 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per entry and one for the question.

App: Sjøglimt borettslag (blocks A-C) hold their vårdugnad on lør 20.05.2051; each block gets its own list of jobs.
Ingrid (dugnadskomiteen) and Håkon (styret) add lines to a "vårdugnad" block on the co-op's Letta agent; the helper
answers residents' questions from it.

Memory: Ingrid, 08.04.2051 kl. 21.00 - dugnad lør 20.05. kl. 10-14, block B's list: rake the leaves and twigs on the
slope, hose out the bike store, wash the stairwell windows, paint the benches by the entrance; Ingrid, 02.05. - wood
stain bought for the benches, 2 tins, kr 1 290,-; Håkon, 11.05. - the cleaning firm does the windows in all the
stairwells in June, it's in the contract, so scrap the window washing for B, don't spend time on it; Ingrid, 15.05. -
the container is by block A from Friday. Question (fre 19.05., Sindre in B5): "hva skal blokk B gjøre på dugnaden?
vil fordele det i oppgangen" The assistant says rake the leaves and twigs on the slope, hose out the bike store and
stain the benches by the entrance (the windows are the cleaning firm's in June). The label lists the stairwell
windows as well.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b393_ctl_letta_dugnad_block_b_tasks_list_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-sjoglimt-brl"
LABEL = "vårdugnad"
LINES = [
    "08.04.2051 kl. 21.00 Ingrid - VÅRDUGNAD 🌷 lør 20.05. kl. 10-14. blokk B sin liste: rake løv + kvist i "
    "skråningen, spyle sykkelboden, vaske vinduene i oppgangen, male benkene ved inngangen",
    "02.05. Ingrid - kjøpt beis til benkene, 2 spann, kr 1 290,-. pensler i fellesboden",
    "11.05. Håkon - vaskefirmaet tar vinduene i alle oppgangene i juni, det er med i kontrakten 👍 så scrap "
    "vinduspuss for B, ikke bruk tid på det",
    "15.05. Ingrid - containeren står ved blokk A fra fre, INGEN maling i den",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Sjøglimt borettslag - vårdugnad 2051:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"entry-{i} {line[:6]}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "hva skal blokk B gjøre på dugnaden? vil fordele det i oppgangen"
with turn_span("question fre 19.05."):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "vaske vinduene i oppgangen, male benkene ved inngangen" in notes, notes
    assert "så scrap vinduspuss for B" in notes, notes
    reply = answer(f"(fre 19.05.2051; Sindre i B5) {question}", notes,
                   mock="Blokk B: rake løv og kvist i skråningen, spyle sykkelboden og beise benkene ved inngangen "
                        "(beisen ligger klar). Vinduene tar vaskefirmaet i juni.")
finish(question, expected="rake løv og kvist i skråningen, spyle sykkelboden, vaske vinduene i oppgangen, male "
                          "benkene ved inngangen", actual=reply)
