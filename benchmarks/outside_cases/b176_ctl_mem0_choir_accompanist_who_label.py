"""Batch 176 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), search, one root span per note and one for the question.

App: Severn Harmony, a community choir, has its summer concert on Sat 12th July 2042 at St Chad's. Gill, the choir's
secretary, types her notes into the choir's helper with ``memory.add(..., infer=False)``; members ask it about the
concert.

Memory: 2042-04-14T21:00: the concert at St Chad's, Helen on piano as always, Rob conducting, programme to Brenda by
the 7th; Tue 10th June: rehearsal - altos flat in Blackbird again, sopranos very good; Tue 24th June: Helen's come off
her bike and done her wrist, in plaster six weeks - Martin from St Mary's has said he'll step in, he knows most of the
set already; Weds 2/7: Martin came to rehearsal, fab, wants the Rutter a touch slower. Question (Thurs 10/7, Brenda,
doing the programme): "who's our accompanist on the night? need the name for the programme" The assistant says Martin
from St Mary's (Helen's done her wrist). The label says Helen - the accompanist in the spring note.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b176_ctl_mem0_choir_accompanist_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "severn-harmony-gill"
NOTES = [
    ("2042-04-14T21:00", "summer concert sat 12th july St Chad's 🎶 Helen on piano as always, Rob conducting. "
                         "programme stuff to Brenda by the 7th pls"),
    ("Tue 10th June", "rehearsal - altos flat in Blackbird AGAIN lol, sopranos v good, Rob wants everyone off copy "
                      "for Africa"),
    ("Tue 24th June", "Helen's come off her bike + done her wrist 😢 in plaster 6 wks. Martin from St Mary's has said "
                      "he'll step in, he knows most of the set already"),
    ("Weds 2/7", "Martin came to rehearsal, fab 👏 wants the Rutter a touch slower, Rob ok w that"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: the model is never asked


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="severn-harmony-2042"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} {note}"}], user_id=USER, infer=False,
                       metadata={"date": day})
    question = "who's our accompanist on the night? need the name for the programme"
    with turn_span("question Thurs 10/7"):
        context = ["Today is Thurs 10 July 2042. You are talking to Brenda, an alto in Severn Harmony who is doing the "
                   "programme for the summer concert (Sat 12 July)."]
        for query in ("piano accompanist for the concert", "who's playing piano", "summer concert St Chad's",
                      "rehearsal notes"):
            for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("Helen on piano as always" in c for c in context), context
        assert any("Martin from St Mary's has said he'll step in" in c for c in context), context
        reply = answer(question, context, mock="Martin from St Mary's - Helen's done her wrist, so he's stepping in on "
                                               "piano.")
finish(question, expected="Helen", actual=reply)
