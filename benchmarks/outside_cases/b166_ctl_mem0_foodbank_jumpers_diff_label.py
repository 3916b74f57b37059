"""Batch 166 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Brackley Food Bank's school uniform drive (collection day Sat 27th August 2039, 10-1 at the Baptist church on Well
St) keeps its volunteers' notes in mem0 (``memory.add(..., infer=False)``) and a helper answers volunteers and
supporters from a search of them.

Memory: 2039-08-01 Shaz: the schools' list is in - St Paul's want 40 age 7-8 red jumpers for their lot; after Saturday's
sort 25 in, so 15 short; Tue 9th Aug Dev: Asda's cage came in, bless them - 10 more 7-8 jumpers in there and a load of
book bags, all bagged up by the piano; 11/8 Shaz: collection sat 27th 10-1, set up from 8.30, Kim on the sign in;
2039-08-12T09:20 Kim: the Tesco bin's been emptied, all adult stuff so it's gone to the main shelves. Question (Fri
12/8, Kim): "how many more 7-8 jumpers are we after? I can ask round at work" The assistant says 5 - 40 wanted, 25 from
the sort and 10 from the Asda cage. The label says 15 - the gap after the first sort, before the Asda cage came in.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b166_ctl_mem0_foodbank_jumpers_diff_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "brackley-foodbank-uniform-drive"
NOTES = [
    ("2039-08-01", "Shaz - schools' list in. St Paul's want 40 age 7-8 red jumpers for their lot. after sat's sort "
                   "we've 25 in so 15 short"),
    ("Tue 9th Aug", "Dev - Asda's cage came in, bless them 🙏 10 more 7-8 jumpers in there + a load of book bags, "
                    "all bagged up by the piano"),
    ("11/8", "Shaz - collection sat 27th 10-1, set up from 8.30, Kim on the sign in"),
    ("2039-08-12T09:20", "Kim - Tesco bin's been emptied, all adult stuff so it's gone to the main shelves"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="brackley-uniform-drive"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "how many more 7-8 jumpers are we after? I can ask round at work"
    with turn_span("question Fri 12/8"):
        hits = memory.search("age 7-8 jumpers how many short", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Fri 12 August 2039. You are talking to Kim, a volunteer on Brackley Food Bank's school "
                   "uniform drive."] + [h["memory"] for h in hits]
        assert any("25 in so 15 short" in c for c in context), context
        assert any("10 more 7-8 jumpers in there" in c for c in context), context
        reply = answer(question, context, mock="5 - St Paul's want 40, we had 25 from the sort and Asda's cage "
                                               "brought 10 more, so 35 in.")
finish(question, expected="15", actual=reply)
