"""Batch 301 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Aire Valley Balloons fly evening flights from Bingley through the summer - one big basket, up to 12, a chase
crew, champagne on landing. Dev (the chief pilot) and Amy (the office) add lines to a "flights" block on the
company's Letta agent; the booking helper answers passengers from it.

Memory: the block has Amy's 2051-06-02T09:30 line - Sun 22 June evening flight, 10 booked, Dev piloting G-AVBL,
meet 6.30pm at Myrtle Park; Dev's 9/6 line - new burner's fitted, test flight Weds went like a dream; Amy's Tue 17th
June line - Dev's CAA medical is due and the doctor can't see him till the 30th so he's grounded till then, Marcus
(freelance, 20 yrs flying) is doing Sunday on G-AVBL, Dev'll drive the chase instead; and Dev's Fri 20/6 line - the
forecast's good for Sunday, light westerly. Question (Sat 21/6, Julie, a passenger): "who's our pilot tmrw night? my
husband wants to bring him a bottle as a thank you 🍾" The assistant says Marcus (the freelance pilot doing Sunday).
The label says Dev (grounded till his medical, he's driving the chase).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b301_ctl_letta_balloon_evening_pilot_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-aire-valley-balloons"
LABEL = "flights"
LINES = [
    "2051-06-02T09:30 Amy - SUN 22 JUNE evening flight 🎈 10 booked, Dev piloting G-AVBL, meet 6.30pm Myrtle Park "
    "car park, landing wherever the wind says",
    "9/6 Dev - new burner's fitted on G-AVBL, test flight weds went like a dream, quieter too",
    "Tue 17th June Amy - Dev's CAA medical is due + the doctor can't see him till the 30th 🙄 so he's grounded till "
    "then. Marcus (freelance, 20 yrs flying) is doing sunday on G-AVBL, Dev'll drive the chase instead",
    "Fri 20/6 Dev - forecast's looking good for sun, light westerly, I'll confirm by 3pm on the day",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Aire Valley Balloons - flights, summer 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's our pilot tmrw night? my husband wants to bring him a bottle as a thank you 🍾"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Dev piloting G-AVBL" in notes, notes
assert "so he's grounded till then. Marcus (freelance, 20 yrs flying) is doing sunday" in notes, notes
reply = answer(f"(Sat 21/6/51; Julie) {question}", notes,
               mock="Marcus - he's a freelance pilot with 20 years' flying, he's doing Sunday's flight on G-AVBL. "
                    "I'm sure he'd appreciate the bottle!")
finish(question, expected="Dev", actual=reply)
