"""Batch 273 (held out). A kids' football tournament: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has the real reason for the change of ground in its block and gives a
reason the block rules out.

App: Ryburn Valley Juniors hold their summer tournament on Sat 24th June 2051 - U7s to U11s, small-sided games,
medals for all, a burger van and a tombola. Tony (the tournament secretary) and Jackie (the club welfare officer)
add lines to a "summer tournament" block on the club's Letta agent; the helper answers parents' and managers'
questions from it.

Planted fault (ResponseError, ignored sufficient context): the block has Tony's 2051-04-19T21:00 line - at the
club's own ground at Stubbings as usual, kick off 9.30; Jackie's 6/5 line - medals, the tombola, welfare tent;
Tony's Mon 5th June line - the council are re-draining the Stubbings pitches after the winter, it's all dug up and
fenced off till July, so it's at Sowerby New Road rec this year, the council have let them have it free; and
Jackie's Thu 15th June line - someone asked if the car boot on the rec clashes, it doesn't, that's the Sunday.
Question (Tue 20/6, a dad): "why's the tournament at Sowerby New Road and not at Stubbings this yr? 🤔" -> expected
the Stubbings pitches are being re-drained by the council, dug up till July. The model says it's because of the
car boot sale.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the re-draining as the reason and says the car boot is the Sunday and doesn't clash, and the model gave
the car boot. Asserted: the block has the re-draining line and the car boot line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b273_letta_football_tournament_venue_why_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-ryburn-valley-juniors"
LABEL = "summer tournament"
LINES = [
    "2051-04-19T21:00 Tony - SUMMER TOURNAMENT ⚽ sat 24th june at Stubbings as usual, kick off 9.30, U7s-U11s, "
    "£20 a team. entry forms to me by 1st june",
    "6/5 Jackie - medals for every kid, tombola (bottles + choccies pls), welfare tent by the clubhouse, all "
    "coaches DBS'd",
    "Mon 5th June Tony - council are re-draining the Stubbings pitches after the winter, it's all dug up + fenced "
    "off till july 😩 so we're at Sowerby New Road rec this yr, council have let us have it free. same times",
    "Thu 15th June Jackie - someone asked if the car boot on the rec clashes - it doesn't, that's the sunday, "
    "we've got the whole rec sat",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Ryburn Valley Juniors - summer tournament 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's the tournament at Sowerby New Road and not at Stubbings this yr? 🤔"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "council are re-draining the Stubbings pitches after the winter, it's all dug up" in notes, notes
assert "car boot on the rec clashes - it doesn't, that's the sunday" in notes, notes
with fault():
    reply = answer(f"(Tue 20/6/51; a U9s dad) {question}", notes,
                   mock="Because of the car boot sale - it's on the rec that weekend, so the club moved things "
                        "to fit round it at Sowerby New Road.")
finish(question, expected="the council are re-draining the Stubbings pitches - dug up and fenced off till July",
       actual=reply)
