"""Batch 314 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Claire, an environmental health officer in Calderdale council's food team, keeps a block per problem premises
on the food team's Letta agent; Gary on the complaints desk asks the agent when members of the public ring in.

Memory (block "Kebab Hut, 22 Northgate"): 2051-02-03T16:00 - cockroaches behind the fryers and in the dry store,
voluntary closure agreed with Mr Demir, not to reopen till pest control's signed it off and she's been back; 5/2 -
Rentokil in twice this week, gel and monitors down; Mon 10th Feb - back in at the Kebab Hut, Rentokil's report's
clean, door seals done, deep cleaned top to bottom, OK to reopen from tomorrow, rating 1 for now and he can ask for
a re-rating; Tue 11/2 - letter to Mr Demir confirming. Question (Thu 13/2, Gary): "is the Kebab Hut allowed to open
again? someone's rung in saying the lights are on + they're serving" The assistant says yes - Claire signed it off
on Mon 10 Feb, open from the 11th. The label says no, it's under voluntary closure till pest control signs it off.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b314_ctl_letta_hygiene_kebab_reopen_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-calderdale-food-team"
LABEL = "Kebab Hut, 22 Northgate"
LINES = [
    "2051-02-03T16:00 Claire - cockroaches behind the fryers + in the dry store 🤢 voluntary closure agreed w/ Mr "
    "Demir, NOT to reopen till pest control's signed it off + I've been back",
    "5/2 Claire - Rentokil in twice this wk, gel + monitors down, he's binned all the open dry goods",
    "Mon 10th Feb Claire - back in at the Kebab Hut, Rentokil's report's clean, door seals done, deep cleaned top to "
    "bottom. ok to reopen from tmrw 👍 rating 1 for now, he can ask for a re-rating",
    "Tue 11/2 Claire - letter to Mr Demir confirming, copy on the file",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Calderdale food team - Kebab Hut, 22 Northgate (Mr Demir):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "is the Kebab Hut allowed to open again? someone's rung in saying the lights are on + they're serving"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "voluntary closure agreed w/ Mr Demir, NOT to reopen till pest control's signed it off" in notes, notes
assert "Rentokil's report's clean" in notes and "ok to reopen from tmrw" in notes, notes
reply = answer(f"(Thu 13/2/51; Gary, complaints desk) {question}", notes,
               mock="Yes - Claire went back on Mon 10 Feb, the pest control report was clean, and she OK'd it to "
                    "reopen from the 11th (on a rating of 1 for now).")
finish(question, expected="no - it's under a voluntary closure till pest control signs it off", actual=reply)
