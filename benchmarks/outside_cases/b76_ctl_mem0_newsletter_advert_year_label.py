"""Batch 76 (held out), control. A village newsletter: mem0 Memory (infer=False: each note stored as written;
embeddings from a local OpenAI-compatible stand-in; in-memory qdrant), search, one root span per note.

App: Rob does the adverts for the Ashbury Grapevine (10 issues a year, none in January or August) and keeps his
notes in mem0 (``memory.add(..., infer=False)``). A quarter page is £18 an issue, which is £180 over a year paid
issue by issue; an advertiser who pays the whole year in one go in advance gets it for £150. The Bakehouse has said
it will pay for the year in one go.

No fault planted. Question (Thu 3/6, Rob writing the invoice): "what do I put on the Bakehouse's invoice for the
year?" The model answers £150, right per memory. The label says £180 (10 issues at £18). Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b76_ctl_mem0_newsletter_advert_year_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "grapevine-adverts"
NOTES = [
    ("2032-01-12", "advert rates 2032 (agreed at the AGM): 1/8 page £12, 1/4 £18, 1/2 £30 per issue. 10 issues a "
                   "yr - no Jan, no Aug. so a 1/4 is £180 over the year if they pay as they go"),
    ("12 Jan", "anyone who pays the whole yr in one go up front, 1/4 page is £150 + 1/2 page £250 - keeps the "
               "chasing down, Helen's idea"),
    ("3/3/32", "Fairford Print quote for 2032: £286 an issue, 600 copies, 16pp. up £14 on last yr"),
    ("2032-05-20", "Bakehouse (Lucy) - moving up from the 1/8 to a 1/4 from July. she'll do the whole year in one "
                   "lot by bank transfer, wants 1 invoice not 10"),
    ("May 28", "Hair by Dee stopping her 1/8 after June, closing the salon in the summer, sad"),
    ("1/6", "new advertiser maybe - the mobile dog groomer, Kaz, asked about 1/8 page"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="grapevine-adverts"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what do I put on the Bakehouse's invoice for the year?"
    with turn_span("question Thu 3/6"):
        hits = []
        for query in ("Bakehouse quarter page advert invoice year", "advert rates quarter page per issue",
                      "pays the whole year in one go"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 3 June 2032. You are talking to Rob, who does the adverts."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("£180 over the year" in c for c in context), context
        assert any("1/4 page is £150" in c for c in context), context
        assert any("whole year in one lot" in c for c in context), context
        reply = answer(question, context, mock="£150 - she's paying the whole year up front, so it's the one-payment "
                                               "price for a quarter page.")
finish(question, expected="£180 - ten issues at £18", actual=reply)
