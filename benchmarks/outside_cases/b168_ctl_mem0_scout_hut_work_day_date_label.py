"""Batch 168 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
it is; in-memory qdrant), one root span per note and one for the question.

App: 1st Hollinwood Scouts are doing up their hut - painting the main hall, new felt on the store roof, clearing the
gear store. Jo (Akela, the group scout leader) and the leaders add notes to the group's helper with
``memory.add(..., infer=False)``; parents ask it about the work day.

Memory: 2039-03-30T20:10 Jo: work day Sat 7th May, 8.30-5, paint, roof felt, gear store, lunch laid on, bring old
clothes; Tue 12th April Jo: Brown Owl got in first - the Guides have the hut that Saturday for their sleepover, so
we'll do ours the Sunday, the 8th, same times, sorry all; 2039-04-21T19:45 Kev: 6 tins of magnolia and the gloss on the
trade card; 2/5 Chil: roofing felt in his boot. Question (Weds 4/5, a dad): "which day's the work day again? trying to
swap my shift" The assistant says Sunday 8th May, 8.30-5 (the Guides have the hut on the Saturday). The label says
Sat 7th May - the day first put out in March.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b168_ctl_mem0_scout_hut_work_day_date_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "1st-hollinwood-leaders"
NOTES = [
    ("2039-03-30T20:10", "Jo - hut work day sat 7th may 8.30-5!! painting the main hall, new felt on the store roof, "
                         "clear the gear store. lunch laid on, bring old clothes + gloves"),
    ("Tue 12th April", "Jo - Brown Owl got in first 🙄 Guides have the hut that sat for their sleepover, so we'll do "
                       "ours the sunday, the 8th, same times. sorry all, pls pass it on"),
    ("2039-04-21T19:45", "Kev - 6 tins of magnolia + 2 white gloss on the trade card, I'll collect the sat"),
    ("2/5", "Chil - roofing felt + clout nails in my boot, ladders off the church"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hollinwood-hut-refurb"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "which day's the work day again? trying to swap my shift"
    with turn_span("question Weds 4/5"):
        hits = memory.search("which day is the hut work day", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Weds 4 May 2039. You are talking to a dad whose son is in 1st Hollinwood Scouts, about the "
                   "hut's work day."] + [h["memory"] for h in hits]
        assert any("work day sat 7th may" in c for c in context), context
        assert any("we'll do ours the sunday, the 8th" in c for c in context), context
        reply = answer(question, context, mock="Sunday 8th May, 8.30 till 5 - the Guides have the hut on the Saturday "
                                               "for their sleepover.")
finish(question, expected="Sat 7th May", actual=reply)
