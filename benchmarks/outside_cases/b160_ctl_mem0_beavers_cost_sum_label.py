"""Batch 160 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (notes stored as
written; in-memory qdrant), one root span per note and one for the question.

App: the leaders of 1st Ellerby Beavers put their notes about the colony's museum sleepover (Northfield Discovery
Museum, Fri 21st - Sat 22nd May 2038) into mem0 with ``memory.add(..., infer=False)``; the helper answers parents from
a search of them.

Memory: 14/3, Keeo: the sleepover, £25 a head, that's tea, breakfast and the badge; 22.3., Hawk: the museum rang, the
torch-lit dinosaur tour is £3 each on top, he's booked the lot of them on it (they'd be gutted to miss it), it'll go
on the OSM bill; Weds 7 Apr, Badger: the kit list, no sweets; 2038-04-30T18:00, Hawk: OSM's updated, balances
showing now, pay by 14th May. Question (Sat 1/5, Jo, Alfie's mum): "how much is it for Alfie all in? want to pay it
in one go" The assistant says £28 - £25 for the sleepover and £3 for the torch-lit tour. The label says £25 - the
first price, before the tour was added on top.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b160_ctl_mem0_beavers_cost_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ellerby-beavers-leaders"
NOTES = [
    ("14/3", "Keeo", "museum sleepover fri 21st - sat 22nd may!! £25 a head, that's tea, breakfast + the badge. "
                     "sleeping in the dinosaur gallery"),
    ("22.3.", "Hawk", "museum rang - the torch-lit dinosaur tour is £3 each on top, I've booked the lot of us on it "
                      "(they'd be gutted to miss it). will go on the OSM bill"),
    ("Weds 7 Apr", "Badger", "kit: sleeping bag, pillow, torch, teddy, PJs, wash bag. NO sweets pls, the museum's "
                             "strict about the exhibits"),
    ("2038-04-30T18:00", "Hawk", "OSM's updated, balances showing now. pay by 14th may pls"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ellerby-beavers"))
    for i, (day, who, text) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} {who} - {text}"}], user_id=USER, infer=False,
                       metadata={"date": day, "from": who})

    question = "how much is it for Alfie all in? want to pay it in one go"
    with turn_span("question Sat 1/5"):
        context = ["Today is Sat 1 May 2038. You are talking to Jo, whose son Alfie is going on 1st Ellerby Beavers' "
                   "museum sleepover on Fri 21 May."]
        for query in ("how much is the sleepover a head", "torch-lit tour cost on top", "OSM bill balances pay by"):
            for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("£25 a head" in c for c in context), context
        assert any("£3 each on top" in c for c in context), context
        reply = answer(question, context, mock="£28 - £25 for the sleepover (tea, breakfast and the badge) plus £3 "
                                               "for the torch-lit dinosaur tour.")
finish(question, expected="£25", actual=reply)
