"""Batch 9 (held out), wrong-label control. Coworking space member assistant: Letta core memory blocks (letta-client
against the in-process Letta stand-in), one root span per turn.

App: each member has an agent whose core block ``membership`` is kept up to date by the front desk
(``blocks.retrieve`` + ``blocks.update``); the assistant answers from the block with litellm.

No fault: the block says "Fixed desk: 14 (second floor, window row)" until 1 March 2026, when the desk updates it to
"Fixed desk: 22 (third floor, quiet zone) since 1 March 2026 - moved from desk 14". Question: "Which desk is mine?"
-> the assistant answers "Desk 22, in the third-floor quiet zone" (right). The label is "Desk 14" -- the superseded
desk, still named in the block.

Expected verdict: AnnotationError (the label is the old, superseded value).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b9_ctl_letta_cowork_desk_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-member-0177"
server = fake_letta()
server.add_agent(AGENT, membership="Member: Tove Andersen, plan Fixed Desk (monthly).\nFixed desk: 14 (second floor, "
                                   "window row).\nMeeting-room credits: 8 hours a month.")
client = letta_client(server)

with turn_span("turn-1 front desk: desk move"):
    block = client.agents.blocks.retrieve("membership", agent_id=AGENT)
    value = block.value.replace("Fixed desk: 14 (second floor, window row).",
                                "Fixed desk: 22 (third floor, quiet zone) since 1 March 2026 - moved from desk 14.")
    client.agents.blocks.update("membership", agent_id=AGENT, value=value)

question = "Which desk is mine?"
with turn_span("turn-2 member question"):
    block = client.agents.blocks.retrieve("membership", agent_id=AGENT).value
    assert "Fixed desk: 22" in block and "desk 14" in block
    reply = answer(question, block, mock="Desk 22, in the third-floor quiet zone.")
finish(question, expected="Desk 14", actual=reply)
