"""Batch 87 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each message stored
as it was written; a local OpenAI-compatible server for the embeddings; in-memory qdrant), one root span per note.

App: Priya, the admin at Spotlight Youth Theatre, puts her summer school notes and parents' messages into mem0
(``memory.add(..., infer=False)``); the app searches them when parents ask things.

Memory: the summer school runs 1-12 Aug, 9.30 till 3.30 every day, pick-up at the side door. A later note says on
the last Friday (12th) the kids put on their sharing for the families at 4 in the main hall, so they stay on after
the normal day, it'll all be done by about quarter past five, and parents come to the main hall that day, not the
side door. Question (Thu 11/8, a parent): "what time do I pick up tomorrow?" The assistant says about 5.15, from the
main hall. The label gives 3.30, the normal end of the day.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b87_ctl_mem0_theatre_pickup_time_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "spotlight-admin"
NOTES = [
    ("12 May", "SUMMER SCHOOL 1-12 aug (mon-fri x2), 9.30am-3.30pm daily @ the Corn Exchange. drop off + pick up "
               "at the side door on Market St. £165/child"),
    ("3/6/33", "Mrs Adeyemi asked if Tobi can go home w his sister at 3.30 - yes fine, signed form"),
    ("20.7", "first aiders: me + Gareth, kit in the green room, epipen box labelled"),
    ("Jul 26", "last fri (12th) = the sharing!! 4pm in the main hall for families, kids stay on after the day, "
               "should all be wrapped up by quarter past 5 ish. parents come to the MAIN HALL that day not the side "
               "door. tell them no flash photos"),
    ("2/8", "group B doing Roald Dahl bits, Gareth says they're brilliant"),
    ("9th Aug", "raffle for the sharing - Co-op giving a hamper, tickets £1"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="spotlight-admin"))
    for i, (day, text) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": text}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what time do I pick up tomorrow?"
    with turn_span("question Thu 11/8"):
        hits = memory.search("pick up time last fri the sharing main hall parents kids stay on after the day", top_k=10,
                             threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 11 August 2033. You are talking to a parent of a child at the summer school."] + \
                  [h["memory"] for h in hits]
        assert any("9.30am-3.30pm daily" in c for c in context), context
        assert any("quarter past 5 ish" in c for c in context), context
        reply = answer(question, context, mock="About 5.15 tomorrow - they stay on for the sharing at 4, and "
                                               "it's pick-up from the main hall, not the side door.")
finish(question, expected="half three", actual=reply)
