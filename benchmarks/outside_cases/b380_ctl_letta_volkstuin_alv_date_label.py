"""Batch 380 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Volkstuinvereniging Het Kroosveld (an invented allotment park in Amsterdam) holds its ALV (the yearly members'
meeting) in the kantine in spring. Gerard (the chairman) and Ans (the kantine) add lines to an "ALV 2026" block on
the park's Letta agent; the helper answers members' questions from it.

Memory: Gerard, 01-03-2026 - ALV za 28 maart 14:00 in the kantine, agenda tuinhuur, the new pomp, kascommissie; Ans,
di 10-03 - the kantine roof leaks after the storm, the dakdekker can only come in the weekend of the 28th; Gerard, za
21 maart - because of the dakdekker the ALV moves, today in two weeks, also a saturday, same time 14:00, same kantine
(resolved against the note's own date: za 4 april); Ans, wo 25-03 - the koffiemachine works again. Question (do 26
maart, Harm of tuin 50): "when is the ALV now? I must make an appointment at the kapper and not on the same day"
The assistant says za 4 april, 14:00 in the kantine (two weeks after Gerard's za 21 maart note). The label says za
28 maart 14:00.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b380_ctl_letta_volkstuin_alv_date_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-kroosveld"
LABEL = "ALV 2026"
LINES = [
    "01-03-2026 Gerard - ALV (jaarvergadering) za 28 maart 14:00 in the kantine 📋 agenda: tuinhuur 2026, the new "
    "pomp, kascommissie. stukken come by mail",
    "di 10-03 Ans - the roof of the kantine leaks after the storm 🌧️ emmers everywhere. the dakdekker can only come in "
    "the weekend of the 28th",
    "za 21 maart Gerard - because of the dakdekker the ALV moves: today in two weeks, also a saturday, same time "
    "14:00, same kantine. koffie + cake from the bestuur for the trouble 🍰",
    "wo 25-03 Ans - koffiemachine works again, kantine open on sundays 11:00-16:00",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Volkstuinvereniging Het Kroosveld - ALV 2026:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "when is the ALV now? I must make an appointment at the kapper and not on the same day"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "ALV (jaarvergadering) za 28 maart 14:00 in the kantine" in notes, notes
assert "za 21 maart Gerard - because of the dakdekker the ALV moves: today in two weeks" in notes, notes
reply = answer(f"(do 26 maart 2026; Harm, tuin 50) {question}", notes,
               mock="Za 4 april, 14:00 in the kantine - Gerard moved it on za 21 maart to two weeks later because of "
                    "the dakdekker. So za 28 maart is free for the kapper.")
finish(question, expected="za 28 maart, 14:00 in the kantine", actual=reply)
