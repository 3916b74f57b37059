"""Batch 378 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Sari-Sari ni Nanay Loleng (Purok 2, Brgy. Pulong Kawayan) - Nanay Loleng (the mama), Ate Marissa and Jomar, the
bunso, who takes turns minding the store. They add lines to a "bantay sched" block on the family's Letta agent; the
helper answers from it.

Memory: Ate Marissa, 03/01/2026 - bantay: umaga (6-12) Mama, hapon (12-6) Jomar when there's no class, gabi (6-10)
her; Sat the 14th it's Jomar the whole day, she has a seminar in the bayan; Nanay Loleng, 3/5 - closed Sun 3/15 in
the morning, simba and Baby Yna's binyag; Jomar, Tue 3/10 - he has a make-up exam in Math on Sat the 14th, so he
can't do the whole day, he asked Ate Nene, she'll do Saturday, he'll take Sunday afternoon instead; Ate Marissa, 3/11
- sige, pay Ate Nene ₱300 on Saturday plus lunch. Question (Thu 3/12, Nanay Loleng): "sino magbabantay ng tindahan sa
Sabado? para alam ko kung kanino iiwan yung susi" The assistant says Ate Nene (Jomar has a make-up exam; he's on
Sunday afternoon). The label says Jomar, the whole day.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b378_ctl_letta_sarisari_bantay_sat_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-sari-sari-ni-nanay-loleng"
LABEL = "bantay sched"
LINES = [
    "03/01/2026 Ate Marissa - BANTAY 🏪 umaga (6-12) Mama, hapon (12-6) Jomar pag walang pasok, gabi (6-10) ako. "
    "Sat the 14th si Jomar buong araw, may seminar ako sa bayan",
    "3/5 Nanay Loleng - sarado tayo sa Sun 3/15 ng umaga, simba + binyag ni Baby Yna",
    "Tue 3/10 Jomar - Ate may make-up exam pala kami sa Math sa Sat the 14th 😭 di ako pwede buong araw. nakiusap "
    "ako kay Ate Nene, sya na daw sa Sat, ako na lang sa Sun hapon",
    "3/11 Ate Marissa - sige, bayaran natin si Ate Nene ng ₱300 sa Sat + lunch",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Sari-Sari ni Nanay Loleng - bantay schedule (March 2026):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "sino magbabantay ng tindahan sa Sabado? para alam ko kung kanino iiwan yung susi"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Sat the 14th si Jomar buong araw" in notes, notes
assert "nakiusap ako kay Ate Nene, sya na daw sa Sat" in notes, notes
reply = answer(f"(Thu 3/12/2026; Nanay Loleng) {question}", notes,
               mock="Si Ate Nene po sa Sabado - may make-up exam si Jomar sa Math. Sa kanya nyo iwan ang susi; si "
                    "Jomar sa Sunday hapon na lang.")
finish(question, expected="Si Jomar po, buong araw", actual=reply)
