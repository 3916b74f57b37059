"""Batch 165 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (notes stored
as written; in-memory qdrant), one root span per note and one for the question.

App: St Oswald's harvest supper is on Sat 24th September 2039 at 7pm, the night before the harvest festival service
(bring a dish, pud or a main; £5 a ticket for the roof). Dawn, who does the supper, stores her notes in the parish
helper with ``memory.add(..., infer=False)``; people ask it about the supper.

Memory: 2039-09-02: harvest supper in the church hall as usual, Sat 24th 7pm, bring a dish; 9/9: the hall boiler's on
its last legs again, Ken's getting quotes, might be chilly; 16th Sept: environmental health came to look at the hall
kitchen - the fridge temps are all over the place and the extractor's no good - so no food served in there till the
new fridge is in, supper's at the Red Lion's function room, Tony's letting us have it free; Tue 20th: 48 tickets
sold, Tony wants final numbers by Thursday. Question (Weds 21/9, Brian): "why's the harvest supper at the Red Lion
this yr and not the hall?" The assistant says the hall kitchen can't serve food - environmental health found the
fridge temperatures out and the extractor no good, not till the new fridge is in. The label says the hall boiler's
packed in - the boiler was only on its last legs, with quotes being got, and was never why the supper moved.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b165_ctl_mem0_harvest_supper_why_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-oswalds-harvest-supper-dawn"
NOTES = [
    ("2039-09-02", "harvest supper in the church hall as usual, sat 24th 7pm, bring a dish (pud or a main), £5 a "
                   "ticket for the roof"),
    ("9/9", "hall boiler's on its last legs again 🙄 Ken's getting quotes. might be a chilly one, tell ppl to bring "
            "a cardi"),
    ("16th Sept", "environmental health came to look at the hall kitchen - fridge temps all over the place + the "
                  "extractor's no good, so we can't serve food in there till the new fridge is in. supper's at the "
                  "Red Lion's function room, Tony's letting us have it for nowt"),
    ("Tue 20th", "48 tickets gone! Tony wants final nos by thurs. Brenda doing her trifle"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-oswalds-supper"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)

    question = "why's the harvest supper at the Red Lion this yr and not the hall?"
    with turn_span("question Weds 21/9"):
        context = ["Today is Weds 21 September 2039. You are talking to Brian, a parishioner, about St Oswald's "
                   "harvest supper (Sat 24 September)."]
        for query in ("harvest supper Red Lion why not the church hall", "church hall kitchen boiler problems"):
            for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("boiler's on its last legs" in c for c in context), context
        assert any("environmental health came to look at the hall kitchen" in c for c in context), context
        reply = answer(question, context, mock="The hall kitchen can't serve food at the moment - environmental "
                                               "health found the fridge temperatures all over the place and the "
                                               "extractor no good, so not until the new fridge is in.")
finish(question, expected="the hall boiler's packed in", actual=reply)
