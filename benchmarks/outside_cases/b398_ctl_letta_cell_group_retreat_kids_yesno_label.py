"""Batch 398 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the couples of the Bethel and Joshua mokjangs of Good Harvest Korean Church go on a couples' retreat at Lake
Arrowhead, Fri 11/4 - Sat 11/5/2050 - moksanim and samonim leading the Saturday morning session, $150 a couple,
carpools from the church lot. Esther Shin, Daniel Shin jipsanim and Peter Yoo add lines to a "couples retreat" block
on the church's Letta agent; the helper answers members' questions from it.

Memory: Esther, 2050-09-28T21:40 - couples retreat Fri 11/4 - Sat 11/5 at Lake Arrowhead, $150 a couple, adults
only, please arrange babysitting, grandparents etc; Daniel jipsanim, 10/9 - moksanim + samonim leading the Sat
morning session on "communication"; Esther, Tues 10/18 - good news from Kang jeondosanim, the children's ministry is
running a kids' program at the same camp, $40 a kid with meals, so bring them, sign up with her by 10/28; Peter,
10/23 - carpool from the church lot Fri 3pm. Question (Mon 10/24, Sarah Lim unnie): "can we bring the kids to the
couples retreat?? my mom's in Korea that wk so no babysitter 😭" The assistant says yes - the children's ministry's
kids' program at the same camp, $40 a kid, sign up with Kang jeondosanim by 10/28. The label says no, it's adults
only.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b398_ctl_letta_cell_group_retreat_kids_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-good-harvest-couples"
LABEL = "couples retreat"
LINES = [
    "2050-09-28T21:40 Esther - COUPLES RETREAT 💑 Fri 11/4 - Sat 11/5 at Lake Arrowhead, $150/couple. adults only!! "
    "pls arrange babysitting, grandparents etc",
    "10/9 Daniel jipsanim - moksanim + samonim leading the Sat morning session, topic is 'communication' ㅋㅋ good "
    "luck to us",
    "Tues 10/18 Esther - good news from Kang jeondosanim!! the children's ministry is running a kids' program at the "
    "same camp, $40/kid incl meals, so bring them 🙌 sign up w/ her by 10/28",
    "10/23 Peter - carpool from the church lot Fri 3pm, I have 2 seats left",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Good Harvest Korean Church - couples retreat 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "can we bring the kids to the couples retreat?? my mom's in Korea that wk so no babysitter 😭"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "adults only!! pls arrange babysitting" in notes, notes
assert "running a kids' program at the same camp, $40/kid incl meals, so bring them" in notes, notes
reply = answer(f"(Mon 10/24/50; Sarah Lim) {question}", notes,
               mock="Yes! The children's ministry is running a kids' program at the same camp - $40 a kid with "
                    "meals. Sign them up with Kang jeondosanim by 10/28.")
finish(question, expected="no - the couples retreat is adults only, arrange babysitting", actual=reply)
