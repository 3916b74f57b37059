"""Batch 354 (held out). A tour operator's group bookings: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has everything the inference needs in its block and draws the
opposite conclusion.

App: Meridian Group Tours' group-bookings desk keeps one "group file" block per group on the desk's Letta agent;
agents append the booking, the rooming list notes, supplier confirmations and hand-offs, and the assistant answers
the group leader's questions from the block.

Planted fault (ResponseError, ignored sufficient context): the block for GRP-4471 (Harrow U3A, 26 pax, Madeira,
Mon 16 - Mon 23 Oct 2051) has the booking line (coach: 49-seater with a wheelchair lift for the whole tour); the
rooming line of 2051-09-04 - Mrs Evelyn Sato travels with her own folding wheelchair and cannot manage stairs or
uneven ground, ground-floor accessible room confirmed; the supplier line of 21/09/2051 - the Day 4 (Thu 19 Oct)
excursion was changed from the Monte gardens to the Cabo Girao and Camara de Lobos walk, and the local agent
writes that from the coach drop-off it is a 1.2 km cobbled descent with 140 steps to the harbour, no vehicle
access, and the venue advises it is not suitable for wheelchairs; and a hand-off line about dietary requests.
Question (Tue 10 Oct 2051, the group leader): "Will Mrs Sato be able to join the rest of the group on the Day 4
excursion, or should we be arranging something else for her that day?" -> expected: almost certainly not - she
uses a wheelchair and cannot manage stairs or uneven ground, and the Day 4 walk is a cobbled descent with 140 steps
and no vehicle access, marked not suitable for wheelchairs; an alternative should be arranged. (The expected answer
follows from two lines of the block together: her mobility, and the changed excursion's access.) The model says
yes - the coach has a wheelchair lift, so she can come along as normal.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model
was given has both her mobility needs and the Day 4 access statement, and the model reasoned from the coach's lift
instead. Asserted: the block has the wheelchair line, the 140 steps / not suitable line and the coach lift line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b354_letta_tour_group_excursion_access_inference_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-meridian-group-desk"
LABEL = "group file GRP-4471"
LINES = [
    "2051-06-30 Booking confirmed - GRP-4471 Harrow U3A, 26 pax + 1 FOC (leader Mr R. Dhillon). Madeira, Mon 16 Oct "
    "- Mon 23 Oct 2051, flights LGW-FNC TP1682/TP1685, Hotel Quinta do Lago (Funchal), half board. Coach: 49-seater "
    "with wheelchair lift for all transfers + excursions. Deposit GBP 3,900 received.",
    "2051-09-04 Rooming list rec'd (13 twins). Note from leader: Mrs Evelyn SATO travels with her own folding "
    "wheelchair, cannot manage stairs or uneven ground; accessible ground-floor room confirmed by hotel (rm 012).",
    "21/09/2051 Supplier update (Madeira DMC, via P. Nunes): we regret to inform you that the Monte gardens are "
    "closed for works, so Day 4 (Thu 19 Oct) is changed to the Cabo Girao skywalk + Camara de Lobos walk. From the "
    "coach drop-off it is a 1.2 km cobbled descent with approx. 140 steps down to the harbour, no vehicle access; "
    "venue advises not suitable for wheelchairs or guests with limited mobility. Coach collects from the harbour.",
    "2051-10-02 Hand-off K. Adeyemi -> T. Walsh: dietary list sent to hotel (3 veg, 1 coeliac, 1 no pork). Balance "
    "paid in full. Leader to be sent final docs by 09/10.",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Meridian Group Tours - group file GRP-4471 (Harrow U3A, Madeira Oct 2051):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = ("Will Mrs Sato be able to join the rest of the group on the Day 4 excursion, or should we be arranging "
            "something else for her that day?")
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "own folding wheelchair, cannot manage stairs or uneven ground" in notes, notes
assert "approx. 140 steps down to the harbour, no vehicle access" in notes and "not suitable for wheelchairs" in notes
assert "49-seater with wheelchair lift" in notes, notes
with fault():
    reply = answer(f"(Tue 10 Oct 2051; group leader Mr R. Dhillon) {question}", notes,
                   mock="Dear Mr Dhillon, yes - Mrs Sato will be able to join the group on Day 4. The tour coach is "
                        "fitted with a wheelchair lift for all excursions, so no separate arrangements are needed.")
finish(question, expected="most likely not - she uses a wheelchair and can't manage stairs or uneven ground, and the "
                          "changed Day 4 walk is a cobbled descent with ~140 steps, not suitable for wheelchairs; "
                          "arrange an alternative for her", actual=reply)
