"""Batch 63 (held out), control. A garden centre grotto's staff notes: mem0 Memory (infer=False, so each note is
stored as written; a scripted OpenAI-compatible server for the embeddings; in-memory qdrant), one root span per
note.

App: Karen runs the Santa's grotto at Hillcrest Garden Centre and keeps a note per bit of news in mem0 with
``memory.add(..., infer=False)``; the assistant answers from a search. Five elves were put down for the busiest day,
Sat 18 Dec: Chloe, Jade, Tom, Priya and Kieran. Then Kieran's mum rang: he has mocks straight after Christmas and
she wants him at home revising that Saturday; he'll do the Sunday. So four elves on the Saturday.

No fault planted. Question (Mon 13/12, Mags, who does the costumes): "how many elves have we got on Saturday the
18th?" The model answers four, right per memory. The label says five. Expected verdict: AnnotationError (the label
is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b63_ctl_mem0_grotto_elves_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hillcrest-grotto"
NOTES = [
    ("2027-11-27", "elf rota Dec up on the staffroom board. sat 18th is the big one, 36 slots booked already, so 5 "
                   "elves - Chloe, Jade, Tom, Priya + Kieran"),
    ("1/12", "Mags - need 2 more elf hats by the 18th, the glitter's coming off the old ones"),
    ("Dec 4th", "first sat done, 108 kids, Santa (Graham) needs a cushion for his back"),
    ("2027-12-08", "Kieran's mum rang - he's got mocks straight after xmas and she wants him home revising on sat "
                   "18th. he'll come in sun 19th though, said that's fine"),
    ("10.12.27", "sensory hour sat 18th 9-10 - lights down, no bells. Priya's done it before so she leads"),
    ("2027-12-11", "photos printer jammed again, Jade fixed it w a butter knife"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hillcrest-grotto"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many elves have we got on Saturday the 18th?"
    with turn_span("question Mon 13/12"):
        hits = memory.search("elves rota sat 18th Kieran Chloe Jade Tom Priya", top_k=20, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Mon 13 December 2027. You are talking to Mags, who does the costumes."] + \
                  [h["memory"] for h in hits]
        assert any("so 5 elves - Chloe, Jade, Tom, Priya + Kieran" in c for c in context), context
        assert any("Kieran's mum rang" in c for c in context), context
        reply = answer(question, context, mock="Four - Chloe, Jade, Tom and Priya. Kieran's revising that day and "
                                               "comes in on the Sunday.")
finish(question, expected="five elves on the 18th", actual=reply)
