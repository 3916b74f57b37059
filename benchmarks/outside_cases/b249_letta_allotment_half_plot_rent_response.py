"""Batch 249 (held out). A community allotment garden's plot notes: Letta core memory block (offline stand-in),
script style (every call its own trace); the answer call has the half-plot rent in its block and gives the full-plot
rent.

App: Wainstalls Road Allotments (30 plots, some split into halves) keep a "site notes" block on the committee's
Letta agent - Derek (the treasurer) and Maureen (the secretary) add lines to it; the helper answers plot holders'
questions from it.

Planted fault (ResponseError, ignored sufficient context): the block has Derek's 2054-01-18 line - rents for 54/55
due by 31st March: full plot £38, half plot £21, starter (quarter) £12, water included, cash to him or BACS;
Maureen's 2/2 line - plot 7 was split last autumn, 7b is Gill's (the half by the hedge), 7a the Khans; Derek's Sat
14th Feb line - new padlock, keys £3 deposit; and Derek's Mon 2nd Mar line - rents by the end of the month, 6 still
outstanding. Question (Weds 11/3, Gill): "how much is my rent this yr? I'm 7b, the half one. want to drop it round
to Derek's" -> expected £21 (a half plot). The model says £38.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the half-plot rate and says 7b is a half plot, and the model gave the full-plot rate. Asserted: the block
has the rents line with both rates and the 7b line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b249_letta_allotment_half_plot_rent_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-wainstalls-rd-allotments"
LABEL = "site notes"
LINES = [
    "2054-01-18 Derek (treas) - rents for 54/55 due by 31st March 🌱 full plot £38, half plot £21, starter (quarter) "
    "£12. water incl. cash to me (no.4 Heys Lane) or BACS, ref ur plot no.",
    "2/2 Maureen - plot 7's been split since last autumn, 7b's Gill (the half by the hedge), 7a the Khans. pls update "
    "ur lists",
    "Sat 14th Feb Derek - new padlock on the main gate, keys £3 deposit from me, old keys won't work from the 21st",
    "Mon 2nd Mar Derek - reminder rents by end of the month!! 6 still outstanding, I'll knock 😉",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Wainstalls Road Allotments - site notes 2054:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much is my rent this yr? I'm 7b, the half one. want to drop it round to Derek's"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "full plot £38, half plot £21" in notes, notes
assert "7b's Gill (the half by the hedge)" in notes, notes
with fault():
    reply = answer(f"(Weds 11/3/54; Gill, plot 7b) {question}", notes,
                   mock="£38 for this year - cash to Derek at no.4 Heys Lane, or BACS with your plot number, by the "
                        "31st of March.")
finish(question, expected="£21 - 7b is a half plot", actual=reply)
