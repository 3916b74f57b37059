"""Batch 324 (held out). A school uniform swap shop: Letta core memory block (offline stand-in), script style (every
call its own trace); the answer call has the changed rule on shoes in its block and gives the old one.

App: St Joseph's Catholic Primary's PTA run a uniform swap rail in 2051 - donated uniform given out free from a rail
in the foyer before and after school, topped up from a cupboard of bags sorted by age. Mo (PTA chair) and Kerry (who
does the rail) add lines to a "swap rail" block on the PTA's Letta agent; the helper answers parents' questions from
it.

Planted fault (ResponseError, ignored sufficient context): the block has Mo's 2051-06-30T16:00 line - washed and no
holes or stains, no shoes or PE pumps (hygiene, and they never fit anyone anyway); Kerry's 7/7 line - summer dresses
and book bags wanted; Mo's Weds 6 Sept line - loads of asks for school shoes, so from this term we ARE taking school
shoes if they're polished and in good nick, in a bag with the size on, still no PE pumps or trainers; Kerry's Thurs
14/9 line - someone left a bin bag of trainers at the gate, reminder no trainers. Question (Mon 18/9, Dean): "can I
bring in Ollie's old school shoes? his feet have shot up, they're barely worn" -> expected yes, if they're polished
and in good nick, bagged with the size on. The model says no - no shoes, for hygiene.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the old no-shoes rule and, later, the change that takes school shoes (and only keeps out pumps and
trainers), and the model answered from the old rule. Asserted: the block has the old rule and the Weds 6 Sept change.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b324_letta_uniform_swap_school_shoes_yesno_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-st-josephs-pta"
LABEL = "swap rail"
LINES = [
    "2051-06-30T16:00 Mo - SWAP RAIL 👕 rules: washed, no holes or stains, St Joseph's logo or plain navy/grey. NO "
    "shoes or PE pumps pls (hygiene + they never fit anyone anyway). bags to Kerry or the foyer box",
    "7/7 Kerry - desperate for summer dresses (age 5-8) + book bags, got far too many age 10-11 jumpers",
    "Weds 6 Sept Mo - we've had loads of asks for school shoes 👞 so from this term we ARE taking school shoes if "
    "they're polished + in good nick, in a bag w/ the size on. still no PE pumps or trainers",
    "Thurs 14/9 Kerry - someone left a bin bag of trainers at the gate 🙄 reminder NO trainers, they're going to the "
    "charity shop",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "St Joseph's PTA - uniform swap rail 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "can I bring in Ollie's old school shoes? his feet have shot up, they're barely worn"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "NO shoes or PE pumps pls (hygiene" in notes, notes
assert "from this term we ARE taking school shoes if they're polished + in good nick" in notes, notes
with fault():
    reply = answer(f"(Mon 18/9/51; Dean) {question}", notes,
                   mock="Sorry, no - the swap rail doesn't take shoes, for hygiene reasons. The charity shop might "
                        "have them though.")
finish(question, expected="yes - school shoes are taken now if they're polished and in good nick, in a bag with the "
                          "size on", actual=reply)
