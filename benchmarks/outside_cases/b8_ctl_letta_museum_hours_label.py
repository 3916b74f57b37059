"""Batch 8 (held out) CONTROL. Museum guide: Letta agent core memory block (letta-client against the in-process
stand-in), one root span per turn.

App: the guide agent's core block "visitor_info" holds opening hours and notices; the front-desk app reads it with
``client.agents.blocks.retrieve`` and answers with a litellm call. In turn 1 the block is updated for 2026.

No fault: the block says "Late opening on Thursdays until 21:00 (since January 2026; it was 20:00 in 2025)". The
question "Until what time is the museum open on Thursdays?" is answered "Until 21:00 (9 pm)", which is right. The
label "8 pm" is wrong: it is last year's value, which also appears in the context.

Expected verdict: AnnotationError (the answer is right; the label is wrong).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b8_ctl_letta_museum_hours_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

server = fake_letta()
AGENT = "agent-museum-guide"
server.add_agent(AGENT, visitor_info="Open daily 10:00-18:00. Late opening on Thursdays until 20:00. "
                                     "Closed on 25 December.", persona="I am the museum's visitor guide.")
client = letta_client(server)

with turn_span("turn-1 2026 hours update"):
    block = client.agents.blocks.retrieve("visitor_info", agent_id=AGENT)
    client.agents.blocks.update("visitor_info", agent_id=AGENT, value=(
        "Open daily 10:00-18:00. Late opening on Thursdays until 21:00 (since January 2026; it was 20:00 in 2025). "
        "Closed on 25 December."))

question = "Until what time is the museum open on Thursdays?"
with turn_span("turn-2 question"):
    block = client.agents.blocks.retrieve("visitor_info", agent_id=AGENT)
    assert "until 21:00" in block.value
    reply = answer(question, [block.value], mock="On Thursdays the museum is open until 21:00 (9 pm).")
finish(question, expected="8 pm", actual=reply)
