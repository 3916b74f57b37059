"""Batch 233 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Honley's summer carnival is on Sat 16th July 2050 - the procession from the Coach and Horses at 1.30pm, floats
judged on the cricket field, a fair and stalls on the rec after. Jim (the carnival chairman) keeps the float list in
the carnival's helper with ``memory.add(..., infer=False)``; whoever's doing the commentary asks it things.

Memory: 2050-05-20T19:00 - floats so far the Scouts, the Cubs, the rugby club, St Mary's school, the Rose and Crown
and the brass band on Jim's flatbed trailer, that's 6; 10/6 - judging at 12.30 on the cricket field, best float
gets the Buckley cup and £50; Tue 21st Jun - 2 more in, the care home's vintage bus and Honley Tyres with a lorry,
so 8 floats; Weds 6 Jul - Jim's trailer's failed its MOT and he can't get another in time, so the band are walking
it this year, in front of the Scouts, they're fine, they did it that way in the 80s. Question (Thu 14/7, Ray, doing
the commentary from the bandstand): "how many floats are in the procession this yr? I like to count them in" The
assistant says 7 (the brass band are walking now their trailer's off the road). The label says 8 - the count from
before the band lost their trailer.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b233_ctl_mem0_carnival_floats_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "honley-carnival-jim"
NOTES = [
    ("2050-05-20T19:00", "2050-05-20T19:00 FLOATS so far 🎪 Scouts, Cubs, the rugby club, St Mary's school, the Rose + "
                         "Crown, + the brass band on my flatbed trailer. that's 6 👍"),
    ("10/6", "10/6 judging 12.30 on the cricket field, best float gets the Buckley cup + £50. procession off from the "
             "Coach + Horses 1.30pm"),
    ("Tue 21st Jun", "Tue 21st Jun - 2 more floats in!! the care home (their vintage bus) + Honley Tyres with a lorry, "
                     "so 8 floats 🎉"),
    ("Weds 6 Jul", "Weds 6 Jul - my trailer's failed its MOT 🙄 brakes, can't get another in time, so the band are "
                   "walking it this yr, in front of the Scouts. they're fine with it, they did it that way in the 80s"),
]


def script(body: dict):
    return {"memory": []}  # never asked: every add is infer=False


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="honley-carnival-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many floats are in the procession this yr? I like to count them in"
    with turn_span("question Thu 14/7"):
        hits = []
        for query in ("floats in the procession", "how many floats", "brass band trailer"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 14 July 2050. You are talking to Ray, who's doing the commentary for Honley "
                   "carnival's procession (Sat 16 July)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("so 8 floats" in c for c in context), context
        assert any("so the band are walking it this yr" in c for c in context), context
        assert any("the brass band on my flatbed trailer" in c for c in context), context
        reply = answer(question, context, mock="7 floats - the Scouts, Cubs, rugby club, St Mary's, the Rose and "
                                               "Crown, the care home's vintage bus and Honley Tyres. The brass "
                                               "band are walking this year as Jim's trailer failed its MOT.")
finish(question, expected="8", actual=reply)
