"""Batch 97 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline stand-in
server), script style.

App: Claire, the Mid-Vale Youth Orchestra's course manager, keeps the summer course's tutor arrangements in a Letta
agent's core memory block ("course-tutors"), appending a line at a time; students and parents ask the agent.

Memory: Anna K tutors the cellos all week, sectionals in room 5; Tom H has the three basses, who'll share with the
cellos some days; Anna's daughter graduates Wed 30/7 in Leeds, she drives up Tuesday night and is back Thursday
morning; so on Wednesday Tom has cellos and basses together in room 5, with Anna's bowing notes for the Dvorak.
Question (Mon 28/7, Isla, a cellist): "who's taking our sectional on weds?" The assistant says Tom, the double bass
tutor. The label says Anna, the cello tutor.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b97_ctl_letta_orchestra_cello_tutor_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-mvyo-claire"
LINES = [
    "cellos: Anna K tutoring all wk, sectionals rm 5, 9.30-12",
    "basses: Tom H - only 3 of them this yr so they'll share w the cellos some days",
    "Anna's daughter graduates weds 30/7 in Leeds!! she's driving up tues night, back thurs am",
    "so weds Tom has cellos + basses together in rm 5, Anna's left him her bowing notes for the Dvorak",
    "violins: Priya + Mr Evans, violas: Jo. Mel floats where needed",
]

server = fake_letta()
server.add_agent(AGENT, **{"course-tutors": "MVYO summer course - tutors (Claire):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("course-tutors", agent_id=AGENT)
    client.agents.blocks.update("course-tutors", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's taking our sectional on weds?"
notes = client.agents.blocks.retrieve("course-tutors", agent_id=AGENT).value
assert "Anna K tutoring all wk" in notes and "weds Tom has cellos + basses" in notes
reply = answer(f"(Mon 28/7/36, Isla, a cellist) {question}", notes,
               mock="Tom, the double bass tutor - he's got cellos and basses together in room 5 on Wednesday while "
                    "Anna's in Leeds.")
finish(question, expected="Anna, the cello tutor", actual=reply)
