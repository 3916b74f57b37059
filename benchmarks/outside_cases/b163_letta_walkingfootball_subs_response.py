"""Batch 163 (held out). A men's walking football club's notes: Letta core memory block (offline stand-in), one root
span per note and one for the question; the answer call has the whole block and prices the kit at the full price.

App: Syston Sparrows walking football club (over 60s; Thursday training at the rec, league games on Weds) keeps a
"club" block on its Letta agent; Terry (treasurer) and Steve (captain) append a line as things come up, and players
ask the agent.

Planted fault (ResponseError, ignored sufficient context): the block has, from 2038-08-30T19:00, subs £30 for the
season (Sept - April), paid to Terry; from Thu 23rd Sept, the new kit - shirt and shorts £18 a set, socks your own;
from 2/10, the lottery grant came through and the club's paying half the kit, so it's £9 each, subs still £30; from
Weds 13/10, training at the rec with the floodlights fixed. The model adds the full kit price. Question (Weds 20/10,
Des, who joined last month): "how much do I owe Terry? haven't paid him owt yet, got my shirt + shorts last wk" ->
expected £39 (£30 subs + £9 kit after the grant). The assistant says £48.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the £9 kit after the
grant is in the block the model was given, next to the £18 price it added up from. Asserted: the block has the £30
subs, the £18 kit and the £9 after the grant.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b163_letta_walkingfootball_subs_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-syston-sparrows-wf"
LINES = [
    "2038-08-30T19:00 Terry (treasurer) - subs for the season £30 (sept - april), pay me at training or bank "
    "transfer, ref ur surname pls",
    "Thu 23rd Sept - new kit!! shirt + shorts £18 a set, sizes on the sheet in the clubhouse. socks bring ur own "
    "(black)",
    "2/10 - lottery grant came thru 🎉 club's paying half the kit so it's £9 each, subs still £30. Terry",
    "Weds 13/10 Steve - training thurs 6.30 at the rec as per, floodlights are fixed at last. Hinckley away next weds",
]

server = fake_letta()
server.add_agent(AGENT, **{"club": "Syston Sparrows walking football - club notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("club", agent_id=AGENT)
        client.agents.blocks.update("club", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much do I owe Terry? haven't paid him owt yet, got my shirt + shorts last wk"
with turn_span("question Weds 20/10"):
    notes = client.agents.blocks.retrieve("club", agent_id=AGENT).value
    assert "subs for the season £30" in notes, notes
    assert "shirt + shorts £18 a set" in notes, notes
    assert "club's paying half the kit so it's £9 each" in notes, notes
    with fault():
        reply = answer(f"(Weds 20/10/38, Des, joined last month) {question}", notes,
                       mock="£48 - £30 for your season's subs and £18 for the shirt and shorts.")
finish(question, expected="£39 - £30 subs and £9 for the kit (the grant pays the other half)", actual=reply)
