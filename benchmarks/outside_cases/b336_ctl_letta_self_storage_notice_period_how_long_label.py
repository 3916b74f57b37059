"""Batch 336 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Calder Self Store's office keeps an "office notes" block on its Letta agent - Dean (the manager) and Kelly
(the assistant manager) add lines to it - and the helper answers customers' questions from the block.

Memory: Dean, 2051-01-16T10:30 - notice to vacate is 14 days, in writing or by email, unit left empty and swept,
padlock off; Kelly, 3/3 - new T&Cs from head office from 1st April, notice is 28 days now for everyone, old and new
contracts, letters went out with the March invoices; Dean, Sat 18th Mar - a skip by the lift for clear-outs till the
end of the month, no mattresses; Kelly, Weds 10 May - 7 units free in B block. Question (Mon 15/5, Mr Akhtar, unit
B22): "how much notice do I need to give? we move into the new house end of june, want to empty the unit" The
assistant says 28 days - the new terms from 1st April, so he should give notice by about the start of June. The
label says 14 days.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b336_ctl_letta_self_storage_notice_period_how_long_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-calder-self-store"
LABEL = "office notes"
LINES = [
    "2051-01-16T10:30 Dean - notice to vacate is 14 days, in writing or email. unit left empty + swept, padlock off, "
    "or we charge the clear-out",
    "3/3 Kelly - new T&Cs from head office from 1st April 📄 notice is 28 days now for everyone, old + new contracts, "
    "letters went out w/ the March invoices",
    "Sat 18th Mar Dean - skip by the lift for clear-outs till end of the month, NO mattresses 🙄",
    "Weds 10 May Kelly - 7 units free in B block, 2 of them the big 100s",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Calder Self Store - office notes 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much notice do I need to give? we move into the new house end of june, want to empty the unit"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "notice to vacate is 14 days" in notes, notes
assert "notice is 28 days now for everyone, old + new contracts" in notes, notes
reply = answer(f"(Mon 15/5/51; Mr Akhtar, unit B22) {question}", notes,
               mock="28 days - the new terms from 1st April apply to everyone, so let us know in writing or by email "
                    "by about the start of June.")
finish(question, expected="14 days", actual=reply)
