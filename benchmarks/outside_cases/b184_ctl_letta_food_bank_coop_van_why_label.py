"""Batch 184 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per line added and one for the question.

App: Trench food bank packs its Christmas hampers on Sat 19th Dec 2043 and delivers them on the Sunday - in other
years in the Co-op's van, lent with a volunteer driving. Janet (who coordinates it) keeps a "xmas hampers" block on
the food bank's Letta agent and appends a line as things are sorted; volunteers ask it.

Memory: the block's first line (packing Sat 19th Dec, deliveries Sun 20th, 65 families); 2/11 - the Co-op van's off
the road, failed its MOT, the brakes; Gary, Thu 12/11 - the Co-op van's fixed and back on the road, but their
insurers have said only Co-op staff can drive it now, not volunteers - so it's his Transit and Pete's estate for the
deliveries; 22.11. - drivers: Gary, Pete, Mandy riding with the clipboard. Question (Tue 1/12, Lorraine, a new
volunteer): "why aren't we using the Co-op van this yr? my husband was asking, he drove it last xmas" The assistant
says the Co-op's insurers only let Co-op staff drive it now, not volunteers - the van itself is fixed. The label says
it failed its MOT.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b184_ctl_letta_food_bank_coop_van_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-trench-food-bank"
LABEL = "xmas hampers"
LINES = [
    "xmas hampers 2043 🎄 packing sat 19th dec, deliveries sun 20th. 65 families so far",
    "2/11 vans - Co-op van's off the road, failed its MOT 😬 the brakes",
    "Thu 12/11 Gary: Co-op van's fixed + back on the road, but their insurers have said only Co-op staff can drive it "
    "now, not volunteers - so it's my Transit + Pete's estate for the deliveries",
    "22.11. drivers - Gary, Pete, Mandy riding w Gary w the clipboard",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Trench food bank - Christmas hampers 2043 (Janet):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"line-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why aren't we using the Co-op van this yr? my husband was asking, he drove it last xmas"
with turn_span("question Tue 1/12"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "failed its MOT" in notes, notes
    assert "only Co-op staff can drive it now" in notes, notes
    reply = answer(f"(Tue 1/12/43; Lorraine, new volunteer) {question}", notes,
                   mock="The Co-op's insurers only let Co-op staff drive it now, not volunteers - the van itself has "
                        "been fixed since it failed its MOT. So it's Gary's Transit and Pete's estate this year.")
finish(question, expected="it failed its MOT", actual=reply)
