"""Batch 273 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: the Calder mobile library van's Thursday round runs round the villages above Hebden Bridge. Ann (on the van's
desk) puts her notes into the van's helper with ``memory.add(..., infer=False)``; the library service's office asks
it how the round is doing.

Memory: 2051-03-06T09:15 - the Thursday round is 7 stops (Luddenden, Midgley, Booth, Jerusalem Farm, Hollins Lane,
Old Town school, Pecket Well), back at the depot for 4; Weds 22/3 - Hollins Lane's off the round, nobody's been on
since Mrs Greenwood went in the home, Barry's glad to miss that lane; 4th Apr - the new estate at Clough Mill wants
a stop, 40-odd houses and a lot of kids, from thurs 13th, 3.30; Tue 18 April - the care home on Birchcliffe Rd is on
too now, 2.15, a trolley in to the lounge. Question (Mon 24/4, the office): "how many stops is the thursday van
doing now? doing the fuel claims" The assistant says 8 (7, less Hollins Lane, plus Clough Mill and the Birchcliffe
care home). The label says 7.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b273_ctl_mem0_library_van_stops_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "calder-library-van-ann"
NOTES = [
    ("2051-03-06T09:15", "2051-03-06T09:15 THURS ROUND 🚐📚 7 stops - Luddenden, Midgley, Booth, Jerusalem Farm, "
                         "Hollins Lane, Old Town school, Pecket Well. back at the depot for 4"),
    ("Weds 22/3", "Weds 22/3 Hollins Lane's off the thurs round - nobody's been on since Mrs Greenwood went in the "
                  "home, bless her. Barry's glad to miss that lane tbh"),
    ("4th Apr", "4th Apr the new estate at Clough Mill want a stop, 40 odd houses + loads of kids 🙌 starting thurs "
                "13th, 3.30 by the play area"),
    ("Tue 18 April", "Tue 18 April the care home on Birchcliffe Rd's on the thurs round too now, 2.15, we take a "
                     "trolley in to the lounge. matron's lovely"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="calder-library-van-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many stops is the thursday van doing now? doing the fuel claims"
    with turn_span("question Mon 24/4"):
        hits = []
        for query in ("thursday round stops", "stop taken off the round", "new stop on the thursday round"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 24 April 2051. You are talking to the library service office, about the Calder "
                   "mobile library van."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("7 stops - Luddenden" in c for c in context), context
        assert any("Hollins Lane's off the thurs round" in c for c in context), context
        assert any("Clough Mill want a stop" in c for c in context), context
        assert any("Birchcliffe Rd's on the thurs round" in c for c in context), context
        reply = answer(question, context, mock="8 - the original 7, less Hollins Lane, plus the Clough Mill estate "
                                               "and the care home on Birchcliffe Rd.")
finish(question, expected="7", actual=reply)
