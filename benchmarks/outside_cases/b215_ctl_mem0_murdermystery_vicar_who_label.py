"""Batch 215 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (messages stored
as they are; in-memory qdrant), search, script style (every call its own trace).

App: the Bishop's Castle Players put on a murder mystery supper, "Death at the Deanery", on Sat 13th March 2049 in the
town hall - the cast in character among the tables, the audience working out whodunnit over supper. The cast's
WhatsApp messages go into mem0 as they are (``memory.add(..., infer=False)``); the helper answers from a search.

Memory: 2049-01-19T21:00 Sue - the cast: colonel Derek, vicar Graham, housekeeper Marion, the widow Jan, the
inspector Sue herself, read-through Weds 27th; 14/2 Graham - really sorry all, it's their ruby wedding that weekend
and Pat's booked a surprise in Tenby, he only found out last night; 14/2 Pete - he'll do the vicar if nobody else
wants him, he's still got the dog collar from Cinderella; Sue - Pete you star; 22.2. supper - 10 tables of 6, beef in
ale, £14; Tue 2nd Mar - dress run Thurs 11th at 7, Pete to learn the sermon bit. Question (Weds 10/3, Rob from the
Advertiser, doing a write-up): "who's playing the vicar? doing a bit for the Advertiser" The assistant says Pete
(Graham's away for his ruby wedding). The label says Graham.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b215_ctl_mem0_murdermystery_vicar_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bishops-castle-players"
MESSAGES = [
    ("2049-01-19T21:00", "Sue", "MURDER MYSTERY cast 🔪 sat 13th march, town hall. colonel - Derek, vicar - Graham, "
                                "housekeeper - Marion, the widow - Jan, inspector - me! read-through weds 27th at mine"),
    ("14/2", "Graham", "really sorry all 😬 it's our ruby wedding that wknd + Pat's gone + booked us a surprise in "
                       "Tenby, only found out last night. can't let her down after 40 yrs"),
    ("14/2", "Pete", "I'll do the vicar if nobody else wants him, I've still got the dog collar from Cinderella lol"),
    ("14/2", "Sue", "Pete you star 🙌"),
    ("22.2.", "Sheila", "supper - 10 tables of 6, I'm doing beef in ale + a veggie pie, tickets £14 from the Three "
                        "Tuns"),
    ("Tue 2nd Mar", "Sue", "dress run thurs 11th 7pm at the town hall. Pete pls learn the sermon bit, no reading it "
                           "off the hymn book"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bc-players-2049"))
    for day, who, text in MESSAGES:
        memory.add([{"role": "user", "content": f"{day} {who}: {text}"}], user_id=USER, infer=False,
                   metadata={"date": day, "from": who})
    question = "who's playing the vicar? doing a bit for the Advertiser"
    hits = []
    for query in ("who is playing the vicar", "murder mystery cast colonel vicar housekeeper", "vicar part"):
        hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Weds 10 March 2049. You are talking to Rob from the Advertiser, writing up the Bishop's "
               "Castle Players' murder mystery supper (Sat 13 March)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    assert any("vicar - Graham" in c for c in context), context
    assert any("ruby wedding" in c for c in context), context
    assert any("I'll do the vicar" in c for c in context), context
    reply = answer(question, context, mock="Pete - Graham was down to play the vicar but he's away that weekend for "
                                           "his ruby wedding, so Pete stepped in.")
finish(question, expected="Graham", actual=reply)
