"""Batch 145 (held out). A youth orchestra's residential weekend: Letta core memory block (offline stand-in), script
style (each call its own trace); the answer call gets the block and gives the wrong day.

App: Anna, who manages Calder Valley Youth Orchestra, keeps a "resi" block on her Letta agent for the spring
residential at Linden Lea (Fri 17th - Sun 19th April), appending a line as things are sorted; the helper answers
parents from the block.

Planted fault (ResponseError, ignored sufficient context): the block has, from 14/3, the parents' concert on Sun
19th at 2pm in the Great Hall with pick up straight after; from 22.3., the coach; and from Tue 7/4: Linden Lea have
double booked the Great Hall on the Sunday afternoon (a wedding, of all things), so the concert's the Saturday night,
18th, 7pm - parents come up for it, and the kids still come home on the coach Sunday after lunch; then the kit
list. The model gives the 14/3 line. Question (Mon 13/4, Mrs Hussain, whose daughter plays second violin): "what
day's the concert at the resi? her nana wants to come up and see her" -> expected Saturday 18th April, 7pm (the
Great Hall has a wedding on the Sunday). The assistant says Sunday 19th at 2pm.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): both the 14/3 line and
the 7/4 line that puts the concert on the Saturday night are in the block the model was given, and it answered from
the old one. Asserted: both lines are in the context of the answer call.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b145_letta_orchestra_concert_day_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-cvyo-resi"
LINES = [
    "14/3 - Linden Lea booked fri 17 - sun 19 april. parents concert sun 19th 2pm Great Hall, pick up straight after",
    "22.3. - coach w Ryburn Travel, leaves school fri 4.30, back sun about 3.30. £38 a head on top of the £120",
    "Tue 7/4 - Linden Lea have double booked the Great Hall sun afternoon (a WEDDING of all things) so the concert's "
    "the sat night, 18th, 7pm. parents come up for that, kids still come home on the coach sun after lunch",
    "Weds 8 Apr - kit: instrument, stand, black + white for the concert, wellies, torch. no energy drinks",
]

server = fake_letta()
server.add_agent(AGENT, **{"resi": "CVYO spring residential, Linden Lea, Apr 2037:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("resi", agent_id=AGENT)
    client.agents.blocks.update("resi", agent_id=AGENT, value=block.value + "\n- " + line)

question = "what day's the concert at the resi? her nana wants to come up and see her"
notes = client.agents.blocks.retrieve("resi", agent_id=AGENT).value
assert "parents concert sun 19th 2pm" in notes, notes
assert "so the concert's the sat night, 18th, 7pm" in notes, notes
with fault():
    reply = answer(f"(Mon 13/4/37, Mrs Hussain, mum of a 2nd violin) {question}", notes,
                   mock="Sunday 19th April at 2pm in the Great Hall - you can take her home straight after.")
finish(question, expected="Saturday 18th April, 7pm - the Great Hall has a wedding on the Sunday", actual=reply)
