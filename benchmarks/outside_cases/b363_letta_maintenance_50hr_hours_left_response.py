"""Batch 363 (held out). A flying club's aircraft maintenance log: Letta core memory block (offline stand-in), script
style (every call its own trace); the answer call has a corrected tach reading in its block and works the hours
left from the misread one.

App: Fenside Flying Club keep a "G-ABCD maint" block on the club's Letta agent - the engineer's check entries,
members' tech log readings (tach and Hobbs, in decimal hours), and corrections. Members ask the helper whether the
aircraft has the hours left for a trip before it's due in for its 50-hour check.

Planted fault (ResponseError, ignored sufficient context): the block has Cliff's 2050-03-28 line - 50 hr check done
at tach 2840.0, next 50 hr due at tach 2890.0; Raj's 05/04 1720Z line - tach 2861.7 after his 1.3 hrs, Hobbs
2212.1; Raj's 06/04 0915Z line - "amended: tach end was 2863.1 not 2861.7, misread the 1 + the 7, Hobbs is right";
and Lena's 07/04 line - no flying, METAR 070850Z 00000KT 2000 BR OVC003. Question (Fri 8/4, Sam): "how many hrs
left on G-ABCD before its 50 hr? want to book a 3 hr round trip to Jersey next wk" -> expected 26.9 tach hours
(2890.0 - 2863.1), plenty for 3 hours. The model works it from 2861.7 and says 28.3.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the due tach and the amended reading, and the model subtracted the reading the amendment replaced.
Asserted: the block has the due tach, the first reading and the amended one.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b363_letta_maintenance_50hr_hours_left_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-fenside-fc-ops"
LABEL = "G-ABCD maint"
LINES = [
    "2050-03-28 Cliff (eng) - 50 hr check done at tach 2840.0, CRS signed. next 50 hr due tach 2890.0, annual due "
    "31/08. new plugs, oil + filter changed",
    "05/04 1720Z Raj - tech log: tach 2861.7 after my 1.3 hrs (Headcorn + back), Hobbs 2212.1, oil 6 qts, fuel "
    "to tabs",
    "06/04 0915Z Raj - amended: tach end was 2863.1 not 2861.7, misread the 1 + the 7 🤦 Hobbs 2212.1 is right. "
    "sorry Cliff",
    "07/04 Lena - no flying today, METAR 070850Z 00000KT 2000 BR OVC003. a/c in the hangar, covers on",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Fenside Flying Club - G-ABCD (PA-28-161) maintenance + tech log:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many hrs left on G-ABCD before its 50 hr? want to book a 3 hr round trip to Jersey next wk"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "next 50 hr due tach 2890.0" in notes, notes
assert "tach 2861.7 after my 1.3 hrs" in notes, notes
assert "amended: tach end was 2863.1 not 2861.7" in notes, notes
with fault():
    reply = answer(f"(Fri 8/4/50; Sam) {question}", notes,
                   mock="28.3 hours - it's due at tach 2890.0 and it's on 2861.7, so a 3 hr Jersey trip is fine.")
finish(question, expected="26.9 tach hours (due 2890.0, tach now 2863.1 as amended) - plenty for 3 hrs", actual=reply)
