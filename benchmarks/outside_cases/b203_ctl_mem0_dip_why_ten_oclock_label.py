"""Batch 203 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), search, script style (every call its own trace).

App: Saundersfoot Striders' Boxing Day dip is Wed 26th Dec 2046 off the harbour beach - registration at the harbour
car park, £5 for the RNLI, towels and dryrobes minded on the slipway, soup in the sailing club after. Sue (the club
secretary) types her notes into the club's helper with ``memory.add(..., infer=False)``; members ask it things.

Memory: 2046-11-20T19:00 - in the sea at 10am this year (not 11!!), registration from 9.15 at the harbour car park;
Dave reckons it's been moved because the lifeguards knock off at 11 on Boxing Day - not true, Sue rang them, they're
there all day - it's the tide: high water's 9.48 on the 26th and by 11 it's gone out miles, they'd be wading to
Amroth; Weds 5th Dec, Mel's soup; the towels. Question (Mon 17/12, Rhian, a new member): "why's the dip at 10 this
year? my sister did it loads and says it's always been 11" The assistant says it's the tide - high water's 9.48, and
by 11 the sea's gone out a long way. The label says because the lifeguards finish at 11 - the rumour Sue checked and
put right.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b203_ctl_mem0_dip_why_ten_oclock_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "saundersfoot-striders-dip-sue"
NOTES = [
    ("2046-11-20T19:00", "BOXING DAY DIP 🎅🌊 in the sea at 10am this yr (not 11!!), reg from 9.15 at the harbour car "
                         "park. £5, all to the RNLI"),
    ("2046-11-20T19:05", "Dave reckons we've moved it cos the lifeguards knock off at 11 on boxing day - not true, I "
                         "rang them, they're there all day. it's the tide, high water's 9.48 on the 26th + by 11 it's "
                         "gone out miles, we'd be wading to Amroth 😂"),
    ("Weds 5th Dec", "soup - Mel's doing leek + potato, 4 big pans, in the sailing club after, bring a mug"),
    ("12/12", "towels + dryrobes on the slipway, Gav's minding them, name on ur bag pls"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="saundersfoot-dip-46"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "why's the dip at 10 this year? my sister did it loads and says it's always been 11"
    hits = []
    for query in ("why is the dip at 10am", "dip time moved", "tide and lifeguards"):
        hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Mon 17 Dec 2046. You are talking to Rhian, a new member of Saundersfoot Striders; the Boxing "
               "Day dip is Wed 26 Dec."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    assert any("in the sea at 10am this yr (not 11!!)" in c for c in context), context
    assert any("lifeguards knock off at 11" in c and "high water's 9.48" in c for c in context), context
    reply = answer(question, context, mock="It's the tide - high water's at 9.48 on the 26th, and by 11 the sea's gone "
                                           "out a long way, you'd be wading for ages.")
finish(question, expected="because the lifeguards finish at 11 on Boxing Day", actual=reply)
