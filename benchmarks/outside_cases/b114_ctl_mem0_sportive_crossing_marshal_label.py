"""Batch 114 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, notes stored as
written; in-memory qdrant, the local model's embeddings), search, one root span per note.

App: Wharfe Wheelers keep their Dales 110 marshalling notes in mem0 (``memory.add(..., infer=False)``) and the
helper answers the marshals from a search.

Memory: the first marshal list has the A59 crossing as Dave + Sue. Dave then says his knee's playing up and the
physio says no standing about all day, so he'll do the sign-on desk at HQ "sat down with a brew"; Keith says he'll
take Dave's spot at the crossing, he's got his own hi-vis and a radio. Question (Fri 12/6, Sue): "who's on the a59
crossing with me sun?" The assistant says Keith. The label says Dave - Dave is in memory as the crossing marshal on
the first list, but he has moved to sign-on.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b114_ctl_mem0_sportive_crossing_marshal_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wharfe-wheelers-marshals"
NOTES = [
    ("14/5", "marshals so far: A59 crossing Dave + Sue (hi-vis in the club box), Kettlewell jct Ollie, FS1 Hollins "
             "Mags + Jo, FS2 Buckden Ian"),
    ("Tue 26th", "dave here - knee's playing up again, physio says no standing about all day. I'll do the sign-on "
                 "desk at HQ instead, sat down with a brew haha"),
    ("27.5.", "Keith: no probs I'll take Dave's spot at the crossing, got my own hi-vis + a radio"),
    ("3/6", "route arrows up sat am from 7, need 2 cars, cable ties in the club box"),
    ("9/6", "marshal briefing sun 7am at the rugby club, bacon butties from 6.45, Sarah doing the talk"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wharfe-ctl"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who's on the a59 crossing with me sun?"
    with turn_span("question Fri 12/6"):
        hits = []
        for query in ("A59 crossing marshals", "Dave knee sign-on desk", "Keith take the crossing hi-vis radio"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 12 June 2037. You are talking to Sue, a marshal."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("A59 crossing Dave + Sue" in c for c in context), context
        assert any("sign-on desk" in c for c in context), context
        assert any("take Dave's spot at the crossing" in c for c in context), context
        reply = answer(question, context, mock="Keith - he's taken Dave's place at the crossing (Dave's on the "
                                               "sign-on desk with his knee). Keith has his own hi-vis and a radio.")
finish(question, expected="Dave, with the hi-vis from the club box", actual=reply)
