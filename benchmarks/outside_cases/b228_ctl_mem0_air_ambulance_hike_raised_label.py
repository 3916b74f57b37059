"""Batch 228 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: notes stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Nidd Valley Ramblers walk the Nidderdale Way in a day for the Yorkshire Air Ambulance on Sat 12th June 2049 -
sponsor money through a JustGiving page, plus paper forms for the folk who don't do online. Karen (the group's
treasurer) puts her notes into the group's helper with ``memory.add(..., infer=False)``; walkers ask it things.

Memory: 2049-03-10T19:00 - target £2,500, the JustGiving link's in the group; 14/4 - the JG is on £1,240; Weds 2
Jun - the JG's at £1,410 now, and Sue's had her paper forms back from the mill, £385 cash, which she's paying in
herself on top (it won't show on the JG); 8.6. - the minibus (£90) comes out of club funds, not the sponsor pot.
Question (Thu 10/6, Graham): "how much have we raised so far altogether? want to tell the rotary" The assistant says
£1,795 (£1,410 on the JustGiving and Sue's £385 cash). The label says £1,410 (the JustGiving page alone; the cash
is paid in separately and doesn't show on it).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b228_ctl_mem0_air_ambulance_hike_raised_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "nidd-valley-ramblers-karen"
NOTES = [
    ("2049-03-10T19:00", "2049-03-10T19:00 NIDDERDALE WAY IN A DAY 🥾 sat 12th june for the air ambulance. target "
                         "£2,500, JustGiving link's in the grp, paper forms for the non-online lot"),
    ("14/4", "14/4 JG on £1,240 already 🙌 thank u all, keep sharing"),
    ("Weds 2 Jun", "Weds 2 Jun - JG's at £1,410 now. + Sue's had her paper forms back from the mill, £385 cash, she's "
                   "paying it in herself on top so it won't show on the JG"),
    ("8.6.", "8.6. minibus is £90, that's coming out of club funds not the sponsor pot. pick up half 6 at Pateley "
             "bridge"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: the model is never asked


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="nidd-valley-hike-2049"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much have we raised so far altogether? want to tell the rotary"
    with turn_span("question Thu 10/6"):
        hits = memory.search("how much sponsor money raised", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Thu 10 June 2049. You are talking to Graham, who's walking Nidd Valley Ramblers' "
                   "Nidderdale Way hike for the air ambulance (Sat 12 June)."] + [h["memory"] for h in hits]
        assert any("JG's at £1,410 now" in c and "£385 cash" in c for c in context), context
        assert any("JG on £1,240" in c for c in context), context
        reply = answer(question, context, mock="£1,795 so far - £1,410 on the JustGiving plus the £385 cash from "
                                               "Sue's paper forms, which doesn't show on the page.")
finish(question, expected="£1,410", actual=reply)
