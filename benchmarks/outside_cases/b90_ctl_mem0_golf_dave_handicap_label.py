"""Batch 90 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, each note stored as
written; in-memory qdrant), one root span per note and per question.

App: Graham, the golf society secretary, logs society bits in mem0 from his phone (``memory.add(...,
infer=False)``) and asks it things when he's doing the draw sheets.

Memory: in January the society list had Dave Marsh on 14; in May Dave won the spring medal with 67 nett, and Pete,
the handicap secretary, took him down to 11 for the rest of the season (Dave grumbling). Question (Mon 5/6, before
the Ashridge away day on Fri 9/6): "what's Dave playing off at Ashridge on friday?" The assistant says 11. The
label says 14, from the society list.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b90_ctl_mem0_golf_dave_handicap_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "offley-golf"
NOTES = [
    ("Jan 34", "society list for the yr - Dave Marsh 14, Pete W 9, Colin 18, Raj 16, Bernie 22, me 12. subs £40 "
               "by end of Feb"),
    ("2/3", "Ashridge booked for fri 9/6, 2 tee times 10.10 + 10.19, £65 inc soup + sandwich"),
    ("14.5.34", "spring medal - Dave won it w 67 nett (!!), Raj 2nd. Pete (hcap sec) has took Dave down to 11 "
                "for the rest of the season, Dave not happy, says it was a one off lol"),
    ("20 May", "Woburn went well, Colin's shoulder held up. Tel won the nearest the pin"),
    ("1/6", "Bernie can't do Ashridge, his daughter's moving house - John P in"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="offley-golf"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what's Dave playing off at Ashridge on friday?"
    with turn_span("question Mon 5/6"):
        hits = memory.search("Dave Marsh handicap playing off", top_k=5, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Mon 5 June 2034. You are talking to Graham, the society secretary."]
        context += [f"{h.get('metadata', {}).get('date', '')}: {h['memory']}" for h in hits]
        assert any("Dave Marsh 14" in c for c in context), context
        assert any("took Dave down to 11" in c for c in context), context
        reply = answer(question, context, mock="11 - Pete brought him down from 14 after he won the spring medal "
                                               "with 67 nett.")
finish(question, expected="14, as on the society list", actual=reply)
