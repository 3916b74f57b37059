"""Batch 58 (held out), control. A scout troop's camp notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: the leaders of 3rd Frome Scouts keep a "camp" block on a Letta agent and append a line whenever something comes
up about summer camp at Rees's farm; they ask the assistant about it later. In 2024 the Bottom Field flooded in a
storm and three patrols were swamped at 2am, so the leaders said never again in the wet. This year the reason is
different: Mr Rees has his heifers in the Bottom Field until September, and the troop is on the top paddock by the
wood; the summer has been dry.

No fault planted. Question (Thu 16/7, a parent at the parents' evening): "why aren't the scouts camping in the Bottom
Field this year?" The model answers that the farmer has his young cattle in it, right per memory. The label says it
floods when it rains. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b58_ctl_letta_scouts_bottom_field_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-3rd-frome-camp"
LINES = [
    "2024 camp debrief: Bottom Field flooded in the storm on the weds, 3 patrols swamped at 2am, kit drying for days. "
    "never pitch there if it's wet again",
    "Mr Rees rang 2/7 - he's got his heifers in the Bottom Field till Sept, we can have the top paddock up by the "
    "wood, water from the trough tap, he'll run the electric fence between",
    "forecast for camp wk is dry dry dry, ground's like concrete, bring the steel pegs + the big mallets",
    "Alfie's mum: he's fine w cows, it's dogs he's scared of",
    "top paddock has a slope at the gate end, kitchen shelter at the flat bit nr the hedge",
    "campfire - Mr Rees says fine but in the old fire circle only, bucket of water by it",
]

server = fake_letta()
server.add_agent(AGENT, **{"camp": "Summer camp 2026, Rees's farm - notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("camp", agent_id=AGENT)
    client.agents.blocks.update("camp", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why aren't the scouts camping in the Bottom Field this year?"
notes = client.agents.blocks.retrieve("camp", agent_id=AGENT).value
assert "Bottom Field flooded in the storm" in notes and "heifers in the Bottom Field till Sept" in notes
reply = answer(f"(Thu 16/7) {question}", notes,
               mock="Mr Rees has his heifers in the Bottom Field until September, so the troop's on the top paddock "
                    "by the wood.")
finish(question, expected="because it floods when it rains - it was a disaster in 2024", actual=reply)
