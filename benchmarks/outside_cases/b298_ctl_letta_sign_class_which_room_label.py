"""Batch 298 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: a BSL Level 2 evening class at Greenhead College - Tuesdays 6.30-8.30 from 25th April 2051, taught by Dawn.
Dawn adds lines to a "bsl level 2" block on the class's Letta agent, and the helper answers students' questions
from it.

Memory: Dawn, 2051-04-18T21:00 - Level 2 starts Tue 25th April, 6.30-8.30, Room B14 (2nd floor, lift by reception);
Dawn, 2/5 - homework, your family tree in sign, video to the WhatsApp; Dawn, Tue 16th May - the college are doing
the heating in B block over half term and the week after, so they're in the library seminar room (ground floor, by
the canteen) on Tues 30th May, 6th June and 13th June, back to B14 after; Dawn, Thu 25/5 - Deaf club social at the
Albert Fri 9th June. Question (Mon 5/6, Tariq): "which room are we in tmrw? coming straight from work + don't want
to be wandering round B block 😅" The assistant says the library seminar room, ground floor by the canteen (B block's
heating). The label says Room B14, 2nd floor.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b298_ctl_letta_sign_class_which_room_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-greenhead-bsl-l2"
LABEL = "bsl level 2"
LINES = [
    "2051-04-18T21:00 Dawn - LEVEL 2 🤟 starts tue 25th april 6.30-8.30, Room B14 (2nd floor, lift's by reception). "
    "bring ur Level 1 certs to the 1st class pls",
    "2/5 Dawn - homework: ur family tree in sign, who's who + what they do, video to the WhatsApp by mon",
    "Tue 16th May Dawn - college are doing the heating in B block over half term + the wk after so we're in the "
    "library seminar room (ground floor, by the canteen) tues 30th may, 6th june + 13th june. back to B14 after",
    "Thu 25/5 Dawn - Deaf club social at the Albert fri 9th june 8pm, come + practise, voices off!!",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Greenhead College BSL Level 2 (Tuesdays) - 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "which room are we in tmrw? coming straight from work + don't want to be wandering round B block 😅"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Room B14 (2nd floor, lift's by reception)" in notes, notes
assert "we're in the library seminar room (ground floor, by the canteen) tues 30th may, 6th june" in notes, notes
reply = answer(f"(Mon 5/6/51; Tariq) {question}", notes,
               mock="The library seminar room tomorrow - ground floor, by the canteen. B block's heating is being "
                    "done, so we're not in B14 till after the 13th.")
finish(question, expected="Room B14, 2nd floor (lift by reception)", actual=reply)
