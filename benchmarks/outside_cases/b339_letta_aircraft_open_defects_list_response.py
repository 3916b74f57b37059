"""Batch 339 (held out). An aircraft maintenance logbook: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has the closure of a deferred defect in its block and lists it as open.

App: Pennine Aero Club's C172S G-BXWT keeps its acceptable deferred defects (ADD) log in a "G-BXWT ADD log" block on
the club's Letta agent: the engineer and the duty instructor add one line per ADD raised or closed; pilots ask the
agent before a flight.

Planted fault (ResponseError, ignored sufficient context): the block has ADD 26/004 raised 2026-02-18 (L wing nav
light inop, deferred per MEL 33-40-01, day VFR only); ADD 26/005 raised 2026-02-24 (pilot seat recline lever stiff,
no ops restriction, rect at next 50 h); ADD 26/004 CLOSED 2026-02-27 (bulb + connector replaced, ops chk sat, CRS
WO-2026-0322); ADD 26/006 raised 2026-03-02 and CLOSED 2026-03-09 (mag drop); ADD 26/007 raised 2026-03-10 (ELT
remote switch placard faded, rect within 30 d) with "26/005 remains open, lever parts b/o". Question (2026-03-12, a
pilot doing the walkround): "which deferred defects are still open on G-BXWT? doing the walkround now" -> expected
two items from different lines: ADD 26/005 (seat recline lever) and ADD 26/007 (ELT switch placard) - a multi-part
answer. The model lists ADD 26/004 (nav light, day VFR only) and ADD 26/005, missing 26/007 and ignoring 26/004's
closure.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has 26/004 closed on 2026-02-27 and 26/007 raised on 2026-03-10, and the model gave a list those lines rule
out. Asserted: the block has the 26/004 closure line, the 26/005 line and the 26/007 line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b339_letta_aircraft_open_defects_list_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-pennine-aero-g-bxwt"
LABEL = "G-BXWT ADD log"
LINES = [
    "2026-02-18 | ADD 26/004 RAISED | Cat C | L wing nav light inop - deferred per MEL 33-40-01, day VFR only; rect "
    "by 2026-02-28; parts PO# AV-7741 | J. Sato (duty instr)",
    "2026-02-24 | ADD 26/005 RAISED | Cat C | pilot seat recline lever stiff - no ops restriction; rect at next 50 h "
    "| LAE T. Okafor",
    "2026-02-27 | ADD 26/004 CLOSED | bulb + connector replaced, ops chk sat, night VFR restored; CRS WO-2026-0322 | "
    "LAE T. Okafor",
    "2026-03-02 | ADD 26/006 RAISED | L mag drop 250 rpm (limit 175) - A/C U/S | M. Ellery",
    "2026-03-09 | ADD 26/006 CLOSED | plugs cleaned/regapped, drop 100 rpm; CRS WO-2026-0331 | LAE T. Okafor",
    "2026-03-10 | ADD 26/007 RAISED | Cat C | ELT remote switch placard faded/illegible - no ops restriction, rect "
    "w/i 30 d (by 2026-04-09). NB 26/005 remains open, lever parts b/o (ETA 2026-03-20) | LAE T. Okafor",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Pennine Aero Club - C172S G-BXWT - acceptable deferred defects:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "which deferred defects are still open on G-BXWT? doing the walkround now"
log = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "ADD 26/004 CLOSED | bulb + connector replaced" in log, log
assert "ADD 26/005 RAISED | Cat C | pilot seat recline lever stiff" in log, log
assert "ADD 26/007 RAISED | Cat C | ELT remote switch placard faded" in log, log
with fault():
    reply = answer(f"(2026-03-12 10:20; pilot R. Achterberg) {question}", log,
                   mock="Two open: ADD 26/004 - L wing nav light inop, so day VFR only; and ADD 26/005 - pilot seat "
                        "recline lever stiff, no restriction.")
finish(question, expected="ADD 26/005 (pilot seat recline lever stiff) and ADD 26/007 (ELT remote switch placard "
                          "faded) - 26/004 was closed 2026-02-27", actual=reply)
