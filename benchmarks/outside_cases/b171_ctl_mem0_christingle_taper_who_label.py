"""Batch 171 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (notes stored as
written; in-memory qdrant), one root span per note and one for the question.

App: St Michael's, Upper Marston, has its Christingle service on Sun 11th Dec 2039 at 4pm - oranges made up the day
before, the children's candles lit by a warden from the Paschal candle with a taper, lights off for "Christ be our
light". Rev Sam, Jean (churchwarden) and Mrs Patel (Sunday school) put their notes into the church's helper with
``memory.add(..., infer=False)``; helpers ask it.

Memory: Sun 27th Nov Rev Sam: the wardens - Mr Okafor lighting the candles from the Paschal candle with the taper,
Jean on the door handing out oranges with the brownies; 14/11 Mrs Patel: making them in the hall Sat 10th from 10,
150 oranges; Tue 6th Dec Jean: Mr Okafor's hip op has come through for Fri 9th, so he'll be at home with his feet up
on Sunday - she'll do the tapers, Dave can have the door; 2039-12-07T21:10 Rev Sam: thanks Jean, Mrs Okafor says he's
fine about it, he'll watch on the livestream. Question (Thu 8/12, Mrs Patel): "which of the wardens is lighting the
candles on sunday? need to give them the taper + snuffer beforehand" The assistant says Jean - Mr Okafor's having his
hip op on the Friday, so she's doing the tapers. The label says Mr Okafor - the warden first down for it.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b171_ctl_mem0_christingle_taper_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-michaels-christingle"
NOTES = [
    ("14/11", "Mrs Patel - making them in the hall sat 10th from 10, 150 oranges, red ribbon, cocktail sticks + "
              "jelly sweets. bring scissors"),
    ("Sun 27th Nov", "Rev Sam - wardens for the 11th: Mr Okafor lighting the candles from the Paschal candle w the "
                     "taper, Jean on the door handing out oranges w the brownies 🍊"),
    ("Tue 6th Dec", "Jean - Mr Okafor's hip op's come through for fri 9th!! so he'll be at home w his feet up on "
                    "sunday, bless him. I'll do the tapers, Dave can have the door"),
    ("2039-12-07T21:10", "Rev Sam - thanks Jean. Mrs Okafor says he's fine about it, he'll watch on the livestream 🙏"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-michaels-christingle"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = ("which of the wardens is lighting the candles on sunday? need to give them the taper + snuffer "
                "beforehand")
    with turn_span("question Thu 8/12"):
        hits = []
        for query in ("warden lighting the candles taper", "Mr Okafor", "who is doing the tapers on Sunday",
                      "Jean churchwarden"):
            hits += [h for h in memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
                     if h["memory"] not in [x["memory"] for x in hits]]
        context = ["Today is Thu 8 December 2039. You are talking to Mrs Patel, who runs the Sunday school at St "
                   "Michael's and is helping with the Christingle service (Sun 11 December, 4pm)."]
        order = [note for _, note in NOTES]
        for h in sorted(hits, key=lambda h: order.index(h["memory"])):  # oldest note first
            context.append(f'{h["metadata"]["date"]}: {h["memory"]}')
        assert any("Mr Okafor lighting the candles" in c for c in context), context
        assert any("I'll do the tapers" in c for c in context), context
        assert any("watch on the livestream" in c for c in context), context
        reply = answer(question, context, mock="Jean - Mr Okafor's having his hip op on the Friday, so she's doing "
                                               "the tapers and Dave's on the door.")
finish(question, expected="Mr Okafor", actual=reply)
