"""Batch 80 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline stand-in
server), script style.

App: Femi, coordinator of Spokes Bike Co-op, keeps the week's notes in a Letta agent's core memory block ("week"),
appending a line at a time; volunteers ask the agent.

Memory: there's no Thursday workshop on 1/5 because St Mark's hall is a polling station for the local elections and
the co-op can't get in till gone 10; separately, Rosa is in Lanzarote that week and Ade said he'd cover her wheel
clinic the week after. The assistant says the hall's being used for voting. The label gives Rosa's holiday.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b80_ctl_letta_bikecoop_thursday_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-spokes"
LINES = [
    "Rosa off to Lanzarote tues 29/4 - tues 6/5, Ade says he'll do her wheel clinic on the 8th",
    "parts order from Madison due weds, chains + 26in tubes, Tomasz to sign for it",
    "NO workshop thurs 1st - St Mark's hall is a polling station for the local elections, vicar says we can't "
    "get in till gone 10 when they've packed the booths away. back on the 8th",
    "Mrs Kaur's Raleigh stripped, frame to the scrap man, wheels kept",
    "kids bike day sat 10/5 10-1 at the school, need 3 mechanics, Ade + Femi so far",
]

server = fake_letta()
server.add_agent(AGENT, **{"week": "Spokes - notes w/c 28 April:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("week", agent_id=AGENT)
    client.agents.blocks.update("week", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's there no workshop this thursday?"
notes = client.agents.blocks.retrieve("week", agent_id=AGENT).value
assert "polling station for the local elections" in notes and "Lanzarote" in notes
reply = answer(f"(Mon 28/4/31, a volunteer on the whatsapp) {question}", notes,
               mock="St Mark's hall is being used as a polling station for the local elections on the 1st, so we "
                    "can't get in until after 10pm. We're back on Thursday the 8th.")
finish(question, expected="Rosa's away in Lanzarote", actual=reply)
