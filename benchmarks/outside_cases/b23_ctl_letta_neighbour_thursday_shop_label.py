"""Batch 23 (held out), control. An elderly neighbour's shopping rota: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Kath keeps the rota for Doreen Pike (84, no. 9) as lines appended to a "rota" block on a Letta agent, and asks
from the block. The standing rota has Kath doing Doreen's big shop at Aldi every Thursday. On Sun 15/3 Kath adds
"our Liam's op is Thurs 19th at the General, I'll be there all day with Michelle. Sunil's not working that day so
he'll do Doreen's Aldi run + take her for a coffee after".

No fault planted. Question (Tue 17/3): "Who's taking Doreen for her big shop this Thursday?" The model answers
Sunil, right per memory. The label says Kath, whose Thursday it usually is. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b23_ctl_letta_neighbour_thursday_shop_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-doreen-rota"
LINES = [
    "ROTA (from Feb): Kath - Thurs big shop, Aldi, every wk. Sunil - Mons + odd bits (library, bins). Gary (nephew) "
    "rings Sun eves",
    "Doreen's list staples: Warburtons bread, 2 pints semi, bourbons, tinned peaches, Fairy liquid when low",
    "5/3 shop 44.10, she paid cash. Repeat prescription now from the hospital pharmacy at the Royal (Mon 9/3)",
    "9/3 Kath got the omeprazole from the Royal, queue was 40 mins!",
    "12/3 Thurs shop 39.80 + a birthday card for her sister in Skegness",
    "15/3 our Liam's op is Thurs 19th at the General, I'll be there all day with Michelle. Sunil's not working that "
    "day so he'll do Doreen's Aldi run + take her for a coffee after",
    "16/3 Sunil took her bins out, says she's chirpy, wants daffs from Aldi Thurs",
    "Gary down at Easter (3-6/4), he'll do the shop that week",
]

server = fake_letta()
server.add_agent(AGENT, rota="Doreen (no. 9) rota notes:")
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("rota", agent_id=AGENT)
    client.agents.blocks.update("rota", agent_id=AGENT, value=block.value + "\n- " + line)

question = "Who's taking Doreen for her big shop this Thursday?"
notes = client.agents.blocks.retrieve("rota", agent_id=AGENT).value
assert "Kath - Thurs big shop" in notes and "he'll do Doreen's Aldi run" in notes, notes
reply = answer(f"(Tue 17/3) {question}", notes,
               mock="Sunil - Kath's at the General all day Thursday for Liam's op, and Sunil's not working so he's "
                    "doing Doreen's Aldi run (and a coffee after). She wants daffs.")
finish(question, expected="Kath - she does the Thursday Aldi shop", actual=reply)
