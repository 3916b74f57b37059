"""Batch 142 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per note and one for the question.

App: Dave, events sec of Calder Clarion CC, keeps a "crusher" block on his Letta agent for the club's sportive (Sun
14th June) - the route, the recce, the feed stations, the signs - appending a line as things come in; the helper
answers club members from the block.

Memory: 14/3: the recce of the 100 route on Sat 16th May, meet 8.30 at the rugby club, Dave, Sue and Mick, cafe stop
at Widdop; 22.3.: the arrows from the printers; Weds 8 Apr: the Hebden diversion; Weds 13 May: the Met Office have a
yellow warning out for Saturday, rain all day and 50mph on the tops, Dave says sod that, Sunday morning first thing
instead, 7.30ish, same place, Sue can still make it, Mick can't. Question (Thu 14/5, Kath, who does the feed
stations): "when's the recce ride? want to come + have a look at the Cragg Vale feed spot" The assistant says Sunday
17th May, about 7.30, from the rugby club. The label says Sat 16th May - in memory, the day first put in the block.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b142_ctl_letta_sportive_recce_date_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-calder-clarion-crusher"
LINES = [
    "14/3 - RECCE of the 100 route sat 16th may, meet 8.30 at the rugby club. me, Sue + Mick. cafe stop at Widdop, "
    "bring the map + the arrows list",
    "22.3. - 300 arrows + 40 'caution' boards from the printers, £240, in Mick's garage",
    "Weds 8 Apr - bridge works at Hebden, 100 route diverts up thru Heptonstall, +9 miles, need to ride that bit",
    "Weds 13 May - Met Office have got a yellow warning out for sat, rain all day + 50mph on the tops. sod that. "
    "sun morning first thing instead, 7.30ish, same place. Sue can still make it, Mick cant (grandson's christening)",
]

server = fake_letta()
server.add_agent(AGENT, **{"crusher": "Calder Crusher sportive - Sun 14 June 2037, HQ rugby club Mytholmroyd:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("crusher", agent_id=AGENT)
        client.agents.blocks.update("crusher", agent_id=AGENT, value=block.value + "\n- " + line)

question = "when's the recce ride? want to come + have a look at the Cragg Vale feed spot"
with turn_span("question Thu 14/5"):
    notes = client.agents.blocks.retrieve("crusher", agent_id=AGENT).value
    assert "RECCE of the 100 route sat 16th may" in notes, notes
    assert "sun morning first thing instead, 7.30ish, same place" in notes, notes
    reply = answer(f"(Thu 14/5/37, Kath, feed stations) {question}", notes,
                   mock="Sunday 17th May, first thing - about 7.30 from the rugby club. Saturday's off because of "
                        "the weather warning.")
finish(question, expected="Sat 16th May", actual=reply)
