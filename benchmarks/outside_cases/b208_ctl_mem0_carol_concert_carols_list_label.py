"""Batch 208 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each message stored
as it is; in-memory qdrant), script style (every call its own trace).

App: Bitterley Village Choir's carol concert is Sat 14th Dec 2047 at St Mary's, Bitterley - the audience joins in on
the big ones, the choir sings the rest, mince pies in the vestry after. The choir's WhatsApp goes into mem0 as it is
(``memory.add(..., infer=False)``) and the helper answers members from a search.

Memory: Gill (the choir's director), 2047-10-30T21:05 - the choir's own carols this year: In the Bleak Midwinter (with
Margaret's descant), Ding Dong Merrily, the Sussex Carol and Tomorrow Shall Be My Dancing Day; audience ones as ever;
Weds 20 Nov Gill - bad news, Margaret's in hospital till the new year, and the Bleak Midwinter's not worth doing
without her descant - Holly and the Ivy it is, everyone knows it; Ron - sorry to hear about Margaret, he'll send a
card round; 26/11 Gill - rehearsal Thursday 7.30, Tomorrow Shall Be My Dancing Day from bar 17 and Ding Dong's
gloria. Question (Tue 10/12, Nia, a new alto): "which carols is the choir doing on its own? want to practise at home"
The assistant says Ding Dong Merrily, the Sussex Carol, Tomorrow Shall Be My Dancing Day and the Holly and the Ivy.
The label gives In the Bleak Midwinter in place of the Holly and the Ivy.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b208_ctl_mem0_carol_concert_carols_list_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bitterley-village-choir-2047"
MESSAGES = [
    ("2047-10-30T21:05", "Gill", "carol concert 🎄 sat 14th dec St Mary's. our own ones this yr - In the Bleak "
                                 "Midwinter (w/ Margaret's descant 😍), Ding Dong Merrily, the Sussex Carol + "
                                 "Tomorrow Shall Be My Dancing Day. audience ones as ever"),
    ("Weds 20 Nov", "Gill", "bad news, Margaret's in hosp till the new yr 😢 Bleak Midwinter's not worth doing "
                            "without her descant - Holly + the Ivy it is, everyone knows it"),
    ("Weds 20 Nov", "Ron", "sorry to hear that, I'll send a card round at rehearsal"),
    ("26/11", "Gill", "rehearsal thurs 7.30, Dancing Day from bar 17 + Ding Dong's gloria (the long one 😅)"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bitterley-choir-47"))
    for day, who, text in MESSAGES:
        memory.add([{"role": "user", "content": f"{day} {who}: {text}"}], user_id=USER, infer=False,
                   metadata={"date": day, "from": who})
    question = "which carols is the choir doing on its own? want to practise at home"
    context = ["Today is Tue 10 Dec 2047. You are talking to Nia, a new alto in Bitterley Village Choir; the carol "
               "concert is Sat 14 Dec."]
    for query in ("choir's own carols", "Bleak Midwinter descant", "carol concert carols"):
        for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
            if h["memory"] not in context:
                context.append(h["memory"])
    assert any("In the Bleak Midwinter (w/ Margaret's descant" in c for c in context), context
    assert any("Holly + the Ivy it is" in c for c in context), context
    reply = answer(question, context,
                   mock="Ding Dong Merrily, the Sussex Carol, Tomorrow Shall Be My Dancing Day and the Holly and the "
                        "Ivy - the Bleak Midwinter's been dropped while Margaret's in hospital.")
finish(question, expected="In the Bleak Midwinter, Ding Dong Merrily, the Sussex Carol and Tomorrow Shall Be My "
                          "Dancing Day", actual=reply)
