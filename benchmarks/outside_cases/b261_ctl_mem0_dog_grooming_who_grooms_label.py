"""Batch 261 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Kerry runs The Dog Bus, a mobile grooming van round Todmorden and Walsden - a round a day, most dogs every six
weeks, a spare pair of hands (Jade) two days a week. Kerry puts her notes into the van's helper with
``memory.add(..., infer=False)``; owners ask it things.

Memory: 2051-04-03T20:00 - the Tuesday round is Kerry's: Bramble (Mrs Lord's springer) at 9 every 6 weeks, Rolo at
11, Luna at 1.30; 19/4 - Bramble's nervous with new people, muzzle in the glovebox just in case, she's fine once
she's on the table; Sat 6th May - Kerry's off w/c 15th for "our Sophie's wedding in Tenerife", Jade's covering the
Tuesday round, she's done Bramble before when she was at Shampooches, so Mrs Lord needn't worry; Thu 11/5 - new
clippers came, Jade has the spare van keys. Question (Fri 12/5, Mrs Lord): "who's doing Bramble on tuesday? she's
funny w/ new people" The assistant says Jade - Kerry's away that week, and Jade's groomed Bramble before. The label
says Kerry.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b261_ctl_mem0_dog_grooming_who_grooms_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "dog-bus-kerry"
NOTES = [
    ("2051-04-03T20:00", "2051-04-03T20:00 TUES ROUND 🚐 that's me - Bramble (Mrs Lord's springer) 9am every 6 wks, "
                         "Rolo 11, Luna 1.30. back for the school run"),
    ("19/4", "19/4 Bramble's nervous w/ new ppl, muzzle's in the glovebox just in case, she's fine once she's on "
             "the table + has had a gravy bone"),
    ("Sat 6th May", "Sat 6th May - I'm off w/c 15th for our Sophie's wedding in Tenerife 🌴🥂 Jade's covering the "
                    "tues round, she's done Bramble before when she was at Shampooches so Mrs Lord needn't worry"),
    ("Thu 11/5", "Thu 11/5 new clippers came 🙌 Jade's got the spare van keys + the float"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="dog-bus-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who's doing Bramble on tuesday? she's funny w/ new people"
    with turn_span("question Fri 12/5"):
        hits = []
        for query in ("who grooms Bramble", "tuesday round", "Kerry off cover"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 12 May 2051. You are talking to Mrs Lord, whose springer Bramble is groomed by The "
                   "Dog Bus every 6 weeks."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("TUES ROUND 🚐 that's me - Bramble" in c for c in context), context
        assert any("I'm off w/c 15th" in c and "Jade's covering the tues round" in c for c in context), context
        reply = answer(f"(Mrs Lord) {question}", context,
                       mock="Jade - Kerry's away that week at a wedding, but Jade's groomed Bramble before, so she "
                            "knows her.")
finish(question, expected="Kerry", actual=reply)
