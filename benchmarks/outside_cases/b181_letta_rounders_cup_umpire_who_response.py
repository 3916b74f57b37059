"""Batch 181 (held out). A rounders league's finals night: Letta core memory block (offline stand-in), script style
(each call its own trace); the answer call has the block line that swapped the cup final's umpire and names the old
one.

App: the Wrekin Ladies' Rounders League finals night is Weds 24th June 2043 at Bowring Park - cup final, plate final,
3rd/4th play-off, umpires from the league. Jackie, the league secretary, keeps a "finals" block on the league's Letta
agent and appends a line as things come in; captains ask the agent.

Planted fault (ResponseError, ignored sufficient context): the block has Jackie's umpires line of 3/6 (cup final:
Dave Hughes, the league's senior umpire, plate: Sandra from Shifnal) and her line of Tue 16th: Dave's own lot,
Hadley Harriers, have only gone and got into the cup final - his daughter's their captain - so he can't stand in the
middle for that one; Sandra's doing the cup final and Dave'll do the plate. Also the block's first line, the
captains' warm-up line and the teas. The model goes by the 3/6 line. Question (Mon 22/6, Lou, Ketley's captain -
Ketley play Hadley in the cup final): "who's umpiring the cup final? want a word w them about the backstop rule
before we start" -> expected Sandra from Shifnal (Dave can't, his daughter captains Hadley). The assistant says Dave
Hughes.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the Tue 16th line that
has Sandra on the cup final is in the block the model was given, and it answered from the older line. Asserted: the
block has both the 3/6 line and the Tue 16th line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b181_letta_rounders_cup_umpire_who_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-wrekin-rounders-jackie"
LABEL = "finals"
LINES = [
    "finals night weds 24th june, Bowring Park 🏏 cup final 7pm, plate + play-off 6.45",
    "3/6 umps: cup final Dave Hughes (senior ump), plate Sandra from Shifnal, play-off Ravi's Priya",
    "2043-06-08 cup final is Ketley v Hadley Harriers 🏆 plate Wellington v Shifnal",
    "Tue 16th - Dave's lot (Hadley) have only gone + got to the cup final, his Chloe's their captain!! so he can't "
    "stand in the middle for that one 🙈 Sandra's doing the cup final, Dave'll do the plate",
    "Thurs 18/6 captains - girls there for the warm up half 6, field behind the pitches",
    "teas from the pavilion hatch, Kath + Linda, £1 a cuppa",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Wrekin Ladies' Rounders League - finals night 2043 (Jackie, league sec):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's umpiring the cup final? want a word w them about the backstop rule before we start"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "cup final Dave Hughes (senior ump)" in notes, notes
assert "Sandra's doing the cup final" in notes and "he can't" in notes, notes
with fault():
    reply = answer(f"(Mon 22/6/43; Lou, Ketley's captain) {question}", notes,
                   mock="Dave Hughes - he's the senior umpire and he's down for the cup final.")
finish(question, expected="Sandra from Shifnal - Dave can't do it, his daughter captains Hadley", actual=reply)
