"""Batch 221 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Bishop's Castle hold a fun run in September 2050 - a 10k, a 5k and a kids' mile from the school field, medals
for everyone, parking at the farm. The committee's notes go into mem0 with ``memory.add(..., infer=False)``; the
helper answers from a search of them.

Memory: Ed, 2050-06-02T19:30 - fun run Sun 11th Sept, 10k + 5k + kids' mile from the school field; Dan, 17.6. - the
11th's the Shropshire Hills half, most of the harriers will be doing that, we'd lose half our runners; Sian, Tue 21st
June - rang the school about the field, the 18th's no good, the PTA have got their car boot on it, so the last
Sunday of the month, the 25th, and the farm's fine for parking; Ed, Weds 6 Jul - medals ordered. Question (Mon 1/8,
Jo, who does the parish mag): "what date's the fun run? putting it in the parish mag" The assistant says Sun 25th
Sept. The label says Sun 18th Sept (the next Sunday after the 11th, which the PTA's car boot has on the field).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b221_ctl_mem0_fun_run_date_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bishops-castle-fun-run"
NOTES = [
    ("2050-06-02T19:30", "Ed", "FUN RUN 🏃 sun 11th sept!! 10k + 5k + a kids' mile, all from the school field, medals "
                               "for everyone"),
    ("17.6.", "Dan", "11th's the Shropshire Hills half 🙄 most of the harriers'll be doing that, we'd lose half our "
                     "runners"),
    ("Tue 21st June", "Sian", "rang the school re the field - the 18th's no good, the PTA have got their car boot on "
                              "it, so last sun of the month then, the 25th. farm's fine for parking 👍"),
    ("Weds 6 Jul", "Ed", "medals ordered, 250, the town hall on the front. entries £8, kids £2"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bishops-castle-run-2050"))
    for i, (day, who, text) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} {who} - {text}"}], user_id=USER,
                       metadata={"date": day, "by": who}, infer=False)
    question = "what date's the fun run? putting it in the parish mag"
    with turn_span("question Mon 1/8"):
        hits = []
        for query in ("fun run date", "which sunday is the fun run", "school field booking"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 1 August 2050. You are talking to Jo, who does the Bishop's Castle parish magazine."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("FUN RUN 🏃 sun 11th sept" in c for c in context), context
        assert any("11th's the Shropshire Hills half" in c for c in context), context
        assert any("the 18th's no good, the PTA have got their car boot on it" in c for c in context), context
        assert any("last sun of the month then, the 25th" in c for c in context), context
        reply = answer(question, context, mock="Sunday 25th September - the 11th clashed with the Shropshire Hills "
                                               "half and the school field's taken on the 18th.")
finish(question, expected="Sun 18th Sept", actual=reply)
