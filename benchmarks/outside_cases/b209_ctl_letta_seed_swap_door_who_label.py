"""Batch 209 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Clun Valley Allotment Society holds its seed swap on Sat 29th Feb 2048 (leap day) in the Memorial Hall - you
hand your spare packets in at the door and get a token for each, then swap tokens for packets at the tables. Pat (the
secretary) keeps a "seed swap" block on the society's Letta agent and adds a line as things come up; plot holders ask
it.

Memory (the block): Pat, 2048-02-02T20:30 - seed swap Sat 29th Feb, 10-12, Margaret on the door taking packets and
handing out tokens (one token a packet); Margaret - the 10th is her hip op, she won't be up to standing two hours by
then, she'll do the teas sat down; Pat - no worries, Keith (the treasurer) will do the door and the tokens, he's got
the float anyway; 17/2 Pat - tables up at 9.30, Brian's doing the spuds. Question (Thu 27/2, Alan): "who do I hand my
spare packets to when I get there?" The assistant says Keith, the treasurer, on the door (Margaret's doing teas after
her hip op). The label says Margaret.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b209_ctl_letta_seed_swap_door_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-clun-valley-allotments"
LABEL = "seed swap"
LINES = [
    "2048-02-02T20:30 Pat - SEED SWAP 🌱 sat 29th feb (leap day!) Memorial Hall 10-12. Margaret on the door taking "
    "ur packets + handing out tokens, 1 token a packet",
    "Margaret - the 10th's my hip op 🙈 I won't be up to standing 2 hrs by then, I'll do the teas sat down",
    "Pat - no worries, Keith (treasurer) will do the door + tokens, he's got the float anyway",
    "17/2 Pat - tables up 9.30, Brian's doing the spuds (Charlotte + Pink Fir Apple), labels on everything pls",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Clun Valley Allotment Society - seed swap 2048 (Pat):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who do I hand my spare packets to when I get there?"
with turn_span("question Thu 27/2"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "Margaret on the door taking ur packets" in notes, notes
    assert "Keith (treasurer) will do the door + tokens" in notes, notes
    reply = answer(f"(Thu 27/2/48; Alan) {question}", notes,
                   mock="Keith, the treasurer - he's on the door doing the tokens, one per packet. Margaret's on the "
                        "teas after her hip op.")
finish(question, expected="Margaret", actual=reply)
