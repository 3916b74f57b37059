"""Batch 329 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Lightcliffe Juniors FC hold their summer tournament on Sat 17th June 2051 - 20 teams, under 7s to under 11s,
the catering tent by the clubhouse and an ice lolly stall down by the far pitches. Dean (who runs the catering) puts
his notes into the club's helper with ``memory.add(..., infer=False)``; the volunteers ask it things.

Memory: 2051-05-30T21:00 - float £100 in coins for the catering, Dean's getting it from the bank Friday, mostly £1s
and 50ps; Tue 6/6 - the card reader's charged and the QR code laminated, most parents pay by card anyway; 13.6. -
Sue (the treasurer) says split it, £60 stays in the tea tent tin and £40 goes down to the lolly stall by pitch 4 in
the little cash bag, saves the kids running up and down for change; Thu 15th June - the tins and bags are in the
club shed, Lorna has the key. Question (Fri 16/6, Jas, opening the tea tent): "how much float should be in the tea
tent tin when I open up? want to count it first thing" The assistant says £60 (the £100, with £40 of it gone to the
lolly stall). The label says £100.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b329_ctl_mem0_football_catering_float_how_much_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lightcliffe-jfc-catering-sean"
NOTES = [
    ("2051-05-30T21:00", "2051-05-30T21:00 FLOAT 💷 £100 in coins for the catering, I'm getting it from the bank "
                         "fri, mostly £1s + 50ps for the bacon butties. tournament sat 17th, 20 teams"),
    ("Tue 6/6", "Tue 6/6 card reader's charged + the QR code's laminated, most parents pay by card now anyway 🙄"),
    ("13.6.", "13.6. Sue (treasurer) says split it - £60 stays in the tea tent tin, £40 goes down to the lolly stall "
              "by pitch 4 in the little cash bag, saves the kids running up + down for change"),
    ("Thu 15th June", "Thu 15th June tins + cash bags in the club shed, Lorna's got the key, she's there from 7"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lightcliffe-jfc-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much float should be in the tea tent tin when I open up? want to count it first thing"
    with turn_span("question Fri 16/6"):
        hits = []
        for query in ("float for the tea tent", "how much float in coins", "cash tin lolly stall"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 16 June 2051. You are talking to Jas, a volunteer opening the tea tent at Lightcliffe "
                   "Juniors FC's tournament (Sat 17 June)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("£100 in coins for the catering" in c for c in context), context
        assert any("£60 stays in the tea tent tin, £40 goes down to the lolly stall" in c for c in context), context
        reply = answer(question, context, mock="£60 - the £100 float's been split, £40 of it is in the little cash "
                                               "bag for the lolly stall by pitch 4.")
finish(question, expected="£100", actual=reply)
