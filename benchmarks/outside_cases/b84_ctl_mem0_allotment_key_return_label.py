"""Batch 84 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each message stored
as it was written; a local OpenAI-compatible server for the embeddings; in-memory qdrant), one root span per note.

App: the Boundary Brook Allotment Society's committee messages go into mem0 (``memory.add(..., infer=False)``); the
app searches them to answer plot holders.

Memory: gate keys and deposits normally go through Jean, the secretary, who keeps the key tin; a later message from
Jean says she's off to her daughter's in Calgary from 27/7 for five weeks and Rob, the treasurer, is minding the key
tin while she's away. Mr Dobbs, giving up plot 9 on Mon 9/8, asks who to hand his key to. The assistant says Rob,
the treasurer. The label gives Jean, the secretary.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b84_ctl_mem0_allotment_key_return_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "boundary-brook-committee"
NOTES = [
    ("14/3/32", "KEYS - all gate keys + £10 deposits go thru Jean (sec), she keeps the key tin + the list of who's "
                "got which. lost key = £15"),
    ("2 Apr", "water's back on at the troughs from sat, Ron fixed the stopcock by plot 22"),
    ("may 19", "plot 9 - Mr Dobbs giving it up end of summer, knees. waiting list next is the Hendersons"),
    ("20/6", "bonfires only before 10am + after 6pm, we had a complaint from Cowley Rd"),
    ("July 11th", "Jean here - off to my daughter's in Calgary 27/7 for 5 wks!! Rob (treasurer) is minding the key "
                  "tin while I'm away, his number's on the shed door, 07700 900461"),
    ("3.8.32", "Rob - got the tin, anyone handing in keys ring me first, I'm at work til 5"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="boundary-brook"))
    for i, (day, text) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": text}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who do I give my gate key back to?"
    with turn_span("question Mon 9/8"):
        hits = memory.search("gate key hand back deposit key tin who", top_k=6, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Mon 9 August 2032. You are talking to Mr Dobbs, who is giving up plot 9."] + \
                  [h["memory"] for h in hits]
        assert any("go thru Jean (sec)" in c for c in context), context
        assert any("Rob (treasurer) is minding the key tin" in c for c in context), context
        reply = answer(question, context, mock="Rob, the treasurer - he's got the key tin while Jean's in Calgary. "
                                               "Ring him first, he's at work till 5; you'll get your £10 back.")
finish(question, expected="Jean, the secretary", actual=reply)
