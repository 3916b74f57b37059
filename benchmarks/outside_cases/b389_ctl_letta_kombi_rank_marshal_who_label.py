"""Batch 389 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Chiwara St kombi rank (Harare) - kombis to Dzidzai, Nyashanu Heights and Maringira Park, touts, the rank
fee of $5 per kombi a day paid to the marshal on duty, fares in USD and bond. The owners' rep (Shingi) adds lines to
a "rank" block on the rank's Letta agent; the helper answers drivers' and touts' questions from it.

Memory: 2026-03-01T07:00 - marshals: weekdays and Saturdays Baba Tino, Sundays Shingi, rank fee to the marshal on
duty before first load; 05/03/26 - Dzidzai fare $1 or 35 bond; Mon 09/03/26 - Baba Tino is going kumusha for the
harvest from Fri 13/03 till end of April, so Farai is marshal weekdays and Saturdays, Shingi keeps Sundays, Baba Tino
says don't phone him about rank fees, the network is bad there anyway; 12/03 - no loading outside the yellow lines.
Question (Sat 21/03/26, Tonderai, a new driver): "who do I pay the rank fee to this Saturday? I'm new on the Dzidzai
route" The assistant says Farai (Baba Tino is kumusha till end of April). The label says Baba Tino.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b389_ctl_letta_kombi_rank_marshal_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-chiwara-st-rank"
LABEL = "rank"
LINES = [
    "2026-03-01T07:00 Marshals 👮🏾: weekdays + Saturdays Baba Tino, Sundays Shingi. Rank fee $5 per kombi per day to "
    "the marshal on duty, before first load",
    "05/03/26 Dzidzai fare $1 or 35 bond, no credit shamwari",
    "Mon 09/03/26 Baba Tino is going kumusha for the harvest from Fri 13/03 till end of April, so Farai is marshal "
    "weekdays + Saturdays, Shingi keeps Sundays. Baba Tino says don't phone him about rank fees, network is bad "
    "there anyway 😂",
    "12/03 no loading outside the yellow lines, council is watching",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Chiwara St kombi rank, Harare - notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who do I pay the rank fee to this Saturday? I'm new on the Dzidzai route"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "weekdays + Saturdays Baba Tino" in notes, notes
assert "so Farai is marshal weekdays + Saturdays" in notes, notes
reply = answer(f"(Sat 21/03/26; Tonderai) {question}", notes,
               mock="Farai - he's marshal on Saturdays while Baba Tino is kumusha for the harvest (till end of "
                    "April). $5, before your first load.")
finish(question, expected="Baba Tino", actual=reply)
