"""Batch 353 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Kowhai Landscapes (Mereana, the owner; Josh and Sione on the tools) are doing the Fifitas' front and back
gardens at 40 Melbourne Rd, Island Bay in September 2050. Mereana and Josh put their job notes into the business's
helper with ``memory.add(..., infer=False)``; the crew ask it things.

Memory: Mereana, 2050-09-12T15:10 - ordered from Central Landscape Supplies Seaview: 6m3 garden mix and 3m3 bark,
delivery Thurs 22nd 7am, $1,180 incl GST; Josh, 14/9 - the Fifitas want river pebbles instead of bark in the front
beds (the dog keeps digging), so he rang Central and the bark's cancelled, refund to the card; pebbles from Mitre 10
Petone, 40 bags, Josh picks them up in the ute; Mereana, Mon 19 Sept - the driveway's narrow, the truck backs in, no
tipping on the concrete; Josh, 20/9 - Sione's off Thursday, his cousin's 21st. Question (Wed 21/9, Mereana): "what's
Central dropping at Island Bay tmrw morning? need to know how much tarp to put down on the drive" The assistant says
just the 6m3 of garden mix - the bark was cancelled (pebbles from Mitre 10 instead). The label says 6m3 garden mix
and 3m3 bark (the bark order was cancelled on 14/9).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b353_ctl_mem0_wellington_landscaping_delivery_list_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kowhai-landscapes-mereana"
NOTES = [
    ("2050-09-12T15:10", "2050-09-12T15:10 ISLAND BAY (the Fifitas, 40 Melbourne Rd) - ordered from Central "
                         "Landscape Supplies Seaview: 6m3 garden mix + 3m3 bark, delivery thurs 22nd 7am, $1,180 "
                         "incl GST on the card"),
    ("14/9", "14/9 Josh - Fifitas want river pebbles not bark in the front beds (dog keeps digging it all out 🐕) so "
             "rang Central, bark's cancelled, refund back to the card. pebbles from Mitre 10 Petone, 40 bags, I'll "
             "grab em in the ute"),
    ("Mon 19 Sept", "Mon 19 Sept - Island Bay driveway's narrow, tell the truck to back in, NO tipping on the new "
                    "concrete, tarp it"),
    ("20/9", "20/9 Josh - Sione's off thurs, his cousin's 21st in Porirua. me + Mereana on the barrows then, sweet as"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kowhai-landscapes-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what's Central dropping at Island Bay tmrw morning? need to know how much tarp to put down on the drive"
    with turn_span("question Wed 21/9"):
        hits = []
        for query in ("Central Landscape Supplies delivery", "garden mix bark order", "cancelled order"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 21 September 2050. You are talking to Mereana, who runs Kowhai Landscapes "
                   "(Wellington)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("6m3 garden mix + 3m3 bark" in c for c in context), context
        assert any("bark's cancelled" in c for c in context), context
        reply = answer(question, context, mock="Just the 6m3 of garden mix at 7am - the bark was cancelled on the "
                                               "14th (pebbles from Mitre 10 instead, Josh is grabbing those).")
finish(question, expected="6m3 garden mix and 3m3 bark", actual=reply)
