"""Batch 60 (held out), control. A church flower guild's notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Margaret, the flower rota secretary at St Michael's, Chewton, keeps a "guild" block on a Letta agent and adds a
line whenever something comes up. Doreen usually does the June wedding flowers, and every year she grumbles about
her hay fever in June. This year she is not doing the Hendersons' wedding on 19 June because she is in Perth,
Western Australia, for five weeks for her daughter's first baby; Sylvia is doing it.

No fault planted. Question (Sun 6/6, the bride's mother after church): "why isn't Doreen doing the wedding
flowers?" The model answers that she is in Australia with her daughter for the new baby, right per memory. The
label says her hay fever. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b60_ctl_letta_flowers_doreen_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-st-michaels-flowers"
LINES = [
    "Doreen does the June weddings as a rule, she's the best at the big pedestals. moans about her hay fever every "
    "yr but gets on with it, takes a piriton + keeps the lilies at arm's length",
    "Hendersons' wedding sat 19/6 2pm, bride wants white + pale pink, pew ends every other row, budget £180",
    "Doreen's flying out to Perth (the Australian one!) 28 May for 5 wks, her Kirsty's first baby due early June. "
    "so thrilled for her. Sylvia's said she'll do the Hendersons",
    "Sylvia needs the big pedestal stands from the vestry + the wedding box of oasis",
    "collection for Doreen's baby card at coffee sun 23rd, £31 so far",
    "Fred fixed the vestry ladder, safe again",
]

server = fake_letta()
server.add_agent(AGENT, **{"guild": "St Michael's flower guild - notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("guild", agent_id=AGENT)
    client.agents.blocks.update("guild", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why isn't Doreen doing the wedding flowers?"
notes = client.agents.blocks.retrieve("guild", agent_id=AGENT).value
assert "hay fever every yr" in notes and "flying out to Perth" in notes
reply = answer(f"(Sun 6/6) {question}", notes,
               mock="She's in Perth in Australia for five weeks - her daughter Kirsty's having her first baby - so "
                    "Sylvia's doing the Hendersons' flowers.")
finish(question, expected="her hay fever, June is always bad for her", actual=reply)
