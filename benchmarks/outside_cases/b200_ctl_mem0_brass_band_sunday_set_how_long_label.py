"""Batch 200 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: notes stored as
written), search, script style (every call its own trace).

App: Pontesbury Silver Band play the Quarry bandstand in Shrewsbury on Sundays this summer (12th June, 26th June,
10th July, 24th July 2044). Carol (the band's secretary) keeps her notes in mem0 with ``infer=False``; players and
parents ask the band's helper.

Memory: Carol, 2044-05-02T21:00 - bandstand season at the Quarry, Sundays 2-5, two halves with a break for a cuppa,
dates 12/6, 26/6, 10/7, 24/7; Tue 7th June - rang the parks office, the 26th we're sharing with Shrewsbury Town Band,
they've got their new MD to show off so they're doing the first half and we're on after their interval, 3.30-5; 13.6.
- collection yesterday £96.40; 20.6. - Sunday's a civic one, the mayor's coming, black trousers and band jackets.
Question (Thu 23/6, Ellie, a junior on 3rd cornet): "how long are we playing for on sunday? mum needs to know when to
pick me up" The assistant says an hour and a half - 3.30 till 5, the Town Band have the first half. The label says
3 hours, 2 till 5.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b200_ctl_mem0_brass_band_sunday_set_how_long_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "pontesbury-silver-band-carol"
NOTES = [
    ("2044-05-02T21:00", "bandstand season at the Quarry 🎺 sundays 2-5, two halves with a break for a cuppa. dates "
                         "12/6, 26/6, 10/7, 24/7. on the bandstand by 1.30pm to set up pls"),
    ("Tue 7th June", "rang the parks office - the 26th we're sharing with Shrewsbury Town Band, they've got their new "
                     "MD to show off so they're doing the 1st half + we're on after their interval, 3.30-5"),
    ("13.6.", "collection yesterday £96.40!! cheers all, Alan's banked it"),
    ("20.6.", "sunday's a civic one, the mayor's coming - black trousers + band jackets, no fleeces"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="pontesbury-sb-quarry-44"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how long are we playing for on sunday? mum needs to know when to pick me up"
    hits = []
    for query in ("how long is the band playing on sunday", "sunday 26th bandstand times", "quarry bandstand"):
        hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 23 June 2044. You are talking to Ellie, a junior on 3rd cornet in Pontesbury Silver "
               "Band; the band plays the Quarry bandstand on Sun 26 June."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    assert any("sundays 2-5" in c for c in context), context
    assert any("on after their interval, 3.30-5" in c for c in context), context
    reply = answer(question, context, mock="An hour and a half - we're on 3.30 till 5 this Sunday, the Town Band "
                                           "are doing the first half.")
finish(question, expected="3 hours, 2 till 5", actual=reply)
