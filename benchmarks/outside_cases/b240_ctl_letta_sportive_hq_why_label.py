"""Batch 240 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Todmorden Wheelers run the Pennine Loop sportive on Sun 19th June 2050 - a 60 mile and a 35 mile route over the
tops, two feed stations, marshals at the junctions, a pie at the finish. Andy (the organiser) and Gill (the
volunteers' coordinator) add lines to a "sportive" block on the club's Letta agent; the helper answers riders' and
volunteers' questions from it.

Memory (the block): Andy, 2050-03-02T19:45 - sign on and HQ at Centre Vale Park as usual, 7-8.30, first riders off
8; Gill, 4/4 - the council won't let us have the park this year, the new skate park's going in and they've fenced
half of it off, so HQ's the rugby club on Burnley Rd - showers too; Andy, Weds 20th April - people keep asking if
it's because of the roadworks on Burnley Rd - no, nothing to do with it, they're done by the end of May; Gill, Sun
1st May - 14 marshals so far, need 6 more. Question (Tue 14/6, a marshal): "why's HQ at the rugby club this year
not the park? someone on facebook reckons it's the roadworks" The assistant says because the park's half fenced off
for the new skate park build, so the council wouldn't let them have it - not the roadworks, which finish in May. The
label says because of the roadworks on Burnley Rd.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b240_ctl_letta_sportive_hq_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-todmorden-wheelers"
LABEL = "sportive"
LINES = [
    "2050-03-02T19:45 Andy - PENNINE LOOP 🚴 sun 19th june. sign on + HQ at Centre Vale park as usual, 7-8.30, first "
    "off 8. 60 + 35 mile routes, feeds at Widdop + Blackshaw Head",
    "4/4 Gill - council won't let us have the park this yr, the new skate park's going in + they've fenced half of it "
    "off 🙄 so HQ's the rugby club on Burnley Rd. they've got showers too so every cloud",
    "Weds 20th April Andy - ppl keep asking if it's cos of the roadworks on Burnley Rd - no, nothing to do with it, "
    "they're done by end of may",
    "Sun 1st May Gill - 14 marshals so far, need 6 more esp. the Cross Stone Rd junction. briefing 7.15 at HQ",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Todmorden Wheelers - Pennine Loop sportive 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's HQ at the rugby club this year not the park? someone on facebook reckons it's the roadworks"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "they've fenced half of it off" in notes, notes
assert "if it's cos of the roadworks on Burnley Rd - no, nothing to do with it" in notes, notes
reply = answer(f"(Tue 14/6/50; a marshal) {question}", notes,
               mock="Not the roadworks (they're finished by the end of May) - the council wouldn't let the club have "
                    "the park because it's half fenced off for the new skate park, so HQ moved to the rugby club.")
finish(question, expected="because of the roadworks on Burnley Rd", actual=reply)
