"""Batch 266 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Pedal Power Todmorden, a bike repair co-op, do up donated bikes in their Tuesday and Saturday workshop sessions
and give them to the Calderdale refugee project. Tariq (who coordinates the donations) puts his notes into the
co-op's helper with ``memory.add(..., infer=False)``; the project asks how many are coming.

Memory: 2050-08-06T12:40 - 12 bikes lined up for the refugee project from the summer donations, adults and kids;
Tue 16/8 - safety checks done in the session, the Raleigh's got a crack by the bottom bracket, scrap it, same with
the kids' Apollo (forks gone), nobody's riding those; 23.8. - 3 more in from the police auction, all decent
hybrids, Jas is doing them Saturday; Sat 27th Aug - the 3 hybrids are done, new tubes and brake blocks, lights and
locks from the grant going on all of them. Question (Mon 29/8, Helen from the refugee project): "how many bikes are
we getting? need to sort the van" The assistant says 13 (12, less the cracked Raleigh and the kids' Apollo, plus
the 3 hybrids from the police auction). The label says 12.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b266_ctl_mem0_bike_coop_refugee_bikes_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "pedal-power-tod-tariq"
NOTES = [
    ("2050-08-06T12:40", "2050-08-06T12:40 refugee project bikes 🚲 12 lined up from the summer donations, 8 adults 4 "
                         "kids, all need a once over. Helen's the contact there"),
    ("Tue 16/8", "Tue 16/8 safety checks done in the session - the Raleigh's got a crack by the bottom bracket, scrap "
                 "it, same w/ the kids' Apollo (forks gone). nobody's riding those"),
    ("23.8.", "23.8. 3 more in from the police auction!! all decent hybrids, Jas is doing them sat"),
    ("Sat 27th Aug", "Sat 27th Aug the 3 hybrids are done, new tubes + brake blocks. lights + locks from the grant "
                     "going on all of them, Tariq to drop receipts to Ann"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="pedal-power-bikes-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many bikes are we getting? need to sort the van"
    with turn_span("question Mon 29/8"):
        hits = []
        for query in ("refugee project bikes how many", "bikes scrapped safety check", "more bikes in"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 29 August 2050. You are talking to Helen from the Calderdale refugee project, who's "
                   "collecting bikes from Pedal Power Todmorden."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("12 lined up from the summer donations" in c for c in context), context
        assert any("the Raleigh's got a crack" in c and "kids' Apollo" in c for c in context), context
        assert any("3 more in from the police auction" in c for c in context), context
        reply = answer(question, context, mock="13 - the 12 from the summer, less the cracked Raleigh and the kids' "
                                               "Apollo, plus the 3 hybrids from the police auction.")
finish(question, expected="12", actual=reply)
