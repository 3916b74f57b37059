"""Batch 275 (held out). A carpet fitter's jobs: Letta core memory block (offline stand-in), script style (every call
its own trace); the answer call has the real reason a job was put back in its block and gives a reason the block
rules out.

App: Kershaw Carpets (Darren fits, his wife Nicola does the books and the phone) keep a "jobs" block on their Letta
agent - measure-ups, orders, fitting days and anything odd about a job; Darren, Nicola and their lad Josh (the
apprentice) ask it things from the van.

Planted fault (ResponseError, ignored sufficient context): the block has Nicola's 2051-04-07T09:15 line - Mrs
O'Neill's new-build, lounge and dining room in the Cormar Apollo, fitting Weds 16th; Darren's 11/4 line - the
Apollo's come in from the warehouse, checked the roll, no shading, all good, it's on the rack; Darren's Mon 14th
line - been to measure the screed at Mrs O'Neill's, the moisture meter says 85%, it needs to be under 75 or the
underlay'll sweat and the carpet'll go mouldy, the builder's putting dehumidifiers in, so the job's put back to the
28th; and Nicola's Tue 15th line - Josh on the Pearsons' stairs Weds instead. Question (Tue 15/4, Josh): "why's Mrs
O'Neill's job been put back? she's rung asking" -> expected because the new screed is still too wet (85% on the
meter, needs to be under 75). The model says the carpet hadn't come in from the warehouse.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the wet screed as the reason and says the carpet has come in, checked and racked, and the model blamed
the carpet's delivery. Asserted: the block has the screed line and the carpet-in line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b275_letta_carpet_fitter_job_put_back_why_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-kershaw-carpets"
LABEL = "jobs"
LINES = [
    "2051-04-07T09:15 Nicola - Mrs O'Neill, 3 Larch Close (the new builds), lounge + dining, Cormar Apollo in "
    "'oatmeal', 38 sq m, 12mm underlay. fitting weds 16th, paid deposit",
    "11/4 Darren - Apollo's in from the warehouse 👍 checked the roll, no shading, all good, on the rack in the unit",
    "Mon 14th Darren - been round to do the screed at Mrs O'Neill's, meter says 85% 😬 needs to be under 75 or the "
    "underlay'll sweat + the carpet'll go mouldy. builder's putting dehumidifiers in, so put back to the 28th",
    "Tue 15th Nicola - Josh on the Pearsons' stairs weds instead then, Darren w/ him for the landing",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Kershaw Carpets - jobs, April 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's Mrs O'Neill's job been put back? she's rung asking"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "meter says 85% 😬 needs to be under 75 or the underlay'll sweat" in notes, notes
assert "Apollo's in from the warehouse 👍 checked the roll" in notes, notes
with fault():
    reply = answer(f"(Tue 15/4/51; Josh) {question}", notes,
                   mock="Because the carpet hadn't come in from the warehouse yet - so it's put back to the 28th.")
finish(question, expected="the new screed's still too wet - 85% on the meter and it needs to be under 75, so "
                          "it's the 28th once the builder's dried it out", actual=reply)
