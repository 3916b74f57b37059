"""Batch 259 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Todmorden Tigers ASC take 18 swimmers to the Calderdale junior league gala on Sun 14th Sept 2053 at Halifax
pool. Carol (the gala secretary) adds lines to a "gala entries" block on the club's Letta agent; the helper answers
parents' questions from it.

Memory: Carol, 2053-09-01T19:30 - entry fees £3.50 an event, relays free (the club pays), pay by Friday; Carol, 3/9
- Josh Barker entered for the 50 free, 50 back, 50 fly and the 100 IM, 4 events so £14 please; Carol, Weds 10th
Sept - Josh's mum says he's only just off the antibiotics for his ear, Dan doesn't want him doing 4 races in a
morning so he's scratched from the 100 IM, the club will knock it off; Carol, Thu 11/9 - club hats £6 if lost.
Question (Fri 12/9, Josh's mum): "how much do I owe for Josh's entries? doing a bank transfer tonight" The assistant
says £10.50 (the 3 events left at £3.50, the IM knocked off). The label says £14.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b259_ctl_letta_swim_gala_entry_fees_sum_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-todmorden-tigers"
LABEL = "gala entries"
LINES = [
    "2053-09-01T19:30 Carol - GALA ENTRIES 🏊 £3.50 an event, relays free (club pays). pay me cash or on the club "
    "account by fri 12th, ref = swimmer's name",
    "3/9 Carol - Josh Barker: 50 free, 50 back, 50 fly + 100 IM, 4 events so £14 pls",
    "Weds 10th Sept Carol - Josh's mum says he's only just off the antibiotics for his ear 😕 Dan doesn't want him "
    "doing 4 races in a morning so he's scratched from the 100 IM, club'll knock it off",
    "Thu 11/9 Carol - club hats £6 from me if lost, heat sheets on the fb page",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Todmorden Tigers ASC - junior gala Sun 14 Sept 2053:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much do I owe for Josh's entries? doing a bank transfer tonight"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "4 events so £14 pls" in notes, notes
assert "he's scratched from the 100 IM, club'll knock it off" in notes, notes
reply = answer(f"(Fri 12/9/53; Josh's mum) {question}", notes,
               mock="£10.50 - Josh is down for 3 events now at £3.50 each (the 100 IM's been knocked off). Put his "
                    "name as the reference.")
finish(question, expected="£14", actual=reply)
