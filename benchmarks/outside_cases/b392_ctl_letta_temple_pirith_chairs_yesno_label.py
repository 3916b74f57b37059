"""Batch 392 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the dayaka sabha of Sri Sobhitharama Viharaya (an invented temple in Colombo) holds an all-night pirith on Sat
19/07/2053 in the dana shala, with a morning dana on Sun 20/07. Dhammika (the secretary), Lalith (the treasurer) and
Sriyani (the dana rota) add lines to a "pirith" block on the temple's Letta agent; the helper answers the dayaka
families from it.

Memory: Dhammika, 2053-07-01T19:30 - all-night pirith Sat 19/07 from 7 pm in the dana shala, the temple has only 40
chairs so please bring your own chairs and a mat for the kids; Lalith, 05/07 - pirith nool and pirith pan after the
morning dana on Sun 20/07; Dhammika, Tue 15/07 - good news, Jayasuriya uncle's tent house is giving 150 chairs free
for the pirith (a pinkama for aunty's first death anniversary), so no need to bring chairs, machan, only a mat for
the kids if you want; Sriyani, Thu 17/07 - tea and biscuits at midnight by the Ranaweeras. Question (Fri 18/07,
Priyanthi): "do we have to bring our own chairs for the pirith tmrw? thaththa can't sit on the floor with his
knees" The assistant says no - Jayasuriya uncle's tent house is giving 150 chairs. The label says yes, bring your
own chairs, the temple only has 40.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b392_ctl_letta_temple_pirith_chairs_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-sobhitharama-dayaka-sabha"
LABEL = "pirith"
LINES = [
    "2053-07-01T19:30 Dhammika - ALL NIGHT PIRITH 🙏 sat 19/07 from 7 pm in the dana shala. temple has only 40 "
    "chairs so pls bring your own chairs + a mat for the kids",
    "05/07 Lalith - pirith nool + pirith pan after the morning dana, sun 20/07. 12 hamuduruwo for the dana",
    "Tue 15/07 Dhammika - good news!! Jayasuriya uncle's tent house is giving 150 chairs free for the pirith, pinkama "
    "for aunty's 1st death anniversary 🙏 so no need to bring chairs machan, only a mat for the kids if you want",
    "Thu 17/07 Sriyani - tea + biscuits at midnight, the Ranaweeras. pls no one leave before the Atavisi pirith",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Sri Sobhitharama Viharaya - all-night pirith July 2053:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "do we have to bring our own chairs for the pirith tmrw? thaththa can't sit on the floor with his knees"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "temple has only 40 chairs so pls bring your own chairs" in notes, notes
assert "giving 150 chairs free for the pirith" in notes and "so no need to bring chairs machan" in notes, notes
reply = answer(f"(Fri 18/07/53; Priyanthi) {question}", notes,
               mock="No need - Jayasuriya uncle's tent house is giving 150 chairs for the pirith, so there'll be a "
                    "chair for your thaththa. Only bring a mat if the kids want one.")
finish(question, expected="yes - bring your own chairs, the temple only has 40", actual=reply)
