"""Batch 103 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline
stand-in server), script style.

App: Brian, the exhibition manager of Hitchin & District Model Railway Club, keeps the exhibition's details in a
Letta agent's core memory block ("exhibition"), appending a line at a time; the agent answers the club's phone and
Facebook page.

Memory: the exhibition is at St Andrew's hall, Sat 18/10 10-5 and Sun 19/10 10-4, adults £6, kids £2; set-up is Fri
17th from 4pm; Fri 17/10 7-9pm is the members and families evening with Bill's slideshow and drinks, "not one for
joe public, it's not going on the posters"; Graham wants to run Ashby Jn on the Friday night for his grandson's
mates. Question (Wed 15/10, a dad on Facebook): "what day can we come to the train show? my lad's desperate to go"
The assistant says Saturday 18th from 10 (or Sunday). The label says Friday the 17th, the evening from 7.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b103_ctl_letta_railway_public_day_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-hdmrc-exhibition"
LINES = [
    "HDMRC exhibition 2036 @ St Andrew's hall: sat 18/10 10-5, sun 19/10 10-4. adults £6 kids £2 under 5s free",
    "set up fri 17th from 4pm, hall's ours once the toddler group's gone",
    "fri 17/10 7-9pm = members + families evening, Bill's doing his slideshow, drinks. not one for joe public, "
    "it's not going on the posters",
    "Graham wants Ashby Jn running on the fri night too so Alfie can show his mates",
    "raffle: Hornby starter set from Toys2Go, tickets £1 or 6 for £5",
]

server = fake_letta()
server.add_agent(AGENT, **{"exhibition": "HDMRC exhibition - Brian's notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("exhibition", agent_id=AGENT)
    client.agents.blocks.update("exhibition", agent_id=AGENT, value=block.value + "\n- " + line)

question = "what day can we come to the train show? my lad's desperate to go"
notes = client.agents.blocks.retrieve("exhibition", agent_id=AGENT).value
assert "sat 18/10 10-5" in notes and "fri 17/10 7-9pm" in notes and "not one for joe public" in notes
reply = answer(f"(Wed 15/10/36, a dad on the club's Facebook page) {question}", notes,
               mock="Saturday 18th from 10 till 5, or Sunday 10 till 4 - adults £6, kids £2.")
finish(question, expected="Friday 17th - the doors open at 7 that evening", actual=reply)
