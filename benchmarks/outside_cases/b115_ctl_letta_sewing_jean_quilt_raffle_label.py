"""Batch 115 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (each call its own trace).

App: Pam's Tuesday sewing group at St Anne's hall keeps its raffle and fabric notes in a Letta agent's "group" block;
Pam appends lines as they come and the helper answers the members from the block.

Memory: the raffle for the hall roof fund lists Jean's log cabin quilt (the blue one, queen size) as first prize,
Pam's cushion set and a £20 Abakhan voucher, draw at the summer fair 20/6; later Jean's daughter, expecting in
August, has fallen in love with the log cabin, so it's going in the baby's room - Jean's making us a table runner
instead, she's mortified, told her not to be daft; the poster needs redoing. Question (Tue 2/6, a member): "is
jean's quilt still going in the raffle? my sister wants tickets for it" The assistant says no - it's going to Jean's
daughter for the baby's room, Jean's doing a table runner. The label says yes, the blue log cabin quilt - in memory,
but as the prize it was before.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b115_ctl_letta_sewing_jean_quilt_raffle_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-st-annes-sewing"
LINES = [
    "RAFFLE (hall roof fund): 1st Jean's log cabin quilt - the blue one, queen size!!, 2nd Pam's cushion set, 3rd "
    "£20 Abakhan voucher. tix £1 or 6 for £5, draw at the summer fair 20/6",
    "Doughty's order in 14/5 - navy ditsy 3m, mustard 2m, Liberty lawn on back order til 22/5",
    "Jean - her Kirsty's expecting in aug + has fallen in love w the log cabin, so it's going in the baby's room. "
    "Jean's making us a table runner instead, she's mortified lol, told her not to be daft. need to redo the poster",
    "84 tix sold so far. Sue's doing the binding on the runner",
    "hall keys back by 9.30 tues now, not 10",
]

server = fake_letta()
server.add_agent(AGENT, **{"group": "St Anne's Tuesday sewing group notes (Pam):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("group", agent_id=AGENT)
    client.agents.blocks.update("group", agent_id=AGENT, value=block.value + "\n- " + line)

question = "is jean's quilt still going in the raffle? my sister wants tickets for it"
notes = client.agents.blocks.retrieve("group", agent_id=AGENT).value
assert "1st Jean's log cabin quilt" in notes and "going in the baby's room" in notes
reply = answer(f"(Tue 2/6/37, a member) {question}", notes,
               mock="No - Jean's daughter Kirsty wants the log cabin quilt for the baby's room, so Jean's making a "
                    "table runner for the raffle instead.")
finish(question, expected="yes - the blue log cabin quilt, first prize", actual=reply)
