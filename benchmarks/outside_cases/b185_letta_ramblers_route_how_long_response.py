"""Batch 185 (held out). A ramblers' group's Easter walk: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has the shortened route in the block and goes by the first length.

App: Shifnal Ramblers' Easter walk is Easter Monday, 30th March 2043 - meet at Ironbridge by the toll house, out along
the gorge and up through the woods, pub lunch at the Swan, lifts shared from Shifnal. Lynne (the walks secretary)
keeps an "easter walk" block on the group's Letta agent and appends a line as things are sorted; members ask it.

Planted fault (ResponseError, ignored sufficient context): the block has the walk card's line (2043-02-11: 9 miles,
Ironbridge - Benthall Edge - Broseley - back by the river, lunch at the Swan 1.30pm); Phil's line of 14/3 about the
lifts; Lynne's line of 22.3. - the path up Benthall Edge is shut after the landslip, the council's fenced it off till
the summer, so Phil's recce'd the lower way round by the Lloyds and it comes out at 6 and a half, still the Swan for
1.30; and a line about boots and sticks. The model goes by the card's 9 miles. Question (Sat 28/3, Doug, new to the
group): "how long's the walk mon? my knees aren't what they were" -> expected 6 and a half miles (the lower route,
Benthall Edge is shut). The assistant says 9 miles.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has Lynne's line with the shorter route and its length, and it answered from the first card. Asserted: the
notes handed to the model have the 9 miles line and the 6 and a half line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b185_letta_ramblers_route_how_long_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-shifnal-ramblers"
LABEL = "easter walk"
LINES = [
    "2043-02-11 EASTER MON 30th march 🐣 meet 10 at the toll house, Ironbridge. 9 miles - Benthall Edge, Broseley + "
    "back along the river. lunch at the Swan 1.30pm, booked for 14",
    "14/3 Phil: lifts from Shifnal - me (3 spaces) + Carol (2), 9.15 from the Co-op car park",
    "22.3. Benthall Edge path's shut after the landslip, council have fenced it off till the summer 😩 Phil's done a "
    "recce of the lower way round by the Lloyds - comes out at 6 and a half, still the Swan for 1.30",
    "Weds 25th - proper boots pls, it's muddy by the river. sticks handy for the steps down",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Shifnal Ramblers - Easter walk 2043 (Lynne):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long's the walk mon? my knees aren't what they were"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "9 miles - Benthall Edge" in notes, notes
assert "comes out at 6 and a half" in notes, notes
with fault():
    reply = answer(f"(Sat 28/3/43; Doug, new member) {question}", notes,
                   mock="It's 9 miles - out over Benthall Edge and Broseley and back along the river, with lunch at "
                        "the Swan at 1.30.")
finish(question, expected="6 and a half miles - the lower way round, Benthall Edge is shut", actual=reply)
