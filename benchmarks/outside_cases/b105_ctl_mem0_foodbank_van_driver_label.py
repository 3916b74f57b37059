"""Batch 105 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, notes stored as
written; in-memory qdrant, the local model's embeddings), search, one root span per note.

App: Beryl, who coordinates the St Barnabas foodbank collection point, keeps the volunteers' notes in mem0
(``memory.add(..., infer=False)``); the volunteers ask the helper.

Memory: Ken does the Thursday van runs (Tesco trolley, the Co-op crates, the warehouse on Friday); Ken's note of
Sun 14/3: cataract done Tuesday at Addenbrooke's, the hospital says no driving for a fortnight, Tom's got the van
key off him for the 18th and the 25th and knows the route, Ken will come along and do the lifting; plus other
notes. Question (Wed 17/3, Sandra at the warehouse): "who's bringing the van round on thursday? need to know who to
look out for" The assistant says Tom. The label says Ken, the Thursday driver.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b105_ctl_mem0_foodbank_van_driver_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "stb-foodbank-beryl"
NOTES = [
    ("Jan 37", "rota: Ken does thurs van runs (tesco trolley 2pm, co-op crates after 4) + warehouse fri am. "
               "Marjorie + Tom porch table sundays"),
    ("Sun 14/3", "Ken - cataract done tues at Addenbrookes, hospital says no driving for a fortnight. Tom's got "
                 "the van key off him for the 18th + 25th, knows the route. Ken coming along to do the lifting, "
                 "he's not missing it he says!"),
    ("15.3", "harvest boxes from Kings Rd all sorted, 11 crates, mostly beans + pasta, thank you card sent"),
    ("16/3", "van MOT due april, booked at Hills garage 6/4, £54.85"),
    ("w/c 15th", "warehouse (Sandra) wants the tins + dry separate this time, and dates facing out"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="stb_foodbank"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who's bringing the van round on thursday? need to know who to look out for"
    with turn_span("question Wed 17/3"):
        hits = []
        for query in ("who drives the van Thursday", "van runs rota driver", "Ken Tom van key"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 17 March 2037. You are talking to Sandra at the foodbank warehouse."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Ken does thurs van runs" in c for c in context), context
        assert any("Tom's got the van key off him for the 18th" in c for c in context), context
        reply = answer(question, context, mock="Tom - Ken's not allowed to drive for a couple of weeks after his "
                                               "cataract, so Tom's got the van. Ken's coming along to help lift.")
finish(question, expected="Ken, the Thursday driver", actual=reply)
