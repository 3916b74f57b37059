"""Batch 355 (held out). A fact-checking unit: Letta core memory block (offline stand-in), script style (every call
its own trace); the answer call has the revised opening date in its block and gives a steer from the old one.

App: Ridings Check, the fact-checking unit of a regional daily, keeps one block per live check on its Letta agent.
Ellie (the checker) and Marcus (a researcher) add dated lines to the "CLAIM-BYPASS" block as the check goes; the
unit's editor asks the helper for a steer before writing the verdict line.

Planted fault (ResponseError, ignored sufficient context): the block has Ellie's 2051-01-09T10:20 line - Cllr
Harwood on Radio Ridings: "the Sowerby bypass will be open to traffic before the May elections"; the local elections
are Thu 4 May 2051 (checked with electoral services); verdict due Fri 13th, 600w. Ellie's 10/1 line - highways'
2050 cabinet paper (p.7) has completion Dec 2050 and opening "early 2051", the figure Harwood's office pointed them
to. Marcus's Weds 11 Jan line - Karen Liu at highways, on the record: the contractor's REVISED programme, after the
Roman kiln find in October, puts opening in "late summer 2051"; she's emailing it. Ellie's 12/1 line - Harwood's
office hasn't answered a second request. Question (Thu 12 Jan, the unit's editor): "is Harwood's 'open before the
May elections' claim likely to stand up? need a steer for the verdict line" -> expected no: the small inference is
that late summer 2051 (the revised programme, on the record from highways) comes after the elections on 4 May, so
the claim rests on the superseded "early 2051" date. The model says yes, going by the cabinet paper's early 2051.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the revised programme (late summer 2051) and the election date (4 May), enough for "no", and the model
answered from the superseded cabinet paper date. Asserted: the block has the elections line, the cabinet paper line
and the revised programme line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b355_letta_factcheck_bypass_claim_likely_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-ridings-check"
LABEL = "CLAIM-BYPASS"
LINES = [
    "2051-01-09T10:20 Ellie - CLAIM-BYPASS: Cllr Harwood on Radio Ridings fri: 'the Sowerby bypass will be open to "
    "traffic before the May elections'. local elections are Thu 4 May 2051 (checked w/ electoral services). verdict "
    "due fri 13th, 600w",
    "10/1 Ellie - highways' 2050 cabinet paper p.7: completion Dec 2050, opening 'early 2051'. that's the doc "
    "Harwood's office pointed us to",
    "Weds 11 Jan Marcus - rang Karen Liu at highways: contractor's REVISED programme (after the Roman kiln find in "
    "Oct) puts opening in 'late summer 2051'. she's emailing the programme over. on the record, happy to be named",
    "12/1 Ellie - Harwood's office not answered our 2nd request, so 'did not respond by deadline' unless they come "
    "back by 5",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Ridings Check - live check, Sowerby bypass claim:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = ("is Harwood's 'open before the May elections' claim likely to stand up? need a steer for the verdict "
            "line")
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "local elections are Thu 4 May 2051" in notes, notes
assert "opening 'early 2051'" in notes, notes
assert "REVISED programme" in notes and "puts opening in 'late summer 2051'" in notes, notes
with fault():
    reply = answer(f"(Thu 12/1/51; the unit's editor) {question}", notes,
                   mock="Yes, it looks likely to stand up - highways' cabinet paper has the bypass opening in early "
                        "2051, comfortably before the 4 May elections.")
finish(question, expected="no - highways' revised programme (Karen Liu, on the record) has it opening in late summer "
                          "2051, after the 4 May elections; early 2051 is the old date", actual=reply)
