"""Batch 321 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: the kiddush committee at Sinai Synagogue, Roundhay, books the families who sponsor the kiddush after the
Shabbat morning service. Ruth (the committee's secretary) puts her notes into the committee's helper with
``memory.add(..., infer=False)``; she asks it what's on when she does the notice board and the newsletter.

Memory: 2050-12-18T11:00 - kiddush sponsors for Jan/Feb: the Cohens 21st Jan (Ben's yahrzeit, plain), the Goldbergs
Sat 11th Feb for Daniel's aufruf (the full works), the Kleins 4th March; 2/1 - Mendel's herring has gone up 10%,
tell the sponsors; Sun 15th Jan - Mrs Goldberg rang, the wedding's been put back a week (the hall double booked) so
the aufruf's the 18th now, they still want the full works, whisky and all; Tue 24/1 - the new urn's arrived.
Question (Weds 1/2/51, Ruth): "which shabbat is the Goldbergs' kiddush? need it on the board + in the newsletter"
The assistant says Sat 18th Feb (the aufruf moved with the wedding). The label says Sat 11th Feb.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b321_ctl_mem0_kiddush_goldberg_which_shabbat_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sinai-roundhay-kiddush-ruth"
NOTES = [
    ("2050-12-18T11:00", "2050-12-18T11:00 kiddush sponsors jan/feb 🥂 the Cohens 21st jan (Ben's yahrzeit, plain), "
                         "the Goldbergs sat 11th feb for Daniel's aufruf - full works, the Kleins 4th march (bat "
                         "mitzvah)"),
    ("2/1", "2/1 Mendel's herring's gone up 10% 🙄 tell the sponsors when they book, the plain ones aren't affected"),
    ("Sun 15th Jan", "Sun 15th Jan Mrs Goldberg rang - wedding's been put back a wk (the hall double booked!!) so the "
                     "aufruf's the 18th now. they still want the full works, whisky + all"),
    ("Tue 24/1", "Tue 24/1 new urn's arrived 🫖 old one's gone to the winter shelter, Harold says it still works if "
                 "you kick it"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sinai-kiddush-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "which shabbat is the Goldbergs' kiddush? need it on the board + in the newsletter"
    with turn_span("question Weds 1/2"):
        hits = []
        for query in ("Goldberg kiddush date", "aufruf", "kiddush sponsors february"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 1 February 2051. You are talking to Ruth, secretary of Sinai Synagogue's kiddush "
                   "committee."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("the Goldbergs sat 11th feb for Daniel's aufruf" in c for c in context), context
        assert any("so the aufruf's the 18th now" in c for c in context), context
        reply = answer(question, context, mock="Sat 18th Feb - the wedding was put back a week, so Daniel's aufruf "
                                               "(and the Goldbergs' kiddush, full works) moved with it.")
finish(question, expected="Sat 11th Feb", actual=reply)
