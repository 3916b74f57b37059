"""Batch 145 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), script style (each call its own trace).

App: Claire teaches a Tuesday evening yoga class in Norland village hall and keeps her admin notes in mem0
(``memory.add(..., infer=False)``), asking her helper when she needs something.

Memory: 14/3: counted the mats in the hall cupboard - 12, lent out at £1 a week; 22.3.: the hall's mice have been at
two of them, chewed right through the corners, they went in the skip when Dave did the bins; Weds 8 Apr: Jo's bought
the lilac one off her for £12, keeping it at home; Tue 21/4: the new starter Helen; 16th may: hall rent. Question
(Tue 19/5, Claire): "how many mats have i got to lend out tonight? got 4 newbies off the surgery's referral
scheme" The assistant says 9 (12, less the two the mice got at, less Jo's). The label says 12 - in memory,
Claire's count of 14/3.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b145_ctl_mem0_yoga_spare_mats_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "norland-yoga-claire"
NOTES = [
    ("14/3", "counted the mats in the hall cupboard - 12. lending them at £1 a wk, tin's on the piano"),
    ("22.3.", "the hall's mice have been at 2 of the mats!! chewed right thru the corners. they went in the skip when "
              "Dave did the bins. must get a plastic box w a lid"),
    ("Weds 8 Apr", "Jo's bought the lilac mat off me, £12, she's keeping it at home now"),
    ("Tue 21/4", "new starter Helen, bad knee, by the wall for balances. 7.30ish she said, works 8.30-5"),
    ("16th may", "hall rent £14 an hr now, 1.30pm the cheapest slot but no one can do afternoons"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="norland-yoga"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many mats have i got to lend out tonight? got 4 newbies off the surgery's referral scheme"
    hits = memory.search("mats to lend hall cupboard count", top_k=10, threshold=0.0,
                         filters={"user_id": USER})["results"]
    context = ["Today is Tue 19 May 2037. You are talking to Claire, who teaches the Tuesday yoga class at Norland "
               "village hall."]
    for h in hits:
        line = f"{(h.get('metadata') or {}).get('date', '')}: {h['memory']}"
        if line not in context:
            context.append(line)
    assert any("counted the mats in the hall cupboard - 12" in c for c in context), context
    assert any("mice have been at 2 of the mats" in c for c in context), context
    assert any("Jo's bought the lilac mat" in c for c in context), context
    reply = answer(question, context, mock="9 - you counted 12, but 2 went in the skip after the mice got at them and "
                                           "Jo's bought the lilac one.")
finish(question, expected="12", actual=reply)
