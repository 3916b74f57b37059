"""Batch 305 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Ivory & Lace Bridal in Hebden Bridge keep a block per bride on the shop's Letta agent; Jo (the owner) and Carol
(the seamstress) add a line after each fitting or phone call, and the bride asks the helper things by text.

Memory (the "megan clarke" block): Jo, 2051-04-10T10:00 - Megan Clarke, the Grace (ivory, size 10), wedding Sat 9th
Sept; fittings in the small room, 2 guests max please (it's tiny, and the mirrors); Carol, 22/6 - 1st fitting done,
hem 1.5in, straps shortened, 2nd fitting Thurs 27th July 6pm; Jo, Sat 29th July - Megan's final fitting is Sat 19th
Aug 11am, and they've given her the big suite upstairs for it ("the Bridgerton room") so she can bring who she
likes, up to 6, prosecco on the shop; Carol, Tue 8 Aug - veil and belt in, dress steamed. Question (Thu 10/8,
Megan): "can I bring my mum, both my sisters + my nan to the final fitting? nan's desperate to see it 🥹" The
assistant says yes - the final's in the big suite upstairs, up to 6, so the four of them are fine. The label says no,
2 guests max in the fitting room.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b305_ctl_letta_bridal_fitting_guests_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-ivory-lace-bridal"
LABEL = "megan clarke"
LINES = [
    ("2051-04-10T10:00", "2051-04-10T10:00 Jo - Megan Clarke 💍 the Grace, ivory, sz 10, wedding sat 9th sept at "
                         "Shibden Hall. fittings in the small room, 2 guests max pls (it's tiny + the mirrors)"),
    ("22/6", "22/6 Carol - 1st fitting done, hem up 1.5in, straps shortened a touch. 2nd fitting thurs 27th july "
             "6pm"),
    ("Sat 29th July", "Sat 29th July Jo - Megan's final is sat 19th aug 11am + we've given her the big suite "
                      "upstairs for it (the Bridgerton room 😂) so she can bring who she likes, up to 6, prosecco on "
                      "us 🥂"),
    ("Tue 8 Aug", "Tue 8 Aug Carol - veil + belt came in, dress steamed + on the rail"),
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Ivory & Lace Bridal - Megan Clarke's fittings:"})
client = letta_client(server)
for day, line in LINES:
    with turn_span(f"note {day}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "can I bring my mum, both my sisters + my nan to the final fitting? nan's desperate to see it 🥹"
with turn_span("question Thu 10/8"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "fittings in the small room, 2 guests max pls" in notes, notes
    assert "so she can bring who she likes, up to 6" in notes, notes
    reply = answer(f"(Thu 10/8/51; Megan) {question}", notes,
                   mock="Yes! Your final fitting (Sat 19th Aug, 11am) is in the big suite upstairs, so you can bring "
                        "up to 6 - your mum, both sisters and your nan are fine. Prosecco's on us.")
finish(question, expected="no - 2 guests max in the fitting room", actual=reply)
