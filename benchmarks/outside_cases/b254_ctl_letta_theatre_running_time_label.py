"""Batch 254 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Brigg Lane Players put on The Ghost Train at the Civic, Thurs 16th to Sat 18th Nov 2051, 7.30 each night.
Derek (the director) and Maureen (the secretary) add lines to a "show" block on the company's Letta agent; the
helper answers the cast's and their families' questions from it.

Memory: Derek, 2051-09-14T21:30 - first read-through done, it comes in about 2 and a half hours with the interval,
we'll tighten it; Maureen, 28/9 - tickets on sale Monday, £10 / £6; Derek, Sun 29th Oct - after today's run he's cut
the garden scene and Ada's second song in act 2, so with the interval it's 2 hrs 10 now, and that's what he's
telling front of house; Maureen, 2nd Nov - programmes at the printers. Question (Thu 9/11, Pat, in the cast):
"how long's the show? booking a taxi for my mum for after, it starts 7.30" The assistant says about 2 hours 10 with
the interval, so out about 9.40. The label says about two and a half hours.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b254_ctl_letta_theatre_running_time_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-brigg-lane-players"
LABEL = "show"
LINES = [
    "2051-09-14T21:30 Derek - first read-through done 🎭 well done all. comes in about 2 1/2 hrs w/ the interval, "
    "we'll tighten it up",
    "28/9 Maureen - tickets on sale mon, £10 adults £6 under 16s, Gibsons or online",
    "Sun 29th Oct Derek - after the run today I've cut the garden scene + Ada's 2nd song in act 2 (sorry Ada 😬) so "
    "with the interval we're at 2 hrs 10 now, that's what I'm telling front of house",
    "2nd Nov Maureen - programmes at the printers, 150, £2 each",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Brigg Lane Players - The Ghost Train, Civic, Thu 16 - Sat 18 Nov 2051, 7.30:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long's the show? booking a taxi for my mum for after, it starts 7.30"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "comes in about 2 1/2 hrs w/ the interval" in notes, notes
assert "with the interval we're at 2 hrs 10 now" in notes, notes
reply = answer(f"(Thu 9/11/51; Pat) {question}", notes,
               mock="About 2 hours 10 with the interval now Derek's made the cuts, so it'll finish about 9.40 - book "
                    "the taxi for quarter to 10.")
finish(question, expected="about two and a half hours, with the interval", actual=reply)
