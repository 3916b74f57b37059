"""Batch 229 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Sowerby Garden Club go on a coach trip on Sat 19th June 2049 - Parcevall Hall in the morning, the walled garden
at Broughton Hall in the afternoon, the coach from the library. Margaret (the trips secretary) adds lines to a
"coach trip" block on the club's Letta agent as things come up; the helper answers from it.

Memory: 2049-03-18T19:00 Margaret - trip Sat 19th June, coach 8.30 from the library; 22.4. - the A59 roadworks at
Bolton Bridge may add half an hour, Pennine Coaches will keep an eye; Weds 26 May - the roadworks are all done,
Pennine came through fine last week; Tue 8th Jun - Parcevall's head gardener will take the group round herself at 10,
the only time she can do, so the coach is 7.45 now, not 8.30. Question (Thu 17/6, Keith, a member): "why are we going
so early now? Jean was asking me at the allotments" The assistant says so they're at Parcevall Hall for 10, when the
head gardener is taking them round herself. The label says because of the roadworks on the A59 (they're done; the
early start is for the head gardener's tour).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b229_ctl_letta_coach_trip_early_start_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-sowerby-garden-club"
LABEL = "coach trip"
LINES = [
    "2049-03-18T19:00 Margaret - COACH TRIP 🌿 sat 19th june, Parcevall Hall am + Broughton Hall walled garden pm. "
    "coach 8.30 from the library, back 6ish, £26 inc entry",
    "22.4. Margaret - A59 roadworks at Bolton Bridge, may add 1/2 hr 🚧 Pennine say they'll keep an eye",
    "Weds 26 May Margaret - roadworks all done now, Pennine came thru fine last wk 👍 bring a packed lunch for "
    "Parcevall, tea room at Broughton",
    "Tue 8th Jun Margaret - Parcevall's head gardener says she'll take us round herself at 10!! only time she can do, "
    "so coach is 7.45 now not 8.30 - sorry lie-in fans 😴",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Sowerby Garden Club - coach trip 2049:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why are we going so early now? Jean was asking me at the allotments"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "A59 roadworks at Bolton Bridge" in notes, notes
assert "so coach is 7.45 now not 8.30" in notes, notes
reply = answer(f"(Thu 17/6/49; Keith, a member) {question}", notes,
               mock="So we're at Parcevall Hall for 10 - the head gardener's taking the group round herself and "
                    "that's the only time she can do, so the coach goes at 7.45 instead of 8.30.")
finish(question, expected="because of the roadworks on the A59", actual=reply)
