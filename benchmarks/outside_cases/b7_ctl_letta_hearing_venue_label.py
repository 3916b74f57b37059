"""Batch 7 control — a legal case assistant on a Letta core memory block (letta-client against the in-process
stand-in), script style. No fault: the label is wrong.

App: an employment-law firm's assistant keeps the client's case summary in the agent's ``human`` core block; to
answer a question the app reads the block (``blocks.retrieve``) and passes it to the model.

Memory: "... Preliminary hearing held on 8 July 2025 at Manchester Employment Tribunal. Full hearing: 14 October
2025 at Leeds Employment Tribunal." The assistant answers Leeds, which is right.

Question: "Where is the full hearing taking place?" — label "Manchester Employment Tribunal" (wrong: that is where
the preliminary hearing was, in the same block).

Expected verdict: AnnotationError.
"""
from __future__ import annotations

import uuid

import common
from b3_support import fake_letta, letta_client
from common import answer, finish, setup

NAME = "b7_ctl_letta_hearing_venue_label"
CASE = ("Client: Dana Whitfield. Claim: unfair dismissal against Harlow Foods Ltd. Preliminary hearing held on "
        "8 July 2025 at Manchester Employment Tribunal. Full hearing: 14 October 2025 at Leeds Employment "
        "Tribunal. Witnesses: Carl Ibbotson (former shift manager).")
QUESTION = "Where is the full hearing taking place?"
EXPECTED = "Manchester Employment Tribunal"


def main() -> None:
    setup(NAME, ["letta", "litellm"])
    server = fake_letta()
    client = letta_client(server)
    agent_id = f"agent-{uuid.uuid4()}"
    server.add_agent(agent_id, human="Client: Dana Whitfield.", persona="I am the firm's case assistant.")
    client.agents.blocks.update("human", agent_id=agent_id, value=CASE)  # the paralegal's case summary
    block = client.agents.blocks.retrieve("human", agent_id=agent_id)
    assert "Leeds Employment Tribunal" in block.value
    reply = answer(QUESTION, [block.value], mock="The full hearing is at Leeds Employment Tribunal on 14 October "
                                                 "2025.")
    finish(QUESTION, EXPECTED, reply)


if __name__ == "__main__":
    main()
