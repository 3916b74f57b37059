"""Batch 360 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Kowalski lab keep a "chip protocol" block on their Letta agent - Marta (the PI), Priya and Owen add lines
as the ChIP-seq protocol changes and as they book the Bioruptor; the helper answers bench questions from the block.

Memory: Marta, 2050-02-14 - ChIP SOP v3.2: crosslink 1% formaldehyde 10 min RT, quench 125 mM glycine, sonicate on
the Bioruptor Pico 10 cycles 30 s on / 30 s off at 4 °C; Priya, 3/3 - S-0402 chromatin still ~800 bp on the
TapeStation after 10 cycles; Marta, Mon 14 Mar - v3.2 superseded by v3.3: 14 cycles 30/30 now, check a 10 µL
aliquot on the TapeStation (want 200-500 bp), everything else as v3.2; Owen, 21/3 - Bioruptor booked Weds 23/3
13:00-15:00 for S-0435-S-0438. Question (Tue 22/3, Owen): "how many cycles do I run on the Bioruptor for the ChIP
tmrw?" The assistant says 14 cycles, 30 s on / 30 s off (v3.3). The label says 10 cycles, 30 s on / 30 s off.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b360_ctl_letta_chip_sonication_cycles_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-kowalski-lab"
LABEL = "chip protocol"
LINES = [
    "2050-02-14 Marta - ChIP SOP v3.2: crosslink 1% FA 10 min RT, quench glycine 125 mM 5 min, sonicate Bioruptor "
    "Pico 10 cycles 30 s on/30 s off, 4 °C, 1.5 mL TPX tubes",
    "3/3 Priya - S-0402 chromatin still ~800 bp on the TapeStation after 10 cycles 😕 under-sheared",
    "Mon 14 Mar Marta - v3.2 superseded by v3.3: 14 cycles 30/30 now + check a 10 µL aliquot on the TapeStation "
    "(want 200-500 bp). everything else as v3.2. bin the old printouts pls",
    "21/3 Owen - Bioruptor booked weds 23/3 13:00-15:00 for S-0435-S-0438, water bath pre-chilled from 12:30",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Kowalski lab - ChIP-seq protocol notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many cycles do I run on the Bioruptor for the ChIP tmrw?"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Pico 10 cycles 30 s on/30 s off" in notes, notes
assert "v3.2 superseded by v3.3: 14 cycles 30/30 now" in notes, notes
reply = answer(f"(Tue 22/3/50; Owen) {question}", notes,
               mock="14 cycles, 30 s on / 30 s off at 4 °C - that's v3.3 (v3.2's 10 cycles under-sheared). Check a "
                    "10 µL aliquot on the TapeStation for 200-500 bp.")
finish(question, expected="10 cycles, 30 s on / 30 s off", actual=reply)
