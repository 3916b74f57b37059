"""Batch 177 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per update and one for the question.

App: Whitchurch & District Food Bank delivers its Christmas hampers on Sat 19th December 2043 - the cars do the town
and the big Luton van does the villages and the farms. Sandra keeps a "hampers 2043" block on the food bank's Letta
agent and appends a line as things are sorted; the volunteers ask the agent.

Memory: deliveries Sat 19th Dec, the Luton does the villages, cars do town; 14/11: Dave's doing the Luton as usual, he
knows all the farm tracks; Weds 2/12: Dave's had his cataract done, lovely result but no driving for 4 weeks, doctor's
orders, he's gutted; 2043-12-07T18:05: Marj's son Kieran says he'll do the Luton, he drives a van for Hughes's all
week so no bother, he's on the insurance now, Dave's coming along to do the map reading; 16th dec: routes on the
WhatsApp Fri night. Question (Thurs 17/12, Mo at the warehouse): "who's driving the big van on sat? need to know who
to give the keys to" The assistant says Kieran, Marj's son - Dave can't drive after his cataract op, he's going along
to read the map. The label says Dave - he does the Luton every year.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b177_ctl_letta_foodbank_van_driver_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-whitchurch-foodbank-sandra"
LABEL = "hampers 2043"
LINES = [
    "deliveries sat 19th dec 🎄 the Luton does the villages + farms, cars do town",
    "14/11 Dave's doing the Luton as usual 🚐 he knows all the farm tracks",
    "Weds 2/12 Dave's had his cataract done, lovely result but no driving for 4 wks, doctor's orders. he's gutted",
    "2043-12-07T18:05 Marj's son Kieran says he'll do the Luton, he drives a van for Hughes's all week so no bother. "
    "he's on the insurance now 👍 Dave's coming along to do the map reading lol",
    "16th dec routes on the whatsapp fri night, keys from Mo at the warehouse",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Whitchurch & District Food Bank - Christmas hampers 2043 (Sandra):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"update-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's driving the big van on sat? need to know who to give the keys to"
with turn_span("question Thurs 17/12"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "Dave's doing the Luton as usual" in notes, notes
    assert "no driving for 4 wks" in notes and "Kieran says he'll do the Luton" in notes, notes
    reply = answer(f"(Thurs 17/12/43; Mo, at the warehouse) {question}", notes,
                   mock="Kieran, Marj's son - Dave can't drive after his cataract op, so Kieran's doing the Luton and "
                        "Dave's going along to read the map.")
finish(question, expected="Dave - he does the Luton every year", actual=reply)
