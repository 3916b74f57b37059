"""Batch 10 (held out). Hospice volunteer-rota assistant: a Letta agent (letta-client against the in-process Letta
stand-in) whose core memory block ``rota`` holds the weekly volunteer shifts, one line each; one root span per turn.

App: the volunteer coordinator tells the agent about changes in plain words ("agents.messages.create"); the agent
edits its ``rota`` block with its own memory tools. Volunteers ask the app's rota bot, which reads the block
(``blocks.retrieve``) and answers with litellm.

Planted fault (UpdateError, overwritten by the agent's own edit): the block lists "Tue 18:00-21:00 family room: Peggy
Doyle", "Thu 18:00-21:00 family room: Tom Reyes" and "Sat 09:00-12:00 reception: Priya Nair". On Monday 17
November the coordinator says "Tom can't do this Thursday; Priya has offered to cover it." The agent's
``memory_replace`` picks the wrong line: it replaces the Tuesday line with "Thu 20 Nov 18:00-21:00 family room: Priya
Nair (covering for Tom)". Question: "Who's doing Tuesday evening in the family room this week?" -> expected "Peggy
Doyle". The bot answers that Tuesday evening is unassigned.

Expected verdict: UpdateError at the agent turn's observed letta memory_replace edit (fault() wraps the turn that
made it; its gold ops include the turn and the edit). Asserted: the Tuesday line is in the block before that turn and
absent from the block the answer reads.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b10_letta_hospice_rota_replace", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-rota-st-columba"
ROTA = ("Volunteer rota, week of 17 Nov 2026:\n"
        "Mon 09:00-12:00 reception: Graham Pike\n"
        "Tue 18:00-21:00 family room: Peggy Doyle\n"
        "Thu 18:00-21:00 family room: Tom Reyes\n"
        "Sat 09:00-12:00 reception: Priya Nair")
server = fake_letta()
server.add_agent(AGENT, persona="I keep the St Columba's hospice volunteer rota for the coordinator, Ruth.",
                 rota=ROTA)
client = letta_client(server)

with turn_span("turn-1 coordinator opens the week"):
    before = client.agents.blocks.retrieve("rota", agent_id=AGENT).value
    assert "Tue 18:00-21:00 family room: Peggy Doyle" in before

with turn_span("turn-2 coordinator: Thursday cover"):
    # the agent's edit (what its model chose): it rewrites the Tuesday line instead of the Thursday one
    server.plan(AGENT, ("memory_replace", {"label": "rota", "old_str": "Tue 18:00-21:00 family room: Peggy Doyle",
                                           "new_str": "Thu 20 Nov 18:00-21:00 family room: Priya Nair (covering "
                                                      "for Tom)"}))
    with fault():
        client.agents.messages.create(AGENT, messages=[{"role": "user", "content": "Tom can't do this Thursday; "
                                                        "Priya has offered to cover it."}])

question = "Who's doing Tuesday evening in the family room this week?"
with turn_span("turn-3 volunteer question"):
    rota = client.agents.blocks.retrieve("rota", agent_id=AGENT).value
    assert "Peggy" not in rota, rota
    reply = answer(question, rota, mock="Nobody is down for Tuesday evening in the family room this week - that "
                                        "shift looks unassigned.")
finish(question, expected="Peggy Doyle", actual=reply)
