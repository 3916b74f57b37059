"""Batch 167 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per note and one for the question.

App: Ashby Parva village hall's May film night is Singin' in the Rain on Fri 18th May 2040. Jan, who books the films,
keeps a "film night" block on the hall's Letta agent, appending a line as things come up (Bob, who locks up, adds
his); villagers ask the agent.

Memory: 2040-04-28 Jan: May's film is Singin' in the Rain, Fri 18th; Tue 8th May Jan: checked the DVD, it runs 1 hr
43, doors 7, film 7.30 prompt, 15 min interval for ices, so done about half 9; 2040-05-14T21:10 Bob: he's locking up,
out by half 10, can someone stay and stack chairs. Question (Weds 16/5, a mum, 10 minutes' walk from the hall): "how
long will I need the babysitter for? we're only 10 mins' walk away" The assistant says about 2 hours 20 - leave about
7.20 for 7.30, done about half 9, home by 9.40. The label says 1 hr 43 - how long the film runs, not the
evening out.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b167_ctl_letta_film_night_babysitter_howlong_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-ashby-parva-village-hall"
LINES = [
    "2040-04-28 Jan - may's film is Singin' in the Rain, fri 18th 💃",
    "Tue 8th May Jan - checked the dvd, runs 1 hr 43. doors 7, film 7.30 prompt, 15 min interval for ices so done "
    "about half 9",
    "2040-05-14T21:10 Bob - I'm locking up, out by half 10 - can someone stay + stack chairs pls",
]

server = fake_letta()
server.add_agent(AGENT, **{"film night": "Ashby Parva village hall - film night notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("film night", agent_id=AGENT)
        client.agents.blocks.update("film night", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long will I need the babysitter for? we're only 10 mins' walk away"
with turn_span("question Weds 16/5"):
    notes = client.agents.blocks.retrieve("film night", agent_id=AGENT).value
    assert "runs 1 hr 43" in notes, notes
    assert "so done about half 9" in notes, notes
    reply = answer(f"(Weds 16/5/40; a mum from the village) {question}", notes,
                   mock="About 2 hours 20 - leave around 7.20 for the 7.30 start, it's done about half 9 "
                        "with the interval, so you'd be home by 9.40.")
finish(question, expected="1 hr 43", actual=reply)
