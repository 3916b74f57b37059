"""Batch 285 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: St Michael's, Mytholmroyd keeps its readers' rota in a "readers rota" block on the parish Letta agent - Eileen
(who does the rota) adds the quarter's rota and the readers add their own swaps; the helper answers the vicar's and
the readers' questions from the block.

Memory: Eileen, 2050-03-28T19:00 - readers Apr-Jun, 1st lesson / 2nd lesson: 3/4 (Palm Sun) Dev Patel / Carol Hirst,
10/4 (Easter) Rev's choice, 17/4 Tom Sutcliffe / Pauline Ogden, 24/4 Jim Barker / Anne Lister, 1/5 Carol / Dev;
Eileen, Weds 13 Apr - Easter readings were lovely, the new lectern light's in; Jim, Mon 18th Apr - sorry Eileen,
our Ben's little one's being christened in Leeds on the 24th so he'll not be at church, Anne said she'll do his as
well as her own, she did it lovely at harvest; Eileen, 20/4 - notice sheet copy to her by Thursday. Question (Fri
22/4, the Revd Paul): "who's reading the first lesson on sunday? need it for the notice sheet" The assistant says
Anne Lister - she's doing both, Jim's at his grandchild's christening in Leeds. The label says Jim Barker.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b285_ctl_letta_church_first_lesson_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-st-michaels-mytholmroyd"
LABEL = "readers rota"
LINES = [
    "2050-03-28T19:00 Eileen - READERS apr-jun 📖 (1st lesson / 2nd lesson) 3/4 Palm Sun Dev Patel / Carol Hirst, "
    "10/4 Easter - Rev's choice, 17/4 Tom Sutcliffe / Pauline Ogden, 24/4 Jim Barker / Anne Lister, 1/5 Carol / Dev. "
    "swaps between yourselves + let me know",
    "Weds 13 Apr Eileen - easter readings were lovely, thank you all. new lectern light's in so no squinting 😂",
    "Mon 18th Apr Jim - sorry Eileen, our Ben's little one's being christened in Leeds on the 24th so I'll not be at "
    "church. Anne said she'll do mine as well as her own, she did it lovely at harvest",
    "20/4 Eileen - notice sheet copy to me by thurs pls",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "St Michael's, Mytholmroyd - readers' rota 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's reading the first lesson on sunday? need it for the notice sheet"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "24/4 Jim Barker / Anne Lister" in notes, notes
assert "Anne said she'll do mine as well as her own" in notes, notes
reply = answer(f"(Fri 22/4/50, Sunday is 24 April; the Revd Paul) {question}", notes,
               mock="Anne Lister - she's reading both lessons on the 24th, as Jim's at his grandchild's christening "
                    "in Leeds.")
finish(question, expected="Jim Barker", actual=reply)
