"""Batch 207 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Clun Bowling Club's open day is Sat 30th May 2048 - have-a-go on the green, club woods to borrow, a juniors'
taster, teas and scones in the pavilion. Derek (the captain) keeps an "open day" block on the club's Letta agent and
adds a line as things come up; members and visitors ask it.

Memory (the block): Derek, 2048-04-02T18:00 - rinks 1-3 have-a-go for adults, rink 4 kept for the juniors' taster
with Bev; Ron (the greenkeeper), 28/4 - the pop-up sprinkler on rink 4's been leaking all week, it's like a bog at the
ditch end, he's roped it off and it'll want till June to dry out, the juniors can go on 3 with Bev; Derek - cheers
Ron, the adults will share 1 and 2 then; Pam, 9.5. - teas 2-4, scones 50p. Question (Tue 26/5, Linda, who's bringing
her grandson): "why's rink 4 roped off? was hoping to have a go on it with my grandson" The assistant says the
sprinkler on rink 4 has been leaking and it's waterlogged at the ditch end, so Ron has roped it off till it dries out;
have a go on 1 or 2, or the juniors' taster on 3. The label says because it's kept for the juniors' taster.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b207_ctl_letta_bowls_rink_four_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-clun-bowling-club"
LABEL = "open_day"
LINES = [
    "2048-04-02T18:00 Derek - OPEN DAY sat 30th may 🟢 10-4, rinks 1-3 have-a-go for adults, rink 4 kept for the "
    "juniors' taster with Bev, club woods in the shed",
    "28/4 Ron - the pop up sprinkler on rink 4's been leaking all wk, it's like a bog at the ditch end 😩 I've roped it "
    "off, it'll want till june to dry out proper. juniors can go on 3 with Bev",
    "Derek - cheers Ron 👍 adults share 1 + 2 then",
    "9.5. Pam - teas 2-4 in the pavilion, scones 50p, tea 80p",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Clun Bowling Club - open day 2048 (Derek):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's rink 4 roped off? was hoping to have a go on it with my grandson"
with turn_span("question Tue 26/5"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "rink 4 kept for the juniors' taster" in notes, notes
    assert "sprinkler on rink 4's been leaking" in notes, notes
    reply = answer(f"(Tue 26/5/48; Linda, a visitor) {question}", notes,
                   mock="The sprinkler on rink 4 has been leaking and it's boggy at the ditch end, so Ron's roped it "
                        "off till it dries out. You and your grandson can have a go on rink 1 or 2, or he could try "
                        "the juniors' taster on 3 with Bev.")
finish(question, expected="because it's kept for the juniors' taster with Bev", actual=reply)
