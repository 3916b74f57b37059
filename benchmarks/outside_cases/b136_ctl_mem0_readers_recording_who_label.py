"""Batch 136 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: the volunteers'
messages stored as they are; in-memory qdrant), one root span per message and one for the question.

App: the Tuesday Readers, a reading group for blind and partially sighted people at Wickham library, has its
volunteers post their updates (books, recordings, taxis, rooms) into the group's helper with
``memory.add(messages, user_id=..., infer=False)``; Carol, the organiser, asks it things from a search.

Memory: 3/11 Carol: the December book's A Christmas Carol (the abridged one), Pete's reading it onto the recorder
for the ones who can't get in, memory sticks for Mr Shah and Joan; 6.11. Hamid: room 3's booked for the 8th; Tue
10th Anne: Pete's lost his voice properly, the doctor's told him to rest it till after Christmas, not a word, so
she's doing the recording herself, she's got the big print copy off the library and she'll do it at hers over the
weekend; 12/11 Carol: the taxis. Question (Mon 16/11, Carol): "who's doing the recording of the xmas carol? mr shah
wants to know when his stick'll be ready" The assistant says Anne (Pete's voice has gone). The label says Pete - in
memory, who was down to read it, before his voice went.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b136_ctl_mem0_readers_recording_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "tuesday-readers"
POSTS = [
    ("3/11", "Carol", "dec book is A Christmas Carol (the abridged one, 3 hrs ish). Pete's reading it onto the "
                      "recorder for the ones who cant get in, memory sticks for Mr Shah + Joan, CD for Edna"),
    ("6.11.", "Hamid", "room 3 booked for tues 8th dec 2-3.30, I asked about the hearing loop, its working again"),
    ("Tue 10th", "Anne", "Pete's lost his voice properly, doc's told him rest it till after xmas, not a word lol. "
                         "so I'll do the recording, got the big print copy off the library, will do it at mine "
                         "over the wkend"),
    ("12/11", "Carol", "taxis for the 8th - Edna + Joan Wickham Cars 1.30, Mr Shah's son bringing him"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: mem0 makes no extraction call


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="tuesday-readers"))
    for i, (day, who, text) in enumerate(POSTS, 1):
        with turn_span(f"post-{i} {who}"):
            memory.add([{"role": "user", "content": f"{day} {who}: {text}"}], user_id=USER, infer=False,
                       metadata={"date": day, "from": who})
    question = "who's doing the recording of the xmas carol? mr shah wants to know when his stick'll be ready"
    with turn_span("question Mon 16/11"):
        hits = memory.search("who is recording A Christmas Carol reading recorder memory stick", top_k=10,
                             threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 16 November 2037. You are talking to Carol, who organises the Tuesday Readers (a "
                   "reading group for blind and partially sighted people)."] + [h["memory"] for h in hits]
        assert any("Pete's reading it onto the recorder" in c for c in context), context
        assert any("Pete's lost his voice properly" in c and "I'll do the recording" in c for c in context), context
        reply = answer(question, context, mock="Anne's doing it - Pete's lost his voice and has to rest it till after "
                                               "Christmas. She's recording it at home over the weekend.")
finish(question, expected="Pete", actual=reply)
