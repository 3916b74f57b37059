"""Batch 16 (held out), control. Book club secretary's monthly notes: mem0 Memory (infer=False, local embeddings via
a scripted OpenAI-compatible server, in-memory qdrant), script style.

App: after each meeting the secretary stores one raw note with ``memory.add(..., infer=False)``; for a "how many"
question the assistant lists all the club's memories (``get_all``) and answers with litellm.

No planted fault. Five books were picked this year, but the March note says nobody got past about page 200 of Wolf
Hall and the meeting went to the pub instead. Question: "How many of this year's books did we actually finish?" ->
the right answer per memory is 4, and the model says 4. The gold label "5" counts every pick, including the
abandoned one (the count of books chosen, not of books finished).

Expected verdict: AnnotationError. Another reading: none that we see; each memory is stored and returned intact.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b16_ctl_mem0_bookclub_finished_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

CLUB = "tuesday-bookclub"
NOTES = [
    ("2026-01-13", "Jan - Klara and the Sun. 7 of us, good chat, split on the ending. Dee brought mince pies (still!)"),
    ("2026-02-10", "Feb: Tomorrow, and Tomorrow, and Tomorrow. Everyone loved it, even Ken who 'doesn't do games'."),
    ("2026-03-10", "Mar - Wolf Hall. Hmm. Nobody got much past p.200 (the Cromwell/Wolsey bit) so we gave up on it and "
                   "went to the Crown instead."),
    ("2026-04-14", "Apr: Lessons in Chemistry - all read it cover to cover, 6.5/10 average. Sue hosting May."),
    ("2026-05-12", "May - The Covenant of Water. Long (700+ pp) but everyone got there in the end, worth it."),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bookclub"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=CLUB, metadata={"date": day}, infer=False)
    question = "How many of this year's books did we actually finish?"
    hits = memory.get_all(filters={"user_id": CLUB})["results"]  # a "how many" question: the app lists them all
    context = [h["memory"] for h in hits]
    assert len(context) == 5 and any("gave up on it" in c for c in context), context
    reply = answer(question, context, mock="Four - Klara and the Sun, Tomorrow x3, Lessons in Chemistry and The "
                                           "Covenant of Water. Wolf Hall was abandoned around page 200.")
finish(question, expected="5", actual=reply)
