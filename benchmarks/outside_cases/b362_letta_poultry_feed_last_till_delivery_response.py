"""Batch 362 (held out). A small poultry farm's feed and egg sales: Letta core memory block (offline stand-in),
script style (every call its own trace); the answer call has the moved feed delivery in its block and answers from
the old delivery day.

App: Oluwaseun Farms (about 1,200 layers in two pens outside Abeokuta) keep a "feed store" block on the farm's Letta
agent: Madam Seun and Emeka (the farm hand) add lines to it; Baba Seun asks the helper things.

Planted fault (ResponseError, ignored sufficient context): the block has Madam Seun's 2050-06-01T07:30 line - the
layers eat 2 bags of layers mash a day, Alhaji Musa delivers every other Saturday, the next one Sat 11th June;
Emeka's Weds 8/6 line - store count this evening, 10 bags of layers mash left, 3 bags of growers for the broilers;
Madam Seun's Thu 9/6 line - Musa called, "e don change", his trailer broke down at Lokoja, the feed won't reach on
Saturday again, he'll bring it Tuesday 14th, evening time; and Emeka's Thu 9/6 egg count. Question (Thu 9/6 night,
Baba Seun): "the layers mash wey remain for store go reach until Musa bring the new one? or make I buy some for
Kuto market tomorrow?" -> expected No - buy at least 2 bags. The model says yes, it will reach, Musa comes Saturday.

Inference (why the expected answer follows): 10 bags counted on Weds evening at 2 bags a day feed Thu, Fri, Sat, Sun
and Mon (10 bags), so the store is empty for Tuesday's feeding; Musa now comes only on Tuesday evening, so Tuesday
needs at least 2 bags bought. Under the old Saturday delivery it would have reached - the answer turns on the move.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the moved delivery (Tuesday 14th, evening), the 10 bags and the 2 a day, and the model answered from the
Saturday the block says is off. Asserted: the block has the move line, the store count and the rate.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b362_letta_poultry_feed_last_till_delivery_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-oluwaseun-farms"
LABEL = "feed store"
LINES = [
    "2050-06-01T07:30 Madam Seun - pen A + B layers (abt 1,200) dey chop 2 bags layers mash a day. Alhaji Musa dey "
    "bring feed every other Saturday, next one Sat 11th June, 20 bags",
    "Weds 8/6 Emeka - I count the store this evening: 10 bags layers mash remain, 3 bags growers for the broilers. "
    "rat don chop one bag corner, I tape am",
    "Thu 9/6 Madam Seun - Musa call 📞 e don change, him trailer break down for Lokoja 😩 the feed no go reach "
    "Saturday again, na Tuesday 14th he go bring am, evening time",
    "Thu 9/6 Emeka - eggs today 34 crates, pen B still low, Dr Yusuf go check them Monday",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Oluwaseun Farms - feed store, June 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = ("the layers mash wey remain for store go reach until Musa bring the new one? or make I buy some for Kuto "
            "market tomorrow?")
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "na Tuesday 14th he go bring am, evening time" in notes, notes
assert "10 bags layers mash remain" in notes and "2 bags layers mash a day" in notes, notes
with fault():
    reply = answer(f"(Thu 9/6/50 night; Baba Seun) {question}", notes,
                   mock="E go reach, no wahala - 10 bags na 5 days at 2 a day, and Musa go bring 20 bags on "
                        "Saturday 11th. No need to buy for market.")
finish(question, expected="No - the 10 bags run out after Monday's feeding and Musa only comes Tuesday evening now, "
                          "so buy at least 2 bags",
       actual=reply)
