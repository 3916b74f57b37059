"""Batch 158 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), search, one root span per note and one for the question.

App: Lorraine runs Hollinsford's Easter egg hunt in Memorial Park (Easter Sunday, 5th April 2037) and keeps her notes
in mem0 with ``memory.add(..., infer=False)``; the helper answers parents from a search of them.

Memory: Weds 11 Mar: the hunt from 10.30, answer sheets back to the bandstand for the choc eggs, Kath and Jan on the
prize table; Tue 24/3: the council rang, the bandstand's got scaffolding all round it for the roof till after Easter,
and Ted at the bowling club says we can have their verandah for the prize table, he'll put the urn on for the mums
and dads; 2037-04-02T19:30: 200 eggs off the Co-op in Kath's garage, Dev putting the clue boards out from 9.
Question (Sat 4/4, Emma, a mum): "where do the kids take their sheets at the end? for the eggs" The assistant says
the bowling club verandah (the bandstand's scaffolded for its roof). The label says the bandstand - in memory, the
first plan, before the scaffolding went up.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b158_ctl_mem0_egghunt_prizes_place_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hollinsford-egg-hunt-lorraine"
NOTES = [
    ("Weds 11 Mar", "egg hunt easter sun, Memorial Park from 10.30. answer sheets back to the bandstand for the choc "
                    "eggs, Kath + Jan on the prize table"),
    ("Tue 24/3", "council rang, bandstand's got scaffolding all round it for the roof til after easter. Ted at the "
                 "bowling club says we can have their verandah for the prize table, he'll put the urn on for the "
                 "mums + dads"),
    ("2037-04-02T19:30", "200 eggs off the Co-op, in Kath's garage. Dev putting the clue boards out from 9, marshals "
                         "at 10"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: no extraction call is expected


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hollinsford-egg-hunt-ctl"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "where do the kids take their sheets at the end? for the eggs"
    with turn_span("question Sat 4/4"):
        hits = []
        for query in (question, "prize table eggs", "where are sheets handed in"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 4 April 2037. You are talking to Emma, a parent coming to Hollinsford's Easter egg "
                   "hunt on Sun 5 April."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("back to the bandstand" in c for c in context), context
        assert any("verandah for the prize table" in c for c in context), context
        reply = answer(question, context, mock="To the bowling club verandah - that's where the prize table is this "
                                               "year, as the bandstand's covered in scaffolding for its roof.")
finish(question, expected="the bandstand", actual=reply)
