"""Batch 284 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline
stand-in), script style (every call its own trace).

App: the Lantern Theatre runs Ladies' Day Tue 17 - Sat 21 Oct 2051. Ray (front-of-house manager) and Carol (box
office) add lines to a "front of house" block on the theatre's Letta agent; the helper answers ushers and bar
volunteers from it.

Memory: Ray, 2051-10-02T19:00 - FOH briefing 6.45 in the foyer by the box office, name badges in the top drawer,
torches on charge; Carol, 9/10 - 180 seats, Saturday sold out, 2-for-1 on the Weds; Ray, Sat 14 Oct - the foyer's
getting its new carpet w/c 16th, so briefings are in the green room this run, come in through the stage door on Back
Lane, not the front, the fitters' stuff is everywhere; Carol, Mon 16/10 - bar float's in the safe, new code, ask her.
Question (Weds 18/10, Priya, ushering for the first time on the Thursday): "where do we meet for the briefing on
thurs? first time ushering 😬" The assistant says the green room - in through the stage door on Back Lane, as the
foyer's being recarpeted. The label says in the foyer by the box office.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b284_ctl_letta_theatre_usher_briefing_where_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-lantern-foh"
LABEL = "front of house"
LINES = [
    "2051-10-02T19:00 Ray - LADIES' DAY 🎭 tue 17 - sat 21 oct. FOH briefing 6.45 in the foyer by the box office, "
    "name badges in the top drawer, torches on charge pls",
    "9/10 Carol - 180 seats, sat's SOLD OUT, weds slow so 2-for-1 on the weds",
    "Sat 14 Oct Ray - the foyer's getting its new carpet w/c 16th 🙄 so briefings are in the green room this run, "
    "come in thru the stage door on Back Lane NOT the front, the fitters' stuff is everywhere",
    "Mon 16/10 Carol - bar float's in the safe, code's changed, ask me",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Lantern Theatre - front of house, Ladies' Day (Oct 2051):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "where do we meet for the briefing on thurs? first time ushering 😬"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "FOH briefing 6.45 in the foyer by the box office" in notes, notes
assert "briefings are in the green room this run" in notes, notes
reply = answer(f"(Weds 18/10/51; Priya) {question}", notes,
               mock="In the green room at 6.45 - come in through the stage door on Back Lane, not the front; the "
                    "foyer's having its new carpet fitted this week.")
finish(question, expected="in the foyer by the box office", actual=reply)
