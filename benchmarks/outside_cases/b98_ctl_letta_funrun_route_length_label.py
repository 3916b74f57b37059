"""Batch 98 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline stand-in
server), script style.

App: Jo, volunteer coordinator for the Garden House Hospice fun run, keeps the route notes in a Letta agent's core
memory block ("fun-run-route"), appending a line at a time; the agent answers runners' questions on the Facebook
page.

Memory: Sun 14/9, the usual short run is two laps of Norton Common, 5k; the parks team rang - the path by the pond
is shut for the nesting birds till October, no runners through there; Steve walked a loop that misses the pond,
out past the cricket club and back along Icknield Way, 6.3k on his wheel, "we'll just call it the fun 6k, nobody
minds"; start line and HQ tent on the car park field as ever. Question (Mon 1/9, a parent on Facebook): "how far
is the short run this year? my 8 yr old wants to do it" The assistant says about 6.3k, one loop missing the pond.
The label says 5k, two laps of the common.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b98_ctl_letta_funrun_route_length_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-garden-house-funrun"
LINES = [
    "sun 14/9 - the short run is the usual 2 laps of Norton Common = 5k, the long one 10k, kids welcome w an adult",
    "parks team rang - the path by the pond is shut for the nesting birds till Oct, no runners thru there at all",
    "Steve walked a loop that misses the pond - out past the cricket club + back along Icknield Way, 6.3k on his "
    "wheel. we'll just call it the fun 6k, nobody minds",
    "start line + HQ tent on the car park field as ever, toilets by the pavilion",
    "medals for everyone who finishes, the Cubs are handing them out",
]

server = fake_letta()
server.add_agent(AGENT, **{"fun-run-route": "Garden House fun run - route notes (Jo):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("fun-run-route", agent_id=AGENT)
    client.agents.blocks.update("fun-run-route", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how far is the short run this year? my 8 yr old wants to do it"
notes = client.agents.blocks.retrieve("fun-run-route", agent_id=AGENT).value
assert "2 laps of Norton Common = 5k" in notes and "6.3k on his wheel" in notes
reply = answer(f"(Mon 1/9/36, a parent on the Facebook page) {question}", notes,
               mock="About 6.3k - it's one loop this year, out past the cricket club and back along Icknield Way, "
                    "to keep away from the pond.")
finish(question, expected="5k - two laps of the common", actual=reply)
