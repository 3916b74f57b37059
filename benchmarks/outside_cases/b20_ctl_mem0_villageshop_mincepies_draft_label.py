"""Batch 20 (held out), control. A village shop's Christmas ordering notes: mem0 Memory (infer=False, in-memory
qdrant), script style (each call its own trace).

App: Carol (Whatton Stores) keeps her Christmas stock notes in mem0 and asks the assistant from ``get_all``. The
draft order to Holloways bakery listed "mince pies x 40 boxes (6s)"; the order she actually sent on 3/11 says "cut
the mince pies back to two dozen boxes, we had loads left last yr - rest as the draft".

No fault planted. Question: "How many boxes of mince pies did we order from Holloways?" The model answers 24 (two
dozen), right per memory. The label says 40, the draft's figure, superseded by the order as sent in different
wording. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b20_ctl_mem0_villageshop_mincepies_draft_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

SHOP = "whatton-stores"
LINES = [
    "Xmas draft for Holloways (bakery): mince pies x 40 boxes (6s), 12 stollen, 20 Xmas puddings 454g, 10 cakes iced",
    "Booker Xmas: selection boxes 48, Quality St tubs 24, crackers 30 boxes - order by 17/10",
    "Turkey orders from customers - 11 so far, via Hollins Farm, collect Xmas Eve 10-2",
    "3/11 sent the Holloways order - cut the mince pies back to two dozen boxes, we had loads left last yr and "
    "ended up giving them to the church. Rest as the draft",
    "Holloways deliver Xmas stuff Tues 9/12 and Tues 16/12, split half and half",
    "Last yr we sold 22 boxes of mince pies, 18 went to the church",
    "Christmas hours: Xmas Eve 7-2, closed 25+26, 27th 9-1",
    "Post office last posting dates poster up - 2nd class Thurs 18/12",
    "Crusty Cob doing a festive sourdough (cranberry + walnut) GBP 4.50, 6 on Sat 20/12",
    "Holloways price list Xmas: mince pies GBP 2.40 a box trade, stollen GBP 3.10",
    "Christmas tree for outside from Mark at the garden centre, 7ft, free for the advert",
    "Josh (paper round) off 22/12-2/1, Maisie covering",
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="xmas-stock"))
    for line in LINES:
        memory.add([{"role": "user", "content": line}], user_id=SHOP, infer=False)
    question = "How many boxes of mince pies did we order from Holloways?"
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": SHOP}, top_k=200)["results"]]
    assert any("mince pies x 40 boxes" in s for s in stored), stored
    assert any("cut the mince pies back to two dozen boxes" in s for s in stored), stored
    reply = answer(question, stored, mock="24 boxes - the draft had 40 but you cut it back to two dozen when you sent "
                                          "the order on 3 November.")
finish(question, expected="40 boxes", actual=reply)
