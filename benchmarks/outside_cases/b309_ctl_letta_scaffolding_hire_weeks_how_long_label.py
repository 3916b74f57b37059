"""Batch 309 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Holroyd Scaffolding (Elland) keep a block per live job on the office's Letta agent; Dean (the contracts
manager) and Tina (the office) add lines as the job goes, and the helper answers from the block.

Memory (the "sunnybank rd" block): Dean, 2053-08-04T08:00 - Sunnybank Rd, four semis for Calderdale Homes'
re-render, quoted 6 weeks' hire from the day it's up, £4,850, then £540 a week after; Tina, 11/8 - up and handed
over Mon 11th, Lee did the tag; Dean, Fri 12 Sept - Calderdale Homes rang, the render's nowhere near dry with all
this rain, they want it another 3 weeks, he's said fine, £540 a week as per the quote; Dean, Mon 22/9 - the extra
lift on the end gable's done. Question (Tue 23/9, Tina, doing the invoices): "how long's the hire on Sunnybank Rd
now? doing the invoices + they're asking when we'll be off" The assistant says 9 weeks from the 11th Aug (6 quoted
and 3 more for the render), so off about w/c 13th Oct. The label says 6 weeks.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b309_ctl_letta_scaffolding_hire_weeks_how_long_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-holroyd-scaffolding-office"
LABEL = "sunnybank rd"
LINES = [
    "2053-08-04T08:00 Dean - Sunnybank Rd 2-8 (evens), 4 semis, Calderdale Homes re-render. quoted 6 wks hire from "
    "the day it's up, £4,850, then £540/wk after",
    "11/8 Tina - up + handed over mon 11th 👍 Lee did the tag, next insp mon 18th",
    "Fri 12 Sept Dean - Calderdale Homes rang, render's nowhere near dry with all this rain 🌧️ they want it another "
    "3 wks, told them fine, £540/wk as per the quote",
    "Mon 22/9 Dean - extra lift on the end gable done, no charge (goodwill, they've got 3 more jobs coming)",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Holroyd Scaffolding - Sunnybank Rd job:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long's the hire on Sunnybank Rd now? doing the invoices + they're asking when we'll be off"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "quoted 6 wks hire from the day it's up" in notes, notes
assert "they want it another 3 wks, told them fine" in notes, notes
reply = answer(f"(Tue 23/9/53; Tina) {question}", notes,
               mock="9 weeks from Mon 11th Aug - the 6 quoted plus the 3 more for the render, £540 a week for those - "
                    "so you'd be off around w/c 13th Oct.")
finish(question, expected="6 weeks", actual=reply)
