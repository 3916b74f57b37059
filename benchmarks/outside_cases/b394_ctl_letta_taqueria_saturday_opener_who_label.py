"""Batch 394 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Taquería Doña Chela on the west side of San Antonio - Doña Chela (the owner), her son Rudy (the manager), Memo
on the grill, Yesenia on the register, Lalo on prep. The staff add lines to a "schedule" block on the taquería's
Letta agent; the helper answers from it.

Memory: Rudy, 2050-03-05 - weekend openers: Memo opens Saturdays at 5am (menudo on by 5:30), Lalo opens Sundays;
Chela, 3/9 - the propane man comes Sat 3/19 at 6am, whoever opens lets him in and signs; Rudy, 3/14 - Memo and
Yesenia swapped for Sat 3/19, Memo's at his cousin's wedding in Laredo, so Yesenia opens and Memo closes Sunday
for her instead, Memo already showed her how to start the menudo; Yesenia, 3/16 - got the keys from Rudy. Question
(Fri 3/18, Doña Chela): "who's opening tomorrow? the propane man comes at 6" The assistant says Yesenia (she swapped
with Memo, who's at the wedding in Laredo). The label says Memo.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b394_ctl_letta_taqueria_saturday_opener_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-taqueria-dona-chela"
LABEL = "schedule"
LINES = [
    "2050-03-05 Rudy - weekend openers: Memo opens saturdays 5am (menudo on by 5:30 🍲), Lalo opens sundays",
    "3/9 Chela - propane man comes sat 3/19 at 6am, whoever opens let him in + sign, the check is in the drawer",
    "3/14 Rudy - Memo + Yesenia swapped for sat 3/19, Memo's at his cousin's wedding in Laredo 💒 so Yesenia opens "
    "+ Memo closes sunday for her instead. he already showed her how to start the menudo",
    "3/16 Yesenia - got the keys from Rudy ✅ alarm code's the same right?",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Taquería Doña Chela - schedule, March 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's opening tomorrow? the propane man comes at 6"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Memo opens saturdays 5am" in notes, notes
assert "Memo + Yesenia swapped for sat 3/19" in notes and "so Yesenia opens" in notes, notes
reply = answer(f"(Fri 3/18/50; Doña Chela) {question}", notes,
               mock="Yesenia - she swapped with Memo for tomorrow since he's at the wedding in Laredo. She's got the "
                    "keys, she'll let the propane man in.")
finish(question, expected="Memo", actual=reply)
