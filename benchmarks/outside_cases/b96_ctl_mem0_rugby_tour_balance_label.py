"""Batch 96 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note kept
as written; in-memory qdrant), search, one root span per note.

App: Lorraine, tour treasurer for the U12s at Hertford RFC, posts money notes to the parents' helper; each goes
into mem0 as written (``infer=False``).

Memory: the Devon tour is £245 a head all in, £60 deposit by 31/1; deposits are in from everyone but the Adeyemis
and Tom W, so the balance is £185 by 28/2; the Tesco bag pack made £1,200, the committee agreed on Monday that it
goes to the players, £60 off each one's balance. Question (Thu 20/2, Kerry, Josh's mum, who paid her deposit): "how
much have i got left to pay for josh's tour?" The assistant says £125. The label says £185, what's left after the
deposit.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b96_ctl_mem0_rugby_tour_balance_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hertford-u12-tour"
NOTES = [
    ("9 Jan", "DEVON TOUR 4-7 Apr - £245 a head all in (coach, hotel 3 nts, festival entry, tour shirt). £60 "
              "deposit by 31/1 pls, bank details on the sheet"),
    ("2/2", "deposits in from everyone except the Adeyemis + Tom W, thx all!! balance £185 each by 28/2"),
    ("10.2.36", "Tesco bag pack sat made £1,200 (!!!) - thank you kids + parents. tour shirts being printed, "
                "sizes to Gareth by fri"),
    ("Tue 18/2", "committee mon night said yes - the bag pack money goes to the players, that's £60 off everyone's "
                 "balance. pay what's left by 28/2 as before"),
    ("19/2", "pocket money max £30, in a named envelope to the coaches on the day"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hertford_u12"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "how much have i got left to pay for josh's tour?"
    with turn_span("question Thu 20/2"):
        hits = []
        for query in ("tour balance left to pay", "deposit tour price", "bag pack money off balance"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 20 Feb 2036. You are talking to Kerry, Josh's mum; her deposit is paid."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("balance £185 each" in c for c in context), context
        assert any("£60 off everyone's balance" in c for c in context), context
        assert any("£245 a head" in c for c in context), context
        reply = answer(question, context, mock="£125 - the £185 balance less the £60 each from the bag pack, by 28 "
                                               "February.")
finish(question, expected="£185 - what's left after the deposit", actual=reply)
