"""Batch 242 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Ryburn Valley Brewery is a small brewery in a unit behind Ripponden mill - a 5 barrel kit, three fermenters,
a taproom open Friday and Saturday nights, a winter oatmeal stout, a tasting panel of regulars who try each new
batch before it goes out. Ade (the brewer) and Kath (who runs the taproom) add lines to a "brew schedule" block on
the brewery's Letta agent; the helper answers the panel's questions from it.

Memory: Ade, 2051-10-09T17:45 - oatmeal stout (b22) brewed today, FV3, tasting panel Fri the 3rd, 7pm in the
taproom; Kath, 17/10 - Hoptimist b23 kegged, 20 to the Fleece; Ade, Mon 30 Oct - the stout's still cloudy as
anything, not dropped bright, not putting it in front of the panel like that, he's fined it again, so the tasting's
pushed to 14/11, same time, Kath's messaged the panel; Kath, Tue 31st - taproom shut Sat 4th for a private do.
Question (Thu 2/11, Brian, on the tasting panel): "when's the stout tasting? want to book the night off the
taxis" The assistant says Tuesday 14th November at 7 (it was moved from the 3rd, the stout hadn't cleared). The label
says Friday the 3rd.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b242_ctl_letta_brewery_stout_tasting_when_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-ryburn-valley-brewery"
LABEL = "brew schedule"
LINES = [
    "2051-10-09T17:45 Ade - OATMEAL STOUT (b22) brewed today 🍺 FV3, OG 1.056. tasting panel fri the 3rd, 7pm in the "
    "taproom, usual lot",
    "17/10 Kath - Hoptimist b23 kegged, 20 to the Fleece + 6 for us. cask ale festival forms in",
    "Mon 30 Oct Ade - stout's still cloudy as anything, not dropped bright 😤 not putting it in front of the panel "
    "like that, fined it again so tasting's pushed to 14/11, same time. Kath's messaged the panel",
    "Tue 31st Kath - taproom shut sat 4th for a private do (Julie's 50th), open fri as normal",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Ryburn Valley Brewery - brew schedule, autumn 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "when's the stout tasting? want to book the night off the taxis"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "tasting panel fri the 3rd, 7pm in the taproom" in notes, notes
assert "tasting's pushed to 14/11, same time" in notes, notes
reply = answer(f"(Thu 2/11/51; Brian) {question}", notes,
               mock="Tuesday 14th November, 7pm in the taproom - it was moved from the 3rd because the stout hadn't "
                    "cleared yet.")
finish(question, expected="Friday the 3rd, 7pm in the taproom", actual=reply)
