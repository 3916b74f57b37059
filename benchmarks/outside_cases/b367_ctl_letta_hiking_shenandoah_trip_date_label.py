"""Batch 367 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Westbrook University Outing Club's spring backpacking trip - an overnight in Shenandoah, Old Rag to
Whiteoak Canyon, 10 spots, $15 for the campsite. Nate (the trip leader) and Tess (the gear chair) add lines to a
"shenandoah overnight" block on the club's Letta agent from their Discord posts; the helper answers members'
questions from it.

Memory: Nate, 2051-02-08T19:45 - SHENANDOAH overnight sat 3/4 - sun 3/5, Old Rag to Whiteoak, 10 spots, $15 campsite
venmo him; Tess, 2/14 - 2 tents left in the closet, bear canisters required at the campsite; Nate, 2/22 - "update:"
the NPS closed Skyline Drive for the ice storm cleanup, so the trip's moved to the weekend after spring break, sat
3/25 - sun 3/26, same plan, same spots, everyone's still in; Tess, 2/27 - rental pickup the Thursday before, 7-9pm.
Question (Weds 3/1, Lena): "when's the shenandoah trip again? need to ask my manager for the sat off" The assistant
says Sat 3/25 - Sun 3/26, the weekend after spring break (moved from 3/4 because Skyline Drive's closed). The label
says Sat 3/4 - Sun 3/5 - the date before it was rescheduled.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b367_ctl_letta_hiking_shenandoah_trip_date_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-wuoc"
LABEL = "shenandoah overnight"
LINES = [
    "2051-02-08T19:45 @nate - SHENANDOAH overnight 🏕️ sat 3/4 - sun 3/5, old rag → whiteoak canyon. 10 spots, $15 "
    "for the campsite, venmo me to hold ur spot",
    "2/14 @tess - 2 tents left in the closet, first come first served. bear canisters REQUIRED at the campsite, we "
    "have 6",
    "2/22 @nate - update: NPS closed skyline drive for the ice storm cleanup 😩 so the trip's moved to the weekend "
    "after spring break, sat 3/25 - sun 3/26. same plan same spots, everyone's still in",
    "2/27 @tess - rental pickup the thurs before, 7-9pm in the rec center basement",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "WUOC - Shenandoah overnight, spring 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "when's the shenandoah trip again? need to ask my manager for the sat off"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "sat 3/4 - sun 3/5, old rag" in notes, notes
assert "the trip's moved to the weekend after spring break, sat 3/25 - sun 3/26" in notes, notes
reply = answer(f"(Weds 3/1/51; Lena) {question}", notes,
               mock="Sat 3/25 - Sun 3/26, the weekend after spring break - Nate moved it from 3/4 because Skyline "
                    "Drive's closed for the ice storm cleanup.")
finish(question, expected="Sat 3/4 - Sun 3/5", actual=reply)
