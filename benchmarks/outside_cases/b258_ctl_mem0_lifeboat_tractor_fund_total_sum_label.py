"""Batch 258 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each diary
entry stored as written; in-memory qdrant), script style (every call its own trace).

App: the fundraising branch of Bridlington Lifeboat Station are raising £15k towards a new launch tractor. Alan (the
branch treasurer) puts his diary entries into the branch's helper with ``memory.add(..., infer=False)``; the local
paper ask him for figures now and then.

Memory: 2051-07-02T20:00 - the tractor fund's at £8,450 after the quiz, target £15k by Christmas; Sun 9th July -
the duck race on the Gypsey Race, 1,212 ducks at £1, so £1,212 on the day, all to the tractor, Councillor Hobbs won
the big duck; Tue 11/7 - the bucket at the Co-op on Saturday came to £386.40 for the tractor fund (not 368 like he
put on Facebook, typo), counted with Jean; 13.7. - Ray's sponsored swim round the pier on Aug 5th, forms in the
shop. Question (Fri 14/7, the Free Press via Alan): "how much is the tractor fund up to now? the Free Press want a
figure for saturday's paper" The assistant says £10,048.40 (£8,450, plus the duck race's £1,212 and the Co-op bucket's
£386.40). The label says £8,450.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b258_ctl_mem0_lifeboat_tractor_fund_total_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bridlington-lifeboat-fundraising-alan"
ENTRIES = [
    ("2051-07-02T20:00", "2051-07-02T20:00 tractor fund's at £8,450 after the quiz 🚜 target £15k by xmas, we'll "
                         "get there!!"),
    ("Sun 9th July", "Sun 9th July DUCK RACE on the Gypsey Race 🦆 1,212 ducks sold @ £1 = £1,212 on the day, all to "
                     "the tractor. Councillor Hobbs won the big duck (fix!! 😂)"),
    ("Tue 11/7", "Tue 11/7 bucket at the Co-op sat came to £386.40 for the tractor fund (not 368 like I put on fb, "
                 "typo, sorry!!). counted w/ Jean, banked mon"),
    ("13.7.", "13.7. Ray's doing a sponsored swim round the pier aug 5th, forms in the shop. he's 71 bless him"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(),
                                                  collection="bridlington-lifeboat-fund-2051"))
    for day, entry in ENTRIES:
        memory.add([{"role": "user", "content": entry}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much is the tractor fund up to now? the Free Press want a figure for saturday's paper"
    hits = []
    for query in ("tractor fund total", "money raised for the tractor", "duck race bucket collection takings"):
        hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Fri 14 July 2051. You are talking to Alan, treasurer of Bridlington Lifeboat Station's "
               "fundraising branch (new launch tractor appeal)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    assert any("tractor fund's at £8,450" in c for c in context), context
    assert any("= £1,212 on the day, all to the tractor" in c for c in context), context
    assert any("£386.40 for the tractor fund" in c for c in context), context
    reply = answer(question, context, mock="£10,048.40 - £8,450 after the quiz, plus £1,212 from the duck race and "
                                           "£386.40 from the Co-op bucket.")
finish(question, expected="£8,450", actual=reply)
