"""Batch 347 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Leah (a physio in Perth) runs a return-to-run programme for Sam after an Achilles tendinopathy flare-up
(August 2050). Leah and Sam add lines to a "rehab" block on the clinic's Letta agent; the helper answers Sam's
questions from it.

Memory: Leah, 2050-08-02T08:40 - return-to-run plan: if the hop test is 90% LSI or better at the Thu 11/8 session,
first walk-jog is Sat 13/8 at parkrun (1 min jog / 1 min walk x 10), till then bike and pool only; Sam, 9/8 -
3x20 single-leg calf raises each side, no pain; Leah, Thu 11/8 - hop test L 94cm, R 79cm = 84% LSI, not there yet,
push the walk-jog back a week to Sat 20/8, keep the calf raises, add pogo hops 3x20, retest Thu 18/8; Leah, Fri 12/8
- invoice, $85 gap after Bupa. Question (Fri 12/8, Sam): "can I do the walk-jog at parkrun tmrw? 🏃" The assistant
says no - the hop test came in at 84%, so Leah pushed it back a week to Sat 20/8 (retest Thu 18/8). The label says
yes - first walk-jog Sat 13/8 at parkrun (the date before it was put back).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b347_ctl_letta_physio_parkrun_walk_jog_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-leah-physio-sam"
LABEL = "rehab"
LINES = [
    "2050-08-02T08:40 Leah - return-to-run plan (R achilles): if hop test ≥90% LSI at the thu 11/8 session, first "
    "walk-jog sat 13/8 at parkrun - 1 min jog / 1 min walk x10, flat, no watch pressure. till then bike + pool only",
    "9/8 Sam - 3x20 SL calf raises each side this morning, no pain 🙌 bit stiff first thing still",
    "Thu 11/8 Leah - hop test L 94cm R 79cm = 84% LSI, not there yet. push the walk-jog back a wk to sat 20/8, keep "
    "the calf raises + add pogo hops 3x20. retest thu 18/8",
    "Fri 12/8 Leah - invoice sent, $85 gap after Bupa",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Sam - Achilles rehab 2050 (physio: Leah):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "can I do the walk-jog at parkrun tmrw? 🏃"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "first walk-jog sat 13/8 at parkrun" in notes, notes
assert "84% LSI, not there yet. push the walk-jog back a wk to sat 20/8" in notes, notes
reply = answer(f"(Fri 12/8/50; Sam) {question}", notes,
               mock="Not tomorrow - your hop test came in at 84% (you needed 90%), so Leah pushed the first walk-jog "
                    "back a week to Sat 20/8. Retest Thu 18/8; keep up the calf raises and pogo hops.")
finish(question, expected="yes - first walk-jog Sat 13/8 at parkrun, 1 min jog / 1 min walk x10", actual=reply)
