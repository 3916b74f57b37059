"""Batch 260 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Cragg Top Brewery (a four-barrel plant in Mytholmroyd) is sending casks to Halifax Beer Festival at the Square
Chapel, Thu 5th - Sat 7th Oct 2051. Sam (who brews and drives the van) puts his notes into the brewery's helper
with ``memory.add(..., infer=False)``.

Memory: 2051-09-12T16:30 - the festival want 10 firkins of Moor Gold and 4 of the Black Cragg stout, delivered
Thursday 5th by 10; 21.9. - Kev at the fest says they're short on dark, can we do 6 stout not 4, said yes; Tue 26th
Sept - FV1's Moor Gold has gone sour (a bad yeast pitch), tipped it, only enough for 8 firkins off FV2, told Kev,
he's fine with 8 and they'll have an extra polypin of the pale instead; Mon 2/10 - van booked, the fest's cellar
is round the back on Alfred St. Question (Weds 4/10, Sam loading up): "how many firkins of Moor Gold am I taking to
the beer fest? loading up tonight" The assistant says 8 (FV1 went sour, Kev's fine with 8 plus a polypin of the
pale). The label says 10.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b260_ctl_mem0_brewery_beer_fest_firkins_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "cragg-top-brewery-sam"
NOTES = [
    ("2051-09-12T16:30", "2051-09-12T16:30 HALIFAX BEER FEST 🍺 Square Chapel thurs 5th - sat 7th oct. they want 10 "
                         "firkins of Moor Gold + 4 Black Cragg, delivered thurs 5th by 10am. invoice after"),
    ("21.9.", "21.9. Kev at the fest rang - they're short on dark this yr so can we do 6 stout not 4. said yes, "
              "plenty in the cold store"),
    ("Tue 26th Sept", "Tue 26th Sept FV1's Moor Gold has gone sour 🤢 bad yeast pitch, tipped the lot. only enough "
                      "for 8 firkins off FV2 so told Kev - he's fine w/ 8 + they'll have an extra polypin of the pale "
                      "instead"),
    ("Mon 2/10", "Mon 2/10 van booked for thurs, the fest's cellar is round the back on Alfred St, ask for Kev or "
                 "Bev. take the spare pegs + spiles"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="cragg-top-beer-fest-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many firkins of Moor Gold am I taking to the beer fest? loading up tonight"
    with turn_span("question Weds 4/10"):
        hits = []
        for query in ("beer festival Moor Gold firkins", "Moor Gold gone sour", "Kev at the fest"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 4 October 2051. You are talking to Sam, who brews at Cragg Top Brewery and drives "
                   "the van."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("they want 10 firkins of Moor Gold" in c for c in context), context
        assert any("only enough for 8 firkins off FV2" in c and "he's fine w/ 8" in c for c in context), context
        reply = answer(question, context, mock="8 - FV1's Moor Gold went sour, so it's 8 off FV2; Kev's fine with "
                                               "that and they're having an extra polypin of the pale.")
finish(question, expected="10", actual=reply)
