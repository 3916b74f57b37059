"""Batch 312 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Pennine Septic Services empty tanks round Marsden and Meltham - Dave (the owner), Kev driving, Sharon doing
the diary and the invoices. They put their job notes into the firm's helper with ``memory.add(..., infer=False)``;
Sharon asks it what to invoice.

Memory: Dave, 2050-01-06T09:00 - the 2050 price list, a domestic empty up to 4000L £245, a long hose run (over
30m) +£40, out of hours x1.5, Esholt tipping included; Sharon, Thurs 7 Apr - quoted the Sutcliffes at Ing Head Farm
£285 for Tues (245 + the 40 for the long run, it's a good 50m from the yard); Kev, Tue 12/4 - Ing Head done, 3600L,
the baffle's a bit cracked, told them to get it looked at; Dave, 13.4. - don't charge the Sutcliffes the £40, Kev
only needed the 25m, they've had the lane gate widened so he got right up to it, just the £245. Question (Thu 14/4,
Sharon): "how much am I invoicing Ing Head Farm for tuesday's empty?" The assistant says £245 (the standard empty;
no long-run charge, the tanker got right up to it). The label says £285.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b312_ctl_mem0_septic_tank_invoice_amount_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "pennine-septic-office"
NOTES = [
    ("2050-01-06T09:00", "2050-01-06T09:00 Dave - PRICES 2050: domestic empty up to 4000L £245, long hose run "
                         "(over 30m) +£40, out of hours x1.5. Esholt tipping incl, don't itemise it"),
    ("Thurs 7 Apr", "Thurs 7 Apr Sharon - quoted the Sutcliffes at Ing Head Farm £285 for tues (245 + the 40 for "
                    "the long run, its a good 50m from the yard). they want a text when Kev sets off"),
    ("Tue 12/4", "Tue 12/4 Kev - Ing Head done 👍 3600L, baffle's a bit cracked, told them to get it looked at b4 "
                 "next yr. lovely brew"),
    ("13.4.", "13.4. Dave - don't charge the Sutcliffes the £40, Kev only needed the 25m - they've had the lane gate "
              "widened so he got right up to it. just the £245"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="pennine-septic-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much am I invoicing Ing Head Farm for tuesday's empty?"
    with turn_span("question Thu 14/4"):
        hits = []
        for query in ("Ing Head Farm price invoice", "long hose run charge", "Sutcliffes empty"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 14 April 2050. You are talking to Sharon, who does the invoices at Pennine Septic "
                   "Services."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("quoted the Sutcliffes at Ing Head Farm £285" in c for c in context), context
        assert any("don't charge the Sutcliffes the £40" in c and "just the £245" in c for c in context), context
        reply = answer(question, context, mock="£245 - the standard empty. Dave says no £40 long-run charge, Kev got "
                                               "right up to it with the lane gate widened.")
finish(question, expected="£285", actual=reply)
