"""Batch 322 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline
stand-in), script style (every call its own trace).

App: Whiskers & Walks is a pet-sitting round in Hipperholme run by Nadia, with her sister Sam covering when she's
away. Nadia adds lines to a "clients" block on her Letta agent as she goes; Sam asks the agent about the visits.

Memory: Nadia, 2050-08-01T21:00 - Pepper (the Lindleys' old tabby), two visits a day, 8 and 5, half a thyroid
tablet morning and teatime wrapped in a bit of ham, she'll spit it out if she sees it; Nadia, 9/8 - the Lindleys'
key's under the blue pot; Nadia, Tues 16th Aug - the vet's changed Pepper to the ear gel for her thyroid, once a
day, morning visit only, rub it on the inside of her ear with a glove on, so no more tablets, the ham's for a
treat now; Nadia, 18/8 - Sam's doing the week of the 22nd. Question (Mon 22/8, Sam, before the first teatime
visit): "do I need to give Pepper a tablet at the 5 o'clock visit?" The assistant says no - she's on the ear gel
now, once a day at the morning visit, no tablets. The label says yes, half a thyroid tablet in a bit of ham.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b322_ctl_letta_pet_sitter_cat_tablet_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-whiskers-and-walks"
LABEL = "clients"
LINES = [
    "2050-08-01T21:00 PEPPER 🐱 (Lindleys' old tabby) - 2 visits a day 8 + 5, half a thyroid tab am + teatime wrapped "
    "in a bit of ham, she'll spit it out if she sees it",
    "9/8 Lindleys' key's under the blue pot by the back door, shut the cat flap at night",
    "Tues 16th Aug - vet's changed Pepper to the ear gel for her thyroid, once a day, MORNING visit only, rub it on "
    "the inside of her ear (gloves!!) so no more tablets 🙌 ham's just a treat now",
    "18/8 Sam's doing the wk of the 22nd while I'm in Filey - Lindleys, the Bakers' guinea pigs + Bruno's walk",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Whiskers & Walks - clients 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "do I need to give Pepper a tablet at the 5 o'clock visit?"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "half a thyroid tab am + teatime wrapped in a bit of ham" in notes, notes
assert "changed Pepper to the ear gel" in notes and "so no more tablets" in notes, notes
reply = answer(f"(Mon 22/8/50; Sam) {question}", notes,
               mock="No - Pepper's on the ear gel now, once a day at the morning visit only, so no tablet at 5. A bit "
                    "of ham as a treat is fine.")
finish(question, expected="yes - half a thyroid tablet wrapped in a bit of ham", actual=reply)
