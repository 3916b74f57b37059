"""Batch 140 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (notes stored as
written; in-memory qdrant), one root span per note and one for the question.

App: the Upper Calder mobile library's drivers (Bev and Kev, with Joyce on relief) put their notes - route dates,
reservations, what happened at each stop - into mem0 with ``memory.add(..., infer=False)``; the helper answers the
drivers from a search of them.

Memory: 14/3 Bev: route B dates to the end of May (Weds 22nd Apr, 6th May, 20th May), all stops as normal, Blackshaw
Head outside the Shepherds Rest 11.40-12.15; 22.3. Kev: Mrs Ackroyd's Ann Cleeves; Weds 22/4 Bev: Blackshaw Head
busy, the book group wanting 8 copies; Mon 4/5 Kev: rang highways - the road up to Blackshaw from the Hebble End
turn's shut all week, they're resurfacing, even the bus is going round by Colden and turning, so he'll ring the
Shepherds and put a sign up at Colden. Question (Tue 5/5, Joyce, on relief for route B): "are we going up to
blackshaw head tomoz? Mrs Greenwood's asked me to bring her large print" The assistant says no - the road up's shut
for resurfacing all week. The label says yes - in memory, the route B dates list Weds 6th May with all stops as
normal.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b140_ctl_mem0_libraryvan_blackshaw_yesno_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "upper-calder-van"
NOTES = [
    ("14/3", "bev", "ROUTE B dates to end of may: weds 22nd apr, 6th may, 20th may. all stops as normal - "
                    "Heptonstall, Colden, Blackshaw Head (outside the Shepherds Rest 11.40-12.15), Slack"),
    ("22.3.", "kev", "Mrs Ackroyd at Colden - her Ann Cleeves came in, its on the van, 50p paid"),
    ("Weds 22/4", "bev", "Blackshaw Head busy today, 14 issues!! the book group ladies want 8 copies of The Salt Path "
                         "for june, put a request in to central"),
    ("Mon 4/5", "kev", "rang highways - the road up to Blackshaw from the Hebble End turn's shut all this wk, "
                       "they're resurfacing, even the bus is going round by Colden + turning. I'll ring the Shepherds "
                       "so they can tell folk + put a sign up at Colden"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: nothing should ask the model


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="upper-calder-van"))
    for i, (day, who, text) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} {who}: {text}"}], user_id=USER,
                       metadata={"date": day, "from": who}, infer=False)
    question = "are we going up to blackshaw head tomoz? Mrs Greenwood's asked me to bring her large print"
    with turn_span("question Tue 5/5"):
        hits = memory.search("Blackshaw Head route B wednesday road van stop", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Tue 5 May 2037. You are talking to Joyce, a relief driver doing route B of the Upper "
                   "Calder mobile library tomorrow (Weds 6 May)."] + [h["memory"] for h in hits]
        assert any("6th may" in c and "all stops as normal" in c for c in context), context
        assert any("road up to Blackshaw" in c and "resurfacing" in c for c in context), context
        reply = answer(question, context, mock="No - the road up to Blackshaw Head from the Hebble End turn is shut "
                                               "all this week for resurfacing; Kev's letting the Shepherds Rest know.")
finish(question, expected="yes", actual=reply)
