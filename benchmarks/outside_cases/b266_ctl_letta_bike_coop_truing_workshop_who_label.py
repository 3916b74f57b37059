"""Batch 266 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Hebden Bike Kitchen, a repair co-op in the old chapel vestry - drop-in fix-your-own sessions on Weds
evenings and Saturday mornings, and a skills workshop once a month. The volunteers add lines to a "sessions" block on
the co-op's Letta agent; the helper answers members' questions from it.

Memory: Mo, 2050-09-02T19:15 - September's skills workshop is wheel truing, Sat 17th 10-12, Mo leading, max 6, bring
a wheel that wobbles; Ruth, 5/9 - new stands arrived, the Park Tool ones; Mo, Thu 8th Sept - his sister's wedding
has moved to the 17th so he can't do it, Priya's swapped with him, she's doing the truing on the 17th and he'll do
her brakes workshop on the 15th Oct instead, Priya's better at it than him anyway; Ruth, 12/9 - the truing's full,
waiting list on the door. Question (Weds 14/9, Sam, booked on it): "who's running the wheel truing sat? want to ask
them about spoke keys beforehand" The assistant says Priya (she swapped with Mo, whose sister's wedding moved to the
17th). The label says Mo.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b266_ctl_letta_bike_coop_truing_workshop_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-hebden-bike-kitchen"
LABEL = "sessions"
LINES = [
    "2050-09-02T19:15 Mo - SEPT SKILLS WORKSHOP 🔧 wheel truing, sat 17th 10-12, I'm leading, max 6 ppl. bring a "
    "wheel that wobbles (u know u've got one)",
    "5/9 Ruth - new stands arrived, the Park Tool ones, 2 up in the vestry + 1 for the sat sessions",
    "Thu 8th Sept Mo - sis's wedding's moved to the 17th 🙈 so I can't do it. Priya's swapped with me - she's doing the "
    "truing on the 17th + I'll do her brakes one on 15th Oct. she's better at it than me anyway",
    "12/9 Ruth - truing's full, waiting list on the door. weds drop-in as normal 6.30-9",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Hebden Bike Kitchen - sessions, autumn 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's running the wheel truing sat? want to ask them about spoke keys beforehand"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "wheel truing, sat 17th 10-12, I'm leading" in notes, notes
assert "Priya's swapped with me - she's doing the truing on the 17th" in notes, notes
reply = answer(f"(Weds 14/9/50; Sam) {question}", notes,
               mock="Priya - she swapped with Mo, whose sister's wedding moved to the 17th. Catch her at tonight's "
                    "drop-in.")
finish(question, expected="Mo", actual=reply)
