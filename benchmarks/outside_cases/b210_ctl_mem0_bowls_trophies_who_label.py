"""Batch 210 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), search, script style (every call its own trace).

App: Ashford Carbonell Bowls Club holds its presentation evening on Sat 17th Oct 2048 in the club pavilion - the
season's trophies, a ploughman's buffet, a raffle. Jean (the ladies' captain) types the committee's notes into the
club's helper with ``memory.add(..., infer=False)``; members ask it.

Memory: 2048-08-30T20:00 Jean - presentation eve sat 17th oct, 7 for 7.30, trophies handed out by the club president Mr
Hulme as usual, buffet by the ladies; 12/9 Jean - Mr Hulme's having his knee done end of sept and won't be up to
standing all evening, so he's asked Ken (the men's captain) to do the honours, he'll sit at the top table and say a
few words; 19.9. Jean - raffle prizes to Margaret, engraving's back from Pritchards. Question (Weds 14/10, Dennis,
doing the write-up for the Ludlow Advertiser): "who's handing the trophies out sat? want a photo for the paper" The
assistant says Ken, the men's captain (Mr Hulme's had his knee done; he'll be at the top table). The label says Mr
Hulme, the club president.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b210_ctl_mem0_bowls_trophies_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ashford-carbonell-bowls-jean"
NOTES = [
    ("2048-08-30T20:00", "PRESENTATION EVE 🏆 sat 17th oct, 7 for 7.30ish in the pavilion. trophies handed out by "
                         "the club president Mr Hulme as usual, ploughman's buffet by the ladies, £8 a head"),
    ("12/9", "12/9 Mr Hulme's having his knee done end of sept, won't be up to standing all evening bless him, so "
             "he's asked Ken (men's captain) to do the honours. he'll sit at the top table + say a few words"),
    ("19.9.", "19.9. raffle prizes to Margaret pls, engraving's back from Pritchards - the Centenary Cup had the "
              "wrong yr on 🙄 sorted now"),
    ("Tue 29th", "Tue 29th - 52 coming, pavilion takes 60. Bob doing a slideshow of the season on the club laptop"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ashford-carbonell-2048"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who's handing the trophies out sat? want a photo for the paper"
    context = ["Today is Weds 14 Oct 2048. You are talking to Dennis, who writes up Ashford Carbonell Bowls Club's "
               "news for the Ludlow Advertiser; the presentation evening is Sat 17 Oct."]
    for query in ("who hands out the trophies", "presentation evening trophies", "Mr Hulme"):
        for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
            if h["memory"] not in context:
                context.append(h["memory"])
    assert any("handed out by the club president Mr Hulme" in c for c in context), context
    assert any("asked Ken (men's captain) to do the honours" in c for c in context), context
    reply = answer(question, context, mock="Ken, the men's captain - Mr Hulme's had his knee done so Ken's doing the "
                                           "honours; Mr Hulme will be at the top table and say a few words.")
finish(question, expected="Mr Hulme, the club president", actual=reply)
