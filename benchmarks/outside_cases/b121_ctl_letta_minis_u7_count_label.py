"""Batch 121 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Tom, who runs the U7s at Calder RUFC minis, keeps his festival notes in a Letta agent's "u7s" block, appending a
line whenever something comes in; the helper answers from the block.

Memory: 14/3, the U7s down for Hartley sun 26th: Alfie, Noah, Isla, Theo, Ruby, Max, Oscar, Evie, Zac, Lily - 10,
best turnout yet; 22.3., Theo's broken his wrist on the trampoline, cast for 6 weeks, he'll come and watch; Weds 8 Apr,
Evie's mum says it's her cousin's wedding on the 26th, she'd forgotten when she put her name down; Tue 14/4, new lad
Leo came to training, his dad asked can he do Hartley - yes, forms done. Question (Fri 24/4, Tom): "how many u7s are
we taking to hartley sunday? they want numbers for the medals" The assistant says 9. The label says 10 - the sign-up
count, in memory, but Theo can't play, Evie's at a wedding and Leo's joined.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b121_ctl_letta_minis_u7_count_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-calder-u7s"
LINES = [
    "14/3 - U7s down for Hartley sun 26th: Alfie, Noah, Isla, Theo, Ruby, Max, Oscar, Evie, Zac, Lily. 10!! best "
    "turnout yet",
    "22.3. Theo's broken his wrist on the trampoline, cast for 6 wks bless him. he'll come + watch, mum says",
    "Weds 8 Apr - Evie's mum: it's her cousin's wedding on the 26th, she'd forgotten when she put her name down. "
    "gutted",
    "Tue 14/4 new lad Leo at training, v keen. dad asked can he do Hartley - yes, forms done, he's got a gumshield",
    "16/4 tag belts: we need 2 more parents to help at Hartley, Ruby's dad + Max's mum said yes",
]

server = fake_letta()
server.add_agent(AGENT, **{"u7s": "Calder RUFC U7s - Tom's notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("u7s", agent_id=AGENT)
        client.agents.blocks.update("u7s", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many u7s are we taking to hartley sunday? they want numbers for the medals"
with turn_span("question Fri 24/4"):
    notes = client.agents.blocks.retrieve("u7s", agent_id=AGENT).value
    assert "10!! best turnout yet" in notes and "broken his wrist" in notes and "cousin's wedding" in notes, notes
    assert "new lad Leo" in notes, notes
    reply = answer(f"(Fri 24/4/37, Tom) {question}", notes,
                   mock="9 - the 10 who signed up, less Theo (broken wrist) and Evie (cousin's wedding), plus Leo.")
finish(question, expected="10", actual=reply)
