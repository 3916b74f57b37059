"""Batch 288 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Scruffs to Fluffs, a dog grooming salon in Elland - Jo (the owner), Lisa (the senior groomer) and Megan (just
qualified). Jo adds lines to a "rota" block on the salon's Letta agent; the helper answers customers' questions
from it.

Memory: Jo, 2050-05-02T08:30 - Thursdays Lisa does all the doodles and poodles (she's the scissor queen), Megan on
the bathing and nails, Jo on the small dogs; Jo, 20/5 - Megan's NVQ's done, she can do full grooms on her own now;
Jo, Mon 12th June - Lisa's off to Tenerife w/c 19th, so Megan's doing her Thursday dogs that week, she's fine with
doodles, Jo will check them over; Jo, Weds 14th June - the big dryer's fixed. Question (Tue 20/6, Mrs Patel):
"who's doing Biscuit on thursday? he's funny with new people, gets himself in a right state" The assistant says
Megan - Lisa's away in Tenerife this week, and Jo will check him over. The label says Lisa.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b288_ctl_letta_dog_grooming_who_grooms_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-scruffs-to-fluffs"
LABEL = "rota"
LINES = [
    "2050-05-02T08:30 Jo - THURSDAYS: Lisa does all the doodles + poodles (she's the scissor queen ✂️), Megan bathing "
    "+ nails, me on the small dogs",
    "20/5 Jo - Megan's NVQ's done!! 🎓 she can do full grooms on her own now",
    "Mon 12th June Jo - Lisa's off to Tenerife w/c 19th 🏝️ so Megan's doing her thurs dogs that wk, she's fine w/ "
    "doodles, I'll check them over",
    "Weds 14th June Jo - big dryer's fixed at last, £65 for a new switch",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Scruffs to Fluffs - who grooms what:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's doing Biscuit on thursday? he's funny with new people, gets himself in a right state"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Lisa does all the doodles + poodles" in notes, notes
assert "Megan's doing her thurs dogs that wk" in notes, notes
reply = answer(f"(Tue 20/6/50; Mrs Patel, whose labradoodle Biscuit comes in every 6 wks) {question}", notes,
               mock="Megan's doing him this Thursday - Lisa's away in Tenerife this week. Megan's fully qualified "
                    "and good with doodles, and Jo will check him over.")
finish(question, expected="Lisa", actual=reply)
