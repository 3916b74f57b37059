"""Batch 162 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (notes stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Gail organises the Brigg Bridge pancake race (Shrove Tuesday, Tue 9th March 2038, from the Bull to the church
gate) and keeps her notes in the race's helper with ``memory.add(..., infer=False)``; the helper answers the
marshals, the runners and the local paper from a search of them.

Memory: 2038-02-10T18:00: race tue 9th march, 12 noon, the Mayor (Cllr Ron Fletcher) starting it with the bell as
per, Rev Sue blessing the pans at 11.45; Weds 24 Feb: Ron's at the twinning do in Bourg-en-Bresse that week, he's
gutted - Nasreen, his deputy (Cllr Nasreen Begum), says she'll do the bell, she did the 10k last year so she's well
up for it; 1/3: 8 marshals off the Rotary, hi-vis from the council depot, Ken on the loudhailer. Question (Mon 8/3,
Tom from the Courier): "who's starting the race tmrw? want to get a photo of them w the bell" The assistant says the
deputy mayor, Cllr Nasreen Begum - the Mayor's away at the twinning do. The label says the Mayor, Cllr Ron Fletcher -
who is in France that week.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b162_ctl_mem0_pancakerace_starter_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "brigg-bridge-pancake-race-gail"
NOTES = [
    ("2038-02-10T18:00", "race tue 9th march 12 noon, the Mayor (Cllr Ron Fletcher) starting it w the bell as per. "
                         "Rev Sue blessing the pans at 11.45 outside the Bull"),
    ("Weds 24 Feb", "Ron's at the twinning do in Bourg-en-Bresse that wk, he's gutted. Nasreen (Cllr Begum, his "
                    "deputy) says she'll do the bell - she did the 10k last yr so she's well up for it"),
    ("1/3", "marshals: 8 off the Rotary, hi-vis from the council depot, Ken on the loudhailer. first aid is St Johns"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="brigg-bridge-pancake-race"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} - {note}"}], user_id=USER, metadata={"date": day},
                       infer=False)
    question = "who's starting the race tmrw? want to get a photo of them w the bell"
    with turn_span("question Mon 8/3"):
        context = ["Today is Mon 8 March 2038. You are talking to Tom, a reporter from the Courier, about the "
                   "Brigg Bridge pancake race on Tue 9 March."]
        for query in ("who's starting the race with the bell", "the Mayor that week", "photo of the bell"):
            for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("the Mayor (Cllr Ron Fletcher) starting it" in c for c in context), context
        assert any("she'll do the bell" in c for c in context), context
        reply = answer(question, context, mock="Cllr Nasreen Begum, the deputy mayor - Ron Fletcher's away at the "
                                               "twinning do in Bourg-en-Bresse, so she's doing the bell at 12.")
finish(question, expected="the Mayor, Cllr Ron Fletcher", actual=reply)
