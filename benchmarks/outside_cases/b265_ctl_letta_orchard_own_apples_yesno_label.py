"""Batch 265 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Todmorden Community Orchard hold an apple pressing day on Sun 9th Oct 2050 at the orchard gate - the scratter
and the big press borrowed from the Transition group, juice in people's own bottles, cake, a donation tin. Kev (the
coordinator) and Ruth (the committee secretary) add lines to a "pressing day" block on the orchard's Letta agent;
the helper answers people's questions from it.

Memory: Kev, 2050-08-20T19:45 - pressing Sun 9th Oct 10-3, orchard apples only this year, last year's brought-in
lot had brown rot and it got in the press; Ruth, 3/9 - need 2 on the scratter, 2 on the press, 1 on the tin; Ruth,
Thu 15th Sept - talked it over at committee, people can bring their own apples after all as long as they're washed
and sorted, nothing rotten or bird-pecked, and it's £1 a bag to the press fund; Kev, Sun 2nd Oct - bring your own
bottles, clean, screw tops. Question (Weds 5/10, Anne): "can I bring the apples off my own tree to press? I've got
about 3 carrier bags of Bramleys" The assistant says yes - as long as they're washed and sorted, nothing rotten,
£1 a bag. The label says no, orchard apples only this year.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b265_ctl_letta_orchard_own_apples_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-todmorden-orchard"
LABEL = "pressing day"
LINES = [
    "2050-08-20T19:45 Kev - PRESSING 🍎 sun 9th oct 10-3 at the orchard gate. orchard apples only this yr - last yr's "
    "brought-in lot had brown rot + it got in the press, took ages to clean",
    "3/9 Ruth - need 2 on the scratter, 2 on the press, 1 on the tin. cake volunteers v welcome",
    "Thu 15th Sept Ruth - talked it over at committee, folk can bring their own apples after all as long as they're "
    "washed + sorted, nothing rotten or bird-pecked. £1 a bag to the press fund",
    "Sun 2nd Oct Kev - bring ur own bottles, CLEAN, screw tops pls not corks",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Todmorden Community Orchard - pressing day 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "can I bring the apples off my own tree to press? I've got about 3 carrier bags of Bramleys"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "orchard apples only this yr" in notes, notes
assert "folk can bring their own apples after all as long as they're washed + sorted" in notes, notes
reply = answer(f"(Weds 5/10/50; Anne) {question}", notes,
               mock="Yes - the committee's said you can bring your own now, as long as they're washed and sorted "
                    "(nothing rotten or bird-pecked). It's £1 a bag to the press fund, so £3.")
finish(question, expected="no - orchard apples only this year", actual=reply)
