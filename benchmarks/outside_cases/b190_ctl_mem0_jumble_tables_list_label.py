"""Batch 190 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with ``infer=False`` (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Kynnersley village hall's autumn jumble sale is Sat 19th Sept 2043, 2-4 - tables round the hall, a tea urn, a
raffle. Pat, the hall committee's secretary, keeps her notes in mem0 (``memory.add(..., infer=False, metadata={"date":
...})``); Linda, who's doing the table labels, asks the helper.

Memory: 2043-09-01T19:00, Pat - jumble sale Sat 19th Sept 2-4, tables: bric-a-brac (Jean), books (Ted), toys, 2
clothes rails (Margaret + Sue), cakes (the WI); Weds 9 Sept, Pat - Ted rang, his hip's playing up and he can't be
lifting boxes, so he's giving it a miss this time; Sue's sister will have his table for her plants, she's got loads
of spider plants + tomato seedlings; 12.9., Pat - the urn, Jean 2-4, squash for the kids 20p; 15/9, Pat - the
playgroup are having the toy table, takings split 50/50. Question (Thu 17/9, Linda): "which tables have we got sat?
doing the labels tonight" The assistant lists bric-a-brac, toys (the playgroup), 2 clothes rails, cakes (the WI) and
plants (Sue's sister) - no books, Ted's not coming. The label says bric-a-brac, books, toys, clothes and cakes.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b190_ctl_mem0_jumble_tables_list_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kynnersley-hall-pat"
NOTES = [
    ("2043-09-01T19:00", "JUMBLE sat 19th sept 2-4 🧥 tables: bric-a-brac (Jean), books (Ted), toys, 2 clothes rails "
                         "(Margaret + Sue), cakes (WI). 20p in, kids free"),
    ("Weds 9 Sept", "Ted rang - his hip's playing up + he can't be lifting boxes so he's giving it a miss this time, "
                    "bless him. Sue's sister will have his table for her plants, she's got loads of spider plants + "
                    "tomato seedlings 🌱"),
    ("12.9.", "urn - Jean 2-4, milk from the shop, squash for the kids 20p. need a 2nd kettle"),
    ("15/9", "the playgroup are having the toy table, takings split 50/50 w the hall 👍"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kynnersley-jumble-2043"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "which tables have we got sat? doing the labels tonight"
    with turn_span("question Thu 17/9"):
        hits = []
        for query in ("jumble sat tables", "who's having which table", "Ted's table", "clothes rails + cakes"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 17 Sept 2043. You are talking to Linda, who is doing the table labels for Kynnersley "
                   "village hall's jumble sale (Sat 19 Sept, 2-4)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("books (Ted)" in c for c in context), context
        assert any("giving it a miss this time" in c and "his table for her plants" in c for c in context), context
        assert any("having the toy table" in c for c in context), context
        reply = answer(question, context, mock="Bric-a-brac (Jean), toys (the playgroup), 2 clothes rails (Margaret + "
                                               "Sue), cakes (the WI) and plants (Sue's sister, on Ted's old table) - "
                                               "no books, Ted's not coming.")
finish(question, expected="bric-a-brac, books, toys, clothes, cakes", actual=reply)
