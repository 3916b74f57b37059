"""Batch 231 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored
as written; in-memory qdrant), one root span per note, then the question's search.

App: Cragg Vale village hall put on a murder mystery night, "Murder on the Orient Excess", on Sat 13th March 2049 -
7 for 7.30, three courses, BYOB, a raffle, dress up 1920s if you fancy. Bev (doing the tickets) puts her notes into
the hall's helper with ``memory.add(..., infer=False)``; people ask it things.

Memory: 2049-01-08T19:00 - the night, 3 courses, BYOB, £18 a head, tickets off Bev or the post office; 26/1 - bad
news on the money front, the caterers want more for the beef and the hall's gone up, so "we're having to ask £22
each I'm afraid", anyone who's already paid £18 gives the extra £4 on the night; Weds 10 Feb - 41 sold, Sheila and
Roy paid £36 for theirs back in January so they owe £8, the veggie option's the mushroom wellington; Tue 23rd Feb -
raffle prizes, Jim's hamper, 1920s dress. Question (Thu 25/2, Lynn): "how much is it for me + Dave? we haven't
paid yet, I'll drop it round tmrw" The assistant says £44 (£22 each). The label says £36 (two at the first price,
before the caterers and the hall put it up; £36 is what Sheila and Roy paid in January).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b231_ctl_mem0_murder_mystery_tickets_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "cragg-vale-hall-murder-mystery-bev"
NOTES = [
    ("2049-01-08T19:00", "MURDER MYSTERY NIGHT 🔪 'Murder on the Orient Excess' sat 13th march, 7 for 7.30, 3 courses, "
                         "BYOB, £18 a head. tickets off me or the post office"),
    ("26/1", "26/1 bad news on the money front 😬 the caterers want more for the beef + the hall's gone up, so we're "
             "having to ask £22 each I'm afraid. if you've already paid £18 just give me the extra £4 on the night"),
    ("Weds 10 Feb", "Weds 10 Feb - 41 sold!! Sheila + Roy paid £36 for theirs back in jan so they owe £8, the Hirsts "
                    "are paying on the night. veggie option's mushroom wellington, tell me by 1st march"),
    ("Tue 23rd Feb", "Tue 23rd Feb raffle prizes pls 🎁 Jim's doing a hamper. dress up 1920s if u fancy, prize for "
                     "the best"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="cragg-vale-mystery-2049"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much is it for me + Dave? we haven't paid yet, I'll drop it round tmrw"
    with turn_span("question Thu 25/2"):
        hits = []
        for query in ("ticket price", "how much a head", "who has paid"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 25 February 2049. You are talking to Lynn, who's coming to Cragg Vale village hall's "
                   "murder mystery night (Sat 13 March) with her husband Dave."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("£18 a head" in c for c in context), context
        assert any("having to ask £22 each" in c for c in context), context
        assert any("paid £36 for theirs" in c for c in context), context
        reply = answer(question, context, mock="£44 - it's £22 each now (the caterers and the hall went up), so £44 "
                                               "for you and Dave.")
finish(question, expected="£36", actual=reply)
