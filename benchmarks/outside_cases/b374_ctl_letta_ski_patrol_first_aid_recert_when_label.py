"""Batch 374 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Kestrel Hills Ski Patrol's notices go into a "patrol notices" block on the patrol's Letta agent - Lise
Fournier (patrol leader) posts them, patrollers add the odd line - and the helper answers patrollers from it.

Memory: Lise, 2026-01-06 - first aid recert Sat. Jan. 31 at the lodge, 09:00-16:00, bring your manual + pocket mask,
$40 for the lunch + cards; Lise, Jan. 12 - the practical part's out on the hill so dress warm; Lise, Thu. Jan. 29 -
the instructor's got the flu, so the recert's pushed to the Sunday after next, same time, same place (the Sunday
after next from Thu. Jan. 29 is Sun. Feb. 8); Tim, Jan. 30 - he'll bring double-doubles for the recert. Question
(Fri. Jan. 30, Owen): "when's the first aid recert now? gotta book the day off my other job" The assistant says Sun.
Feb. 8, 09:00-16:00 at the lodge. The label says Sat. Jan. 31.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b374_ctl_letta_ski_patrol_first_aid_recert_when_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-kestrel-hills-patrol"
LABEL = "patrol notices"
LINES = [
    "2026-01-06 Lise - FIRST AID RECERT ⛑️ Sat. Jan. 31 at the lodge, 09:00-16:00. bring ur manual + pocket mask, "
    "$40 for the lunch + the new cards",
    "Jan. 12 Lise - the practical part's out on the hill (scenarios on Otter Run) so dress warm, toques + mitts",
    "Thu. Jan. 29 Lise - bad news, the instructor's got the flu 🤒 so the recert's pushed to the Sunday after next, "
    "same time, same place. sorry folks",
    "Jan. 30 Tim - I'll bring the double-doubles + a box of Timbits for the recert",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Kestrel Hills Ski Patrol - notices, 2025-26 season:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "when's the first aid recert now? gotta book the day off my other job"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "FIRST AID RECERT ⛑️ Sat. Jan. 31 at the lodge" in notes, notes
assert "Thu. Jan. 29 Lise" in notes and "pushed to the Sunday after next, same time, same place" in notes, notes
reply = answer(f"(Fri. Jan. 30, 2026; Owen) {question}", notes,
               mock="Sun. Feb. 8 - it got pushed to the Sunday after next because the instructor's sick. Same time "
                    "(09:00-16:00) and same place, the lodge.")
finish(question, expected="Sat. Jan. 31", actual=reply)
