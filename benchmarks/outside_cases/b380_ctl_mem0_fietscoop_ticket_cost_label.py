"""Batch 380 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Fietswerkplaats De Knijpkat (an invented volunteer repair co-op on the invented Oude Ventielsteeg, Amsterdam)
writes a ticket per bike, gives the owner an offerte (quote) and bills what was done. The volunteers put their ticket
notes into the co-op's helper with ``memory.add(..., infer=False)``; Sanne on the kassa asks it what people pay.

Memory: ma 16-03-2026 10:15 - ticket 2291, mw. De Groot's Batavus damesfiets, offerte: new ketting €18,50,
achterspatbord €12,-, bel €4,50, half uur arbeid €12,50, total €47,50, she calls back if ok; di 17 maart - she called:
the spatbord she wants toch niet, her zoon has an old one, so minus €12,-, the rest is ok, she comes thursday after
15:00; wo 18-03 (Mehmet) - ticket 2291 klaar, ketting and bel on, exactly half uur, no problem; ticket 2293 -
binnenband €6,50, paid. Question (do 19 maart, Sanne): "mw. De Groot is here for ticket 2291, what does she pay?"
The assistant says €35,50 (the €47,50 offerte without the €12,- spatbord). The label says €47,50.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b380_ctl_mem0_fietscoop_ticket_cost_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "knijpkat-kassa"
NOTES = [
    ("ma 16-03-2026", "ticket 2291 ma 16-03-2026 10:15 🚲 Batavus damesfiets, mw. De Groot. offerte: nieuwe ketting "
                      "€18,50 + achterspatbord €12,- + bel €4,50 + half uur arbeid €12,50 = €47,50. she calls back "
                      "if ok"),
    ("di 17 maart", "di 17 maart mw. De Groot called about 2291 - the spatbord she wants toch niet, her zoon has an "
                    "old one for her 🙄 so minus €12,-, the rest is ok. she comes do after 15:00"),
    ("wo 18-03", "wo 18-03 (Mehmet) ticket 2291 klaar ✅ ketting + bel on, took exactly half uur, no problem. fiets "
                 "stands in the rek by the door"),
    ("wo 18-03", "ticket 2293 - kinderfiets, binnenband €6,50, paid with tikkie, opgehaald"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="knijpkat-tickets-2026"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "mw. De Groot is here for ticket 2291, what does she pay?"
    with turn_span("question do 19 maart"):
        hits = []
        for query in ("ticket 2291 offerte price", "mw. De Groot spatbord", "ticket 2291 klaar"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is do 19 maart 2026. You are talking to Sanne, on the kassa at Fietswerkplaats De Knijpkat."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("= €47,50" in c for c in context), context
        assert any("the spatbord she wants toch niet" in c and "minus €12,-" in c for c in context), context
        assert any("ticket 2291 klaar" in c for c in context), context
        reply = answer(question, context, mock="€35,50 - the offerte was €47,50 but she did not want the spatbord, so "
                                               "minus €12,-: ketting, bel and half uur arbeid.")
finish(question, expected="€47,50", actual=reply)
