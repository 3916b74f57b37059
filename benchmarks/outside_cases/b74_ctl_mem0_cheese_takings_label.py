"""Batch 74 (held out), control. A market stall selling cheese: mem0 Memory (infer=False; in-memory qdrant, the
scripted local server only for embeddings), one root span per note.

App: Hannah of Curd & Crust keeps the stall's day notes in mem0 (``memory.add(..., infer=False)``, one memory per
note, user "curd-crust"). On Sat 19/7 at Stroud the till report said £1,236, but that figure has the £60 float in
it, which Hannah puts in from the house each week and takes back out at home, so the day's takings were £1,176.

No fault planted. Question (Mon 21/7, Tom, doing the books): "what did we take at Stroud on saturday?" The model
answers £1,176, right per memory. The label says £1,236, the till figure. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b74_ctl_mem0_cheese_takings_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "curd-crust"
NOTES = [
    ("2031-07-12", "sat 12/7 Stroud - £1,184 all told, Single Glos gone by 11, blue slow (too hot?)"),
    ("17.7.31", "float for sat - £60 in the bag, mostly coins + 5s. it comes out of the house money, I take it "
                "back out when I get in"),
    ("2031-07-19", "Stroud 19/7: till report says £1,236 but thats w the £60 float in it, so the day itself "
                   "£1,176. card £702 of that. Tom's mate Jez bought half a wheel of the Rollright!!"),
    ("19th July", "pitch 14 leaks at the back corner when it rains, bring the spare tarp + pegs"),
    ("20/7", "order from Simon for fri: 4 blue, 2 of the new washed rind one to try (he's calling it Slad Bell)"),
    ("Jul 20", "Nailsworth 1/8 - 1st fri, by the clock, 8 till 1"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="curd-crust"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what did we take at Stroud on saturday?"
    with turn_span("question Mon 21/7"):
        context = ["Today is Mon 21 July 2031. You are talking to Tom, who is doing the stall's books."]
        for query in ("Stroud saturday takings till", "float for the stall money"):
            for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
                line = f"{(h.get('metadata') or {}).get('date', '')}: {h['memory']}"
                if line not in context:
                    context.append(line)
        assert any("till report says £1,236" in c and "£1,176" in c for c in context), context
        assert any("float for sat - £60" in c for c in context), context
        reply = answer(question, context, mock="£1,176 - the till said £1,236 but that includes the £60 float. "
                                               "£702 of it was on card.")
finish(question, expected="£1,236 going by the till report", actual=reply)
