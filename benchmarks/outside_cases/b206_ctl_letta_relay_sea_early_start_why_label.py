"""Batch 206 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Clun Valley Harriers' relay to the sea is Sat 18th May 2047 - Clun church to the prom at Aberystwyth in 8 legs,
two hired vans. Gareth (the relay organiser) keeps a "relay" block on the club's Letta agent and adds a line as things
come up; runners ask it.

Memory (the block): Gareth, 2047-04-02T19:00 - start's 7 from the church as usual; Mel - the vans are from Enterprise,
they want them back by 9pm Saturday, loads of time; 9/4 Gareth - the council are shutting the prom at Aber from 4pm
that day for the carnival, so Owain's got to be on the beach by half 3 and they're going off at 6 now, sorry early
birds; Sian - 6!! fine, she'll bring the coffee. Question (Tue 14/5, Rhys, on leg 1): "why are we starting at 6 now?
my lift can't do before half 6" The assistant says the prom at Aberystwyth shuts at 4pm for the carnival, so the last
leg has to be in by half 3. The label says because the vans have to be back by 9pm.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b206_ctl_letta_relay_sea_early_start_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-clun-valley-harriers"
LABEL = "relay"
LINES = [
    "2047-04-02T19:00 Gareth - RELAY 🏃‍♀️🌊 sat 18th may, start's 7 from the church as usual, 8 legs to Aber prom",
    "Mel - vans are from Enterprise, they want them back by 9pm sat, loads of time 👍",
    "9/4 Gareth - bit of a spanner, the council are shutting the prom at Aber from 4pm that day for the carnival 🎡 so "
    "Owain's got to be on the beach by half 3 - we're going off at 6 now, sorry early birds",
    "Sian - 6!! 😴 fine, I'll bring the coffee",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Clun Valley Harriers - relay to the sea 2047 (Gareth):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why are we starting at 6 now? my lift can't do before half 6"
with turn_span("question Tue 14/5"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "back by 9pm sat, loads of time" in notes, notes
    assert "shutting the prom at Aber from 4pm" in notes, notes
    reply = answer(f"(Tue 14/5/47; Rhys, on leg 1) {question}", notes,
                   mock="The council are shutting the prom at Aberystwyth from 4pm for the carnival, so Owain has to "
                        "finish on the beach by half 3 - hence going off at 6.")
finish(question, expected="because the vans have to be back by 9pm", actual=reply)
