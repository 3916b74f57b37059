"""Batch 144 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Bev, Scout Leader of 3rd Luddenden Scouts, logs the troop's fundraising for the jamboree trip (Bradley Wood,
Sat 25th - Fri 31st July) in the group's helper with ``memory.add(..., infer=False)``; the helper answers the group
exec from a search of her notes.

Memory: Sat 14/3: the bag pack at Asda in Sowerby Bridge, 9-4, 18 scouts - counted the buckets at the hut after,
£412.60; Tue 17/3: the card reader takings from the bag pack landed in the group account, £96 after SumUp's bit;
22.3.: the exec agreed the bag pack money goes towards the coach (£1,140); Weds 8 Apr: the Kestrels won the bucket
comp. Question (Thu 9/4, Nadia, on the group exec, doing the newsletter): "how much did the asda bag pack make in the
end? doing the newsletter" The assistant says £508.60 (£412.60 in the buckets and £96 on the card reader). The label
says £412.60 - in memory, what was counted in the buckets on the day.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b144_ctl_mem0_jamboree_bag_pack_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "3rd-luddenden-bev"
NOTES = [
    ("14/3", "sat 14/3 - BAG PACK at Asda Sowerby Br, 9-4, 18 scouts did shifts. counted the buckets at the hut "
             "after - £412.60!! well done all"),
    ("17/3", "tue 17/3 - the card reader takings from the bag pack have landed in the group account, £96 after "
             "SumUp's had their bit"),
    ("22.3.", "22.3. exec agreed - bag pack money goes towards the jambo coach (£1,140 from Halifax Travel)"),
    ("Weds 8 Apr", "Weds 8 Apr - Kestrels won the bucket comp on the day, they get first pick of the tent pitches"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="3rd-luddenden-funds"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much did the asda bag pack make in the end? doing the newsletter"
    with turn_span("question Thu 9/4"):
        hits = memory.search("bag pack Asda buckets card reader takings money", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Thu 9 April 2037. You are talking to Nadia, on the 3rd Luddenden Scouts group exec, "
                   "who is doing the newsletter."] + [h["memory"] for h in hits]
        assert any("£412.60" in c for c in context), context
        assert any("card reader takings from the bag pack" in c and "£96" in c for c in context), context
        reply = answer(question, context, mock="£508.60 - £412.60 in the buckets on the day plus £96 that came "
                                               "through on the card reader.")
finish(question, expected="£412.60", actual=reply)
