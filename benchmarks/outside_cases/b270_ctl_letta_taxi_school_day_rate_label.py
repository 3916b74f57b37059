"""Batch 270 (held out), CONTROL: nothing planted, the label is wrong. A taxi firm's school contracts: Letta core
memory block (offline stand-in), script style (every call its own trace).

App: Calder Cabs (Sowerby Bridge) keep a "council contracts" block on the firm's Letta agent - Donna (the office
manager) adds a line whenever a school contract changes, and Tracey, who does the invoicing, asks the helper.

Memory: Donna's 2051-08-29T11:00 line - the Calder High contract renewed for the year, £72 a day for the
16-seater, 190 school days; her 4/9 line - term starts, Gary on Calder High with 11 kids from Mytholmroyd; her Mon
18th Sept line - the council want Cragg Vale added to the Calder High run (2 new kids), an extra 4 miles each way,
and they've agreed £78 a day from the 25th to cover it, paperwork signed; her 29.9. line - Gary's off with his back
next week, Shabir covering. Question (Mon 2/10, Tracey): "what's the day rate for Calder High now? doing october's
invoice" -> the model answers £78 a day (since 25 Sept, with the Cragg Vale kids added), which is right per memory.

The label says "£72 a day": the rate the contract was renewed at, before Cragg Vale was added to the run. Every
memory call did its job and the answer follows the block; the expected answer is wrong, so the right verdict is
AnnotationError, with no fault op. Asserted: the block has the £72 line and the £78 line.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b270_ctl_letta_taxi_school_day_rate_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-calder-cabs-office"
LABEL = "council contracts"
LINES = [
    "2051-08-29T11:00 Donna - Calder High contract renewed for the yr 🎉 £72 a day for the 16 seater, 190 sch days, "
    "same terms as last yr",
    "4/9 Donna - term starts, Gary on Calder High, 11 kids Mytholmroyd, leaves the yard 7.50",
    "Mon 18th Sept Donna - council want us to add Cragg Vale to the Calder High run (2 new kids, twins), extra 4 "
    "miles each way, they've agreed £78 a day from the 25th to cover it, paperwork's signed + in the file",
    "29.9. Donna - Gary's off w/ his back next wk, Shabir's covering Calder High, Gary's sorted his DBS letter for "
    "the council",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Calder Cabs - council school contracts 2051/52:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what's the day rate for Calder High now? doing october's invoice"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "£72 a day for the 16 seater" in notes, notes
assert "they've agreed £78 a day from the 25th" in notes, notes
reply = answer(f"(Mon 2/10/51; Tracey) {question}", notes,
               mock="£78 a day - it went up from the 25th Sept when Cragg Vale was added to the run.")
finish(question, expected="£72 a day", actual=reply)
