"""Batch 295 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Dolce Vita Ices - Franco's van on a Sunday round of Ravenscliffe and the villages in summer 2051. Maria
(Franco's daughter, who does the paperwork) puts her notes into the family's helper with ``memory.add(...,
infer=False)``; Franco asks it things from the van.

Memory: 2051-05-03T20:00 - the Sunday round's 12 stops (the Ravenscliffe park gates, Raven Rd, the rec, Beech
Grove, Sutton Ave, the Co-op, Church Lane, Holme Rd, the allotments, Long Lane, Birch Close, the garden centre), 1
till 6ish; Thu 18 May - a letter from the council, no vans on the park road after the new bye-law, so the park gates
stop is off ("we'll lose a few but the rec's only 2 mins away"); 6/6 - prices same as last year except the double
99 at £3.30; Sun 25th June - tried the new Bellway estate off Hall Lane and the caravan site on the top road, both
heaving, keeping them on Sundays. Question (Sat 1/7, Franco): "how many stops is it on a sunday now? trying to work
out if we'll be done by 6 for Nonna's birthday tea" The assistant says 13 (the 12, less the park gates, plus the
Bellway estate and the caravan site). The label says 12.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b295_ctl_mem0_ice_cream_van_sunday_stops_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "dolce-vita-ices-maria"
NOTES = [
    ("2051-05-03T20:00", "2051-05-03T20:00 SUNDAY ROUND 🍦 12 stops - Ravenscliffe park gates, Raven Rd, the rec, "
                         "Beech Grove, Sutton Ave, the Co-op, Church Lane, Holme Rd, the allotments, Long Lane, Birch "
                         "Close, the garden centre. 1 till 6ish"),
    ("Thu 18 May", "Thu 18 May - letter from the council 🙄 no vans on the park road after the new bye-law so the "
                   "Ravenscliffe park gates stop is off. we'll lose a few but the rec's only 2 mins away"),
    ("6/6", "6/6 prices same as last yr except the double 99 £3.30 now. flakes from the cash + carry, Booker's a "
            "rip off"),
    ("Sun 25th June", "Sun 25th June tried the new Bellway estate off Hall Lane + the caravan site on the top rd - "
                      "both heaving!! 🔥 keeping them on sundays"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="dolce-vita-ices-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many stops is it on a sunday now? trying to work out if we'll be done by 6 for Nonna's birthday tea"
    with turn_span("question Sat 1/7"):
        hits = []
        for query in ("sunday round stops", "stop taken off the round", "new stops added on sundays"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 1 July 2051. You are talking to Franco, who drives the Dolce Vita Ices van."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("SUNDAY ROUND 🍦 12 stops" in c for c in context), context
        assert any("park gates stop is off" in c for c in context), context
        assert any("Bellway estate off Hall Lane + the caravan site" in c for c in context), context
        reply = answer(f"(Franco) {question}", context,
                       mock="13 - the 12 you started with, less the park gates (council), plus the Bellway estate "
                            "and the caravan site.")
finish(question, expected="12", actual=reply)
