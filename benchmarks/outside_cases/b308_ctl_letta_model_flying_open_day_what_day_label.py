"""Batch 308 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Calder Valley Aeromodellers fly from Mr Sutcliffe's top field at Crow Hill - a summer open day with a fun fly,
buddy-box flights for kids, a burger van and a raffle for the air ambulance. Derek (the secretary), Keith (the
treasurer) and Graham (the chief instructor) add lines to an "open day" block on the club's Letta agent; the helper
answers members' questions from it.

Memory: Derek, 2051-03-20T19:00 - open day and fun fly Sat 15th July at Crow Hill, 10-4, BMFA display rules, burger
van booked; Keith, 12/4 - raffle for the air ambulance on the day, prizes to him; Derek, Tue 6th June - the open day's
moving to Sun 23rd July, the Saturday clashes with the village gala and Mr Sutcliffe needs the top field for the gala
car park, he's fine with a Sunday for it, burger van's rebooked; Graham, Sat 17th Jun - trainer's repaired, buddy box
flights for the kids on the day. Question (Mon 10/7, Steve): "what day's the open day again? my brother wants to
bring his jet over from Leeds" The assistant says Sunday 23rd July (moved off the gala Saturday). The label says
Saturday 15th July.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b308_ctl_letta_model_flying_open_day_what_day_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-calder-valley-aero"
LABEL = "open day"
LINES = [
    "2051-03-20T19:00 Derek - OPEN DAY / fun fly ✈️ sat 15th july at Crow Hill, 10-4, BMFA display rules, pilots' "
    "briefing 9.30. burger van booked (the good one from Hebden)",
    "12/4 Keith - raffle for the air ambulance on the open day, prizes to me, tickets £1 a strip",
    "Tue 6th June Derek - open day's moving to SUN 23rd july 🙄 the sat clashes with the village gala + Mr Sutcliffe "
    "needs the top field for the gala car park. he's fine with a sunday for it, burger van's rebooked",
    "Sat 17th Jun Graham - trainer's repaired (new undercarriage), buddy box flights for the kids on the day, I'll "
    "need 2 more instructors",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Calder Valley Aeromodellers - open day 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what day's the open day again? my brother wants to bring his jet over from Leeds"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "sat 15th july at Crow Hill, 10-4" in notes, notes
assert "open day's moving to SUN 23rd july" in notes, notes
reply = answer(f"(Mon 10/7/51; Steve) {question}", notes,
               mock="Sunday 23rd July - it moved off the Saturday because of the village gala. Briefing's at 9.30; "
                    "tell him BMFA display rules apply for the jet.")
finish(question, expected="Saturday 15th July", actual=reply)
