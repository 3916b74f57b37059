"""Batch 81 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline stand-in
server), script style.

App: Gaz Holt, a plumber, keeps the week's job notes in a Letta agent's core memory block ("jobs"), appending a line
at a time from the van; he asks the agent when he's doing invoices or ringing customers back.

Memory: at the Patels' (new kitchen tap, Tue 12/10) the old stopcock was seized solid and wouldn't budge even with
the big grips, so he couldn't get the water off to do the tap; Yorkshire Water are coming Thursday to shut it at the
street. Separately, the Hendry job is on hold for a 22mm valve from Plumbase. Question: "why didn't I get the
Patels' tap done on tuesday?" The assistant says the stopcock wouldn't shift so the water couldn't be turned off.
The label gives the part from Plumbase.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b81_ctl_letta_plumber_patels_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-gaz-jobs"
LINES = [
    "mon 11/10 Hendry 40 Beech Ave - basin swap, old one off, new one on but waiting on the 22mm valve from "
    "plumbase for the feed, due fri. capped it, they've got water",
    "tues 12th 9am Patels 9 Orchard Way - new kitchen tap (they supplied it, Grohe) + replace the isolator",
    "Patels: stopcock under the stairs seized solid, wouldn't budge even w/ the big grips, not risking snapping "
    "it. no water off = no tap. rang Yorkshire Water, they're out thurs 14th to shut it at the street, go back "
    "then. their spaniel had a go at my ankle lol",
    "weds 13/10 - 2 boiler services (Linden Cl + the vicarage), both fine, £85 each",
    "invoice Co-op head office for the burst pipe - £140 + £23.60 parts, ref CO-5521",
]

server = fake_letta()
server.add_agent(AGENT, **{"jobs": "Gaz's jobs w/c 11 Oct:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("jobs", agent_id=AGENT)
    client.agents.blocks.update("jobs", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why didn't I get the Patels' tap done on tuesday?"
notes = client.agents.blocks.retrieve("jobs", agent_id=AGENT).value
assert "stopcock under the stairs seized solid" in notes and "waiting on the 22mm valve" in notes
reply = answer(f"(Wed 13/10/32 evening, Gaz) {question}", notes,
               mock="The stopcock under their stairs was seized and wouldn't turn, so you couldn't get the water "
                    "off. Yorkshire Water are shutting it at the street on Thursday and you're going back then.")
finish(question, expected="still waiting on the valve from Plumbase", actual=reply)
