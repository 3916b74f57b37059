"""Batch 121 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, notes stored as
written; in-memory qdrant), search, one root span per note and one for the question.

App: the St Helen's ringers' tower notes go into mem0 as they're posted (``memory.add(..., infer=False)``); the
helper answers the band from a search of them.

Memory: 14/3, Tuesday practice 7.30-9 at St Helen's, learners 7-7.30 with Ruth, Keith away in Madeira 20th-27th
April and Sandra running Tuesdays while he's gone; 22.3., the ropes on the 4 and the 6 fraying at the sally, new
ones ordered, about 3 weeks, ok to ring on meanwhile, just go steady on the 4; Weds 8 Apr, a quarter for St George's
day; Tue 14/4 (Sandra), no practice at St Helen's on Tues 21st - the choral society have the nave for their concert
rehearsal till 9.30 and the band would be ringing right over the top of them - so come to St Mary's, Kirkby, 7.45.
Question (Sun 19/4, Alan): "why's there no practice at st helen's tues?" The assistant says the choral society have
the church for their rehearsal and practice is at St Mary's. The label says the ropes on the 4 and 6 need replacing
- in memory, but the note says they're fine to ring on till the new ones come.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b121_ctl_mem0_bells_no_practice_why_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sthelens-tower"
NOTES = [
    ("14/3", "practice tues 7.30-9 at St Helen's as ever, learners 7-7.30 w Ruth. Keith away in Madeira 20th-27th "
             "april (lucky man) so Sandra's running tues while he's gone"),
    ("22.3.", "ropes on the 4 + 6 fraying at the sally, new ones ordered from Ellis's, abt 3 wks. fine to ring on "
              "meantime, just go steady on the 4 pls"),
    ("Weds 8 Apr", "quarter for St George's day thurs 23rd 7pm - Jean, Sam, Ruth, Alan, Pete + Keith conducting (he's "
                   "back the 27th so... Sandra to conduct, sorted)"),
    ("Tue 14/4", "from Sandra - no practice at St Helen's tues 21st, the choral society have got the nave for their "
                 "concert rehearsal till 9.30 and we'd be ringing right over the top of them. come to St Mary's "
                 "Kirkby instead, 7.45, their captain's fine w it. car share from the lychgate 7.20"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sthelens-tower"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": f"{day} {note}"}], user_id=USER, metadata={"date": day},
                       infer=False)
    question = "why's there no practice at st helen's tues?"
    with turn_span("question Sun 19/4"):
        hits = []
        for query in ("no practice st helen's tuesday why", "ropes bells ringing problem", "practice tues"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 19 April 2037. You are talking to Alan, who rings the 5 at St Helen's."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("choral society" in c for c in context), context
        assert any("ropes on the 4 + 6 fraying" in c and "fine to ring on" in c for c in context), context
        reply = answer(question, context, mock="The choral society have got the nave for their concert rehearsal "
                                               "till 9.30, so we'd be ringing right over them - practice is at St "
                                               "Mary's, Kirkby, 7.45 instead (car share from the lychgate 7.20).")
finish(question, expected="the ropes on the 4 and 6 need replacing", actual=reply)
