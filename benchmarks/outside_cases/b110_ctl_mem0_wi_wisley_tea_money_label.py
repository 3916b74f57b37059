"""Batch 110 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, notes stored as
written; in-memory qdrant, the local model's embeddings), search, one root span per note.

App: Val, president of Fernlea WI, keeps the outing notes in mem0 (``memory.add(..., infer=False)``) and asks the
helper before the coach trip.

Memory: the Wisley outing is Thu 16/9, coach from the green at 9, back by 6, £32 each; Pat has sorted it with the
coach firm and Wisley so the £32 covers the coach, entry and a cream tea in the Glasshouse café at 3 for the 28 of
them - after last year when everyone had to find £4.50 on the day at Hyde Hall she wasn't having that again; lunch
is a packed one or buy there; plus other notes. Question (Mon 13/9, Val): "do the ladies need to bring money for
the tea at wisley?" The assistant says no, the cream tea is in the £32 (only lunch if they buy it). The label says
yes, about £4.50 each.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b110_ctl_mem0_wi_wisley_tea_money_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "fernlea-wi-val"
NOTES = [
    ("10 June", "WISLEY outing thurs 16/9/38, coach from the green 9am sharp, back for 6ish. £32 each, pay Pat"),
    ("2.7.", "Pat's sorted it w Castle Coaches + Wisley - the £32 is coach, entry AND a cream tea in the Glasshouse "
             "cafe at 3, booked for 28 of us. after last yr, everyone scrabbling for £4.50 at Hyde Hall, she wasn't "
             "having that again"),
    ("July mtg", "lunch on the day - bring a packed one or buy there, up to them"),
    ("Sun 5th Sept", "22 paid, 6 places left, list on the noticeboard. Brenda needs a seat near the front (travel "
                     "sick)"),
    ("8/9", "Jean asked if husbands can come - yes if there's room, same £32"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="fernlea-wi-ctl"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "do the ladies need to bring money for the tea at wisley?"
    with turn_span("question Mon 13/9"):
        hits = []
        for query in ("Wisley outing cream tea cost", "what the £32 covers", "money to bring lunch tea"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 13 September 2038. You are talking to Val, the branch president."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("entry AND a cream tea in the Glasshouse" in c and "£4.50 at Hyde Hall" in c for c in context), \
            context
        reply = answer(question, context, mock="No - the cream tea at 3 in the Glasshouse café is in the £32. They'll "
                                               "only want money if they buy lunch there.")
finish(question, expected="Yes - about £4.50 each for the tea", actual=reply)
