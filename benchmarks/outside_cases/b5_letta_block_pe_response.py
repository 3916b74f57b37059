"""b5: a parent's school assistant that keeps the child's timetable in a Letta core memory block (the real
letta-client against the in-process Letta stand-in of b3_support). One root span per turn (the app's own span): the
parent pastes the new term's timetable and the app writes it into the ``school`` block (``blocks.update``); a later
turn reads the block (``blocks.retrieve``) and answers with its own model call (litellm, ``mock_response``).

The block: "Ella (Year 4) timetable: PE on Tuesdays and Thursdays - kit in a named bag. Swimming on Wednesday
afternoons: towel and goggles. Homework club on Mondays until 4:30. Library books back on Fridays."

Planted fault: none in memory. The model answers with the swimming day (the answer ``litellm.completion``, wrapped in
``fault()``).

Question (a list of days): "Which days does Ella need her PE kit?" Expected "Tuesdays and Thursdays".

Why ResponseError at litellm.completion: the block the answer read says the PE days word for word; the write that put
it there lost nothing. The model picked the wrong line (ignored_sufficient_context). Another reading: none that I
see.
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, fault, finish, setup  # noqa: E402
import b3_support  # noqa: E402

setup("b5_letta_block_pe_response", ["letta", "litellm"])

server = b3_support.fake_letta()
client = b3_support.letta_client(server)
AGENT = "agent-school"
server.add_agent(AGENT, human="Parent: Priya. Child: Ella, Year 4 at Brook Lane Primary.",
                 school="(no timetable yet)", persona="I help Priya keep track of Ella's school week.")

TIMETABLE = ("Ella (Year 4) timetable: PE on Tuesdays and Thursdays - kit in a named bag. Swimming on Wednesday "
             "afternoons: towel and goggles. Homework club on Mondays until 4:30. Library books back on Fridays.")
with b3_support.turn_span("turn-2026-01-05"):
    client.agents.blocks.retrieve("school", agent_id=AGENT)
    client.agents.blocks.update("school", agent_id=AGENT, value=TIMETABLE)

QUESTION = "Which days does Ella need her PE kit?"
with b3_support.turn_span("turn-2026-01-12"):
    block = client.agents.blocks.retrieve("school", agent_id=AGENT)
    assert "PE on Tuesdays and Thursdays" in block.value  # the context holds the evidence
    with fault():
        reply = answer(QUESTION, [block.value], mock="Just Wednesdays - that's her swimming afternoon.")
finish(QUESTION, "Tuesdays and Thursdays", reply)
