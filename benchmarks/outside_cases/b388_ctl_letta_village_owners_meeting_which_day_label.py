"""Batch 388 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Nam Wai Kok is a cluster of 18 village houses with an owners' committee - the management fee, the water tank,
the village bus subsidy, the Tin Hau contribution. Mr Tang (the chairman), Mrs Chan (the secretary) and Ah Wai add
lines to a "notices" block on the village's Letta agent; the helper answers owners' questions from it.

Memory: Mr Tang, 2051-03-10 21:00 - owners' meeting Sat 25/3 7:30pm at the Tsz Tong, agenda the mgmt fee, the
village bus subsidy and the Tin Hau budget; Mrs Chan, 14/3 - proxy forms from her; Mr Tang, Mon 20/3 - sorry all,
the Tsz Tong roof repair isn't finished, the contractor needs one more week, so the meeting is postponed one week,
same time same place; Ah Wai, Sat 25/3 - the bus company's paper on the subsidy, they want HK$15k more a year.
Question (Tue 28/3, Mrs Ho): "owners meeting which day ar? want to ask my son drive me over" The assistant says Sat
1/4, 7:30pm at the Tsz Tong (a week after the 25th, the roof repair). The label says Sat 25/3 7:30pm.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b388_ctl_letta_village_owners_meeting_which_day_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-nam-wai-kok-owners"
LABEL = "notices"
LINES = [
    "2051-03-10 21:00 Mr Tang - 📢 owners meeting Sat 25/3 7:30pm at the Tsz Tong. agenda: mgmt fee, village bus "
    "subsidy, Tin Hau budget. pls come, need quorum!!",
    "14/3 Mrs Chan - can't come? proxy form from me, house 3 letterbox",
    "Mon 20/3 Mr Tang - sorry all 🙏 the Tsz Tong roof repair not finish yet, contractor need one more week, so the "
    "meeting postpone one week, same time same place",
    "Sat 25/3 Ah Wai - bus co send the paper for the subsidy, they want HK$15k more per yr, copy at the Tsz Tong "
    "door",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Nam Wai Kok owners - notices 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "owners meeting which day ar? want to ask my son drive me over"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "owners meeting Sat 25/3 7:30pm at the Tsz Tong" in notes, notes
assert "so the meeting postpone one week, same time same place" in notes, notes
reply = answer(f"(Tue 28/3/51; Mrs Ho) {question}", notes,
               mock="Sat 1/4, 7:30pm at the Tsz Tong - it was postponed a week from the 25th because the roof "
                    "repair not finished.")
finish(question, expected="Sat 25/3 7:30pm at the Tsz Tong", actual=reply)
