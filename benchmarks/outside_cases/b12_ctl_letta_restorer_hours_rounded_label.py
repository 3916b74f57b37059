"""Batch 12 (held out), CONTROL: no fault planted, the gold label is wrong. Furniture restorer's workshop notebook: a
Letta agent's archival memory (letta-client ``agents.passages.create`` / ``search`` against the in-process Letta
stand-in), script style.

App: the restorer (a one-person business) files job notes as archival passages; at invoicing time the app searches
the passages and answers with litellm.

Memory works: the passages hold "Timesheet closed for job 58, the Ellis walnut sideboard: 37.5 hours logged in total
(veneer 14, French polish 19.5, hardware 4)" and, from the collection day, "Told Mrs Ellis it took about 40 hours all
in when she collected the sideboard." Question: "Exactly how many hours are logged on the timesheet for the Ellis
sideboard?" The model answers "37.5 hours", which is right per memory.

Why the label is wrong (a rounded figure where the exact one is asked): the label "40 hours" is in memory, but only as
the round figure said to the customer in passing; the timesheet figure asked for is 37.5. Expected verdict:
AnnotationError.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b12_ctl_letta_restorer_hours_rounded_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-restorer-notebook"
NOTES = [
    "Job 58, the Ellis walnut sideboard: lifting veneer on the top and doors, water rings; quoted for veneer repair "
    "and a full French polish.",
    "Timesheet closed for job 58, the Ellis walnut sideboard: 37.5 hours logged in total (veneer 14, French polish "
    "19.5, hardware 4).",
    "Told Mrs Ellis it took about 40 hours all in when she collected the sideboard on Friday.",
    "Job 59: oak bureau for Mr Okafor, waiting on a replacement brass key escutcheon from the supplier.",
]
server = fake_letta()
server.add_agent(AGENT, persona="I keep the workshop notebook for Hollis Restoration.")
client = letta_client(server)
for text in NOTES:
    client.agents.passages.create(AGENT, text=text, tags=["jobs"])

question = "Exactly how many hours are logged on the timesheet for the Ellis sideboard?"
found = client.agents.passages.search(AGENT, query="hours logged timesheet Ellis sideboard", top_k=3)
context = [r.content for r in found.results]
assert any("37.5 hours" in c for c in context) and any("about 40 hours" in c for c in context), context
reply = answer(question, context, mock="37.5 hours are logged on the timesheet for the Ellis sideboard (veneer 14, "
                                       "French polish 19.5, hardware 4).")
finish(question, expected="40 hours", actual=reply)
