"""Batch 128 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, in-memory qdrant),
search, script style (each call its own trace).

App: Harbury Camera Club's programme secretary keeps the season's notes (competitions, hall bookings, offers) in
mem0 as they come in, stored as written (``infer=False``); the helper answers members from a search.

Memory: the season programme has the Mono comp hand-in Tue 3rd March, judging Tue 17th, judge Pat Kenyon, 3 prints or
PDIs each; 12/2 from Kev - the Scouts have got the hall on the 3rd for their quiz (they booked first, we lose out), so
no club night that week, we're in on the 10th and prints come in then, Pat's still fine for the 17th; Weds 18 Feb,
framers' discount; mono rules, sepia toning only. Question (Sun 1/3, Rob): "when do my mono prints need to be in by?
want to get them printed this wk" The assistant says Tue 10th March, at club night. The label says Tue 3rd March -
in memory, the date in the season programme, before the Scouts took the hall.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b128_ctl_mem0_photo_mono_handin_date_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "harbury-programme"
NOTES = [
    ("1/9", "season prog 36/37 - MONO comp (open): hand-in Tue 3rd March, judging Tue 17th, judge Pat Kenyon. 3 prints "
            "or PDIs per member, prints mounted max 50x40"),
    ("12/2", "from Kev - the Scouts have got the hall on the 3rd for their quiz night, they booked first so we lose "
             "out. no club night that wk - we're in on the 10th and prints come in then. Pat's still fine for the "
             "17th"),
    ("Weds 18 Feb", "Harbury Framers - 10% off mounts for members till end of march, say you're from the club"),
    ("22.2.", "mono rules reminder (Mike): no toning except sepia, no selective colour, borders ok"),
    ("Tue 24th", "Nature comp judge sorted - Jill from Leamington CC, PDIs only, upload by sun 5th april"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="harbury"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "when do my mono prints need to be in by? want to get them printed this wk"
    hits = memory.search("mono prints hand-in date club night", top_k=5, threshold=0.0,
                         filters={"user_id": USER})["results"]
    context = ["Today is Sun 1 March 2037. You are talking to Rob, a Harbury Camera Club member."]
    context += [f"({h.get('metadata', {}).get('date', '')}) {h['memory']}" for h in hits]
    assert any("hand-in Tue 3rd March" in c for c in context), context
    assert any("we're in on the 10th and prints come in then" in c for c in context), context
    reply = answer(question, context, mock="Tue 10th March, at club night - the Scouts have the hall on the 3rd, so "
                                           "there's no club night that week.")
finish(question, expected="Tue 3rd March", actual=reply)
