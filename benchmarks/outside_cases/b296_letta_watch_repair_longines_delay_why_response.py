"""Batch 296 (held out). A watch repair shop's job notes: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has the real reason for the delay in its block and gives a reason the
block rules out.

App: Ackroyd's Watch Repairs (a one-room workshop above a jeweller's in Hebden Bridge, 2050) - Colin does the
repairs and Dawn does the counter and the phone. They add lines to a job's block on the shop's Letta agent; the
helper answers customers who ring about their watch.

Planted fault (ResponseError, ignored sufficient context): the "Kaur Longines" block has Dawn's 2050-03-08 10:15
line - Mrs Kaur's Longines Conquest in for a service and a new crystal (it's scratched), quoted £285, ready about
the 22nd; Colin's 19/3 line - the new crystal's come from Cousins and it's fitted, lovely; Colin's Tue 25th March
line - he's had the movement out and the balance staff is snapped, it must have been dropped at some point, and the
part has to come from Swatch Group via the Longines agent, who are quoting about 6 weeks, he's rung her; and
Dawn's Sat 5th April line - Mrs K rang asking if it was the glass holding it up, told her no, the glass has been in
since March, it's the part from Switzerland. Question (Weds 23/4, Mrs Kaur): "why is my Longines taking so long?
it was meant to be ready in March!" -> expected the balance staff is broken (it had been dropped) and the part is
coming from Swatch Group, about 6 weeks. The model says it's waiting on the new crystal.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the snapped balance staff and the part from Switzerland as the reason and says the crystal was fitted in
March, and the model gave the crystal. Asserted: the block has the balance staff line and the "not the glass" line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b296_letta_watch_repair_longines_delay_why_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-ackroyds-watch-repairs"
LABEL = "Kaur Longines"
LINES = [
    "2050-03-08 10:15 Dawn - Mrs Kaur, Longines Conquest (ladies, steel), service + new crystal, it's scratched to "
    "bits. £285 quoted, ready abt the 22nd. mob on the ticket",
    "19/3 Colin - crystal's come from Cousins + it's fitted, lovely job 👌",
    "Tue 25th March Colin - had the movement out, balance staff's snapped 😬 it's been dropped at some point. part has "
    "to come from Swatch Group via the Longines agent, they're quoting abt 6 wks. rang her, she's ok, no extra for "
    "the part under £40",
    "Sat 5th April Dawn - Mrs K rang, asked was it the glass holding it up - told her no, the glass has been in since "
    "march, it's the part from Switzerland we're waiting on",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Ackroyd's Watch Repairs - job: Mrs Kaur's Longines:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why is my Longines taking so long? it was meant to be ready in March!"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "balance staff's snapped" in notes and "part has to come from Swatch Group" in notes, notes
assert "told her no, the glass has been in since march" in notes, notes
with fault():
    reply = answer(f"(Weds 23/4/50; Mrs Kaur) {question}", notes,
                   mock="Sorry for the wait, Mrs Kaur - we're still waiting on the new crystal for it; as soon as "
                        "the glass is in it'll be ready.")
finish(question, expected="the balance staff is snapped (it had been dropped) and the part's coming from Swatch Group, "
                          "about 6 weeks - the glass was done in March", actual=reply)
