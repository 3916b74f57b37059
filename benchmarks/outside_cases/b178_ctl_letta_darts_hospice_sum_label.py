"""Batch 178 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (each call its own trace).

App: the Crown darts club's charity night for the Severn Hospice was Sat 16th May 2042 - the killer comp, Sharon's
buffet, a raffle and an auction of a board signed by Stevie (the club's old pro). Bev, the secretary, keeps a
"charity night" block on the club's Letta agent and appends a line as things come in; committee members ask the agent.

Memory: the block's first line (all for the hospice); Gaz, Sun 17/5: £549 on the night - raffle £312, Stevie's signed
board went for £150 in the auction, the buffet tin £87; Bev, Tue 19th: the £150's not coming - the fella who won the
board went off before the end and the number he gave is dead; the board's back behind the bar, Gaz'll put it in the
next auction; Bev, 2042-05-20T11:00: the raffle and tin money banked, cheque to the hospice Friday. Question
(Thurs 21/5, Gaz): "how much are we actually sending the hospice from the night? want to put it on the fb page w the
cheque photo" The assistant says £399 (the raffle £312 + the buffet tin £87; the board money never came). The label
says £549 - Gaz's total on the night.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b178_ctl_letta_darts_hospice_sum_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-crown-darts-bev"
LABEL = "charity night"
LINES = [
    "Sat 16th May charity night 🎯 every penny to the Severn Hospice",
    "Sun 17/5 Gaz: £549 on the night!! 🙌 raffle £312, Stevie's signed board went for £150 in the auction, buffet tin "
    "£87",
    "Tue 19th Bev: the £150's not coming 😡 the fella who won the board went off before the end + the number he gave's "
    "dead. board's back behind the bar, Gaz'll put it in the next auction",
    "2042-05-20T11:00 Bev: raffle + tin money banked, cheque to the hospice fri",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Crown darts club - charity night 2042 (Bev, secretary):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = ("how much are we actually sending the hospice from the night? want to put it on the fb page w the cheque "
            "photo")
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "£549 on the night" in notes and "raffle £312" in notes and "buffet tin £87" in notes, notes
assert "the £150's not coming" in notes, notes
reply = answer(f"(Thurs 21/5/42; Gaz, club captain) {question}", notes,
               mock="£399 - the raffle's £312 and the buffet tin £87; the £150 for the board never came in.")
finish(question, expected="£549", actual=reply)
