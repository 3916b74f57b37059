"""Batch 372 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Rietspruit Primary's U11 soccer boys go on a weekend tour to Doringkloof in term 1 of 2051 - four games, a
night in the Doringkloof school hall, back on the Sunday. Karen (the team's class-rep mom) puts the tour bits from
the parents' WhatsApp group into the team's helper with ``memory.add(..., infer=False)``; parents ask it things.

Memory: 2051-02-20T18:30 - tour Fri 24 March to Doringkloof, back Sun 26th, bus 06:00 from the school, R1 900 all
in; Mon 06/03 - forms + R500 deposit by Fri 10/03, 18 boys in; Thurs 16/03 (Coach Botha via Karen) - the
Doringkloof fields are under water after all the rain, their groundsman says give it a week, so the tour's pushed out
by a week, same times, same bus; Mon 20/03 - one tog bag per boy, Sipho's dad's bakkie is taking the kit. Question
(Tue 21/03, a dad, Pieter): "which day does the bus leave for the tour? need to book leave at work" The assistant
says Friday 31 March, 06:00 from the school (pushed out a week from the 24th; back Sun 2 April). The label says
Friday 24 March.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b372_ctl_mem0_sports_tour_leave_day_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "rietspruit-u11-soccer-karen"
NOTES = [
    ("2051-02-20T18:30", "2051-02-20T18:30 SOCCER TOUR ⚽ U11s to Doringkloof Fri 24 March, back Sun 26th. bus "
                         "06:00 from the school, R1 900 all in (bus, hall, food). sleeping in the Doringkloof school "
                         "hall so mattress + sleeping bag"),
    ("Mon 06/03", "Mon 06/03 forms + R500 deposit by Fri 10/03 pls, 18 boys in so far. EFT ref SOCCER + surname"),
    ("Thurs 16/03", "Thurs 16/03 msg from Coach Botha: the Doringkloof fields are under water after all this rain 🌧️ "
                    "their groundsman says give it a week, so the tour's pushed out by a week. same times, same bus"),
    ("Mon 20/03", "Mon 20/03 one tog bag per boy pls, Sipho's dad's bakkie is taking the kit + the cooler boxes"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="rietspruit-u11-tour-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "which day does the bus leave for the tour? need to book leave at work"
    with turn_span("question Tue 21/03"):
        hits = []
        for query in ("soccer tour date bus leaves", "tour moved", "Doringkloof tour"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 21 March 2051. You are talking to Pieter, whose son is in Rietspruit Primary's U11 "
                   "soccer team."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Doringkloof Fri 24 March" in c for c in context), context
        assert any("the tour's pushed out by a week" in c for c in context), context
        reply = answer(question, context, mock="Friday 31 March - it was the 24th but it's been pushed out a week "
                                               "(the Doringkloof fields are flooded). Bus at 06:00 from the school, "
                                               "back Sunday 2 April.")
finish(question, expected="Friday 24 March", actual=reply)
