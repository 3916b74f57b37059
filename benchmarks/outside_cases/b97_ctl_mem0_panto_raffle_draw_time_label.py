"""Batch 97 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note kept
as written; in-memory qdrant), search, one root span per note.

App: Pauline, front of house for the Little Brampton Players' panto, posts notes to the FOH helper; each goes into
mem0 as written (``infer=False``).

Memory: Aladdin runs Thu 11 - Sat 13 Dec, 7pm curtain, the interval about 8.10; the raffle is drawn in the interval
each night with Tony on the mic; Saturday's is the big one (the hamper and the meal at the Bell), Cllr Price is
drawing it but she's at the library opening in town first and won't be with them till gone 9, so it's done after
the walkdown once the cast have had their bows, about 9.30. Question (Sat 13/12, Mags, an usher): "what time's the
raffle being drawn tonight? my nan's got tickets and wants to be there for it" The assistant says about half nine,
at the end. The label says ten past eight, in the interval.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b97_ctl_mem0_panto_raffle_draw_time_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lbp-panto-foh"
NOTES = [
    ("3 Dec", "ALADDIN thurs 11 - sat 13 Dec, 7pm curtain, sat matinee 2.30. interval abt 8.10, 20 mins"),
    ("5/12", "raffle drawn in the interval each night, Tony on the mic, prizes on the table by the hatch"),
    ("8.12.36", "sat night's the big one - the hamper + the meal for 2 at the Bell. Cllr Price is drawing it but "
                "she's at the library opening in town first + won't be with us till gone 9, so we'll do it after "
                "the walkdown once the cast have had their bows, abt 9.30"),
    ("Tue 9th", "ushers: Geoff, Mags, the Patel boys. black tops pls"),
    ("10/12", "ice creams £2.50 tubs, Mags on the tray at the interval, cool box in the kitchen"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lbp_panto"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "what time's the raffle being drawn tonight? my nan's got tickets and wants to be there for it"
    with turn_span("question Sat 13/12"):
        hits = []
        for query in ("raffle drawn time", "saturday night raffle Cllr Price", "interval time"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 13 Dec 2036. You are talking to Mags, an usher."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("drawn in the interval each night" in c for c in context), context
        assert any("after the walkdown" in c for c in context), context
        assert any("interval abt 8.10" in c for c in context), context
        reply = answer(question, context, mock="About half nine, right at the end after the walkdown - Cllr Price "
                                               "is drawing it and won't be there till after 9.")
finish(question, expected="ten past eight, in the interval", actual=reply)
