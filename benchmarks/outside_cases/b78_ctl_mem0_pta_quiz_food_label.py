"""Batch 78 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, raw notes), search,
one root span per note.

App: Claire, PTA chair at St Michael's, keeps quiz-night notes in mem0 (``infer=False``, so each note is stored as
written). A parent asks whether teams bring their own food.

Memory: the January note says tickets £5, tables of 6, "bring own drinks + nibbles like always". The February note
says Mr Dunn the caretaker won't have food from outside in the hall after last year's crisps in the parquet, and the
Y6 parents are doing a ploughman's at half time that's in the ticket price; drinks are still fine to bring. The
assistant says no, food is provided, bring drinks only. The label says yes, bring nibbles - the January arrangement.

Expected verdict: AnnotationError (the answer is right per memory; the label is wrong). Nothing is planted, no
fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b78_ctl_mem0_pta_quiz_food_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "stmichaels-pta"
NOTES = [
    ("2031-01-15", "quiz night fri 7/3 booked w the head. tickets £5, tables of 6, bring own drinks + nibbles like "
                   "always. Mr Patel doing the picture round again"),
    ("22 Jan", "posters - Lily in yr 5 won the competition, her design w the owl. print 30 at Staples"),
    ("4/2/31", "Mr Dunn (caretaker) put his foot down - after last yr's crisps all in the parquet, no food from "
               "outside in the hall. so Y6 parents are doing a ploughman's at half time, cheese, ham, pickles + "
               "Pickerings bread, it's in the £5. drinks still fine to bring"),
    ("2031-02-10", "raffle: hamper from Pickerings, meal for 2 at the Crown, scouts car wash. strips £1 / 6 for £5"),
    ("Feb 18", "37 tables' worth of interest on the class whatsapps, hall takes 20 tables max so first come"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="stmichaels-pta"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "do we need to bring our own food to the quiz?"
    with turn_span("question Mon 3/3"):
        hits = []
        for query in ("quiz night bring own food nibbles drinks", "half time food ploughman's",
                      "food in the hall caretaker"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 3 March 2031. You are talking to a parent, Mr Osei, booking a table."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("bring own drinks + nibbles" in c for c in context), context
        assert any("no food from outside in the hall" in c for c in context), context
        assert any("ploughman's at half time" in c for c in context), context
        reply = answer(question, context, mock="No - there's a ploughman's at half time included in the £5 ticket, "
                                               "and the caretaker doesn't want outside food in the hall. Do bring "
                                               "your own drinks.")
finish(question, expected="yes, nibbles for your table", actual=reply)
