"""Batch 219 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Yarpole Village Hall hold a Christmas craft and gift fair - 20 tables at £10, soup and cakes from the hall's
kitchen, Father Christmas for the little ones. Linda (the hall's bookings secretary) keeps her notes in the hall's
helper with ``memory.add(..., infer=False)``; villagers ask it things.

Memory: 2048-06-20T20:00 Linda - craft and gift fair Sat 28th Nov, 10-3, 20 tables at £10, hall booked; Weds 8 Jul -
Gill's doing refreshments again; 22.7. - Joan reminded her that the WI have had the hall on the last Saturday in
November for their Christmas lunch for donkey's years, so theirs is the Saturday after, 5th Dec, same times, the hall
diary's sorted; 16th Sept - 14 tables booked, Mrs Hughes wants two for her jams. Question (Mon 12/10, Pam, who does
the parish magazine): "what date's the craft fair? putting it in the nov parish mag" The assistant says Sat 5th Dec,
10-3. The label says Sat 28th Nov (Linda's first note; the WI's lunch has the hall that day).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b219_ctl_mem0_craftfair_date_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "yarpole-hall-linda"
NOTES = [
    ("2048-06-20T20:00", "2048-06-20T20:00 Linda - CRAFT + GIFT FAIR 🎄 sat 28th nov, 10-3, 20 tables at £10, hall "
                         "booked. Father Christmas for the little ones if Bryn's up for it again"),
    ("Weds 8 Jul", "Weds 8 Jul Linda - Gill's doing refreshments again, soup + rolls + cakes, the urn's been "
                   "serviced at last"),
    ("22.7.", "22.7. Linda - Joan reminded me the WI have had the hall the last sat in nov for their xmas lunch for "
              "donkey's yrs 🤦‍♀️ so ours is the sat after, 5th dec, same times. hall diary sorted"),
    ("16th sept", "16th sept Linda - 14 tables booked so far, Mrs Hughes wants 2 for her jams + chutneys"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="yarpole-hall-2048"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what date's the craft fair? putting it in the nov parish mag"
    with turn_span("question Mon 12/10"):
        hits = []
        for query in ("craft fair date", "what day is the craft and gift fair", "hall booked"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 12 Oct 2048. You are talking to Pam, who does the Yarpole parish magazine."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("sat 28th nov, 10-3" in c for c in context), context
        assert any("so ours is the sat after, 5th dec, same times" in c for c in context), context
        reply = answer(question, context, mock="Saturday 5th December, 10 till 3 at the village hall - the WI have "
                                               "the hall on the 28th for their Christmas lunch.")
finish(question, expected="Sat 28th Nov", actual=reply)
