"""Batch 161 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: notes stored as
written; in-memory qdrant), one root span per note and one for the question.

App: the committee of Ashby Road Bowls Club keep their notes for the AGM in the club's helper with
``memory.add(..., infer=False)`` and members ask it about the meeting.

Memory: 19/10 Frank (secretary): AGM Weds 16th Nov, 7.30 in the clubhouse, notice on the board, nominations close
Fri 4th; 2039-10-30 Pauline (treasurer): accounts done, a surplus of £312, proposing subs go up £5; Tue 8 Nov Frank:
the steward rang - there's a funeral tea in the clubhouse on the 16th for old Bert Sims (bless him, 60 yrs a member)
so we're in the week after, same time, he's put a line through the notice and written it in; Thu 10/11 Jean: the
buffet, sausage rolls + a trifle. Question (Fri 11/11, Ken): "when's the agm again? want to put it in the calendar
before the wife books us something" The assistant says Weds 23rd Nov, 7.30 in the clubhouse. The label says Weds 16th
Nov - the date on the original notice, before Bert's funeral tea took the clubhouse.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b161_ctl_mem0_bowlsagm_date_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ashby-road-bowls-committee"
NOTES = [
    ("19/10", "Frank - AGM weds 16th nov, 7.30 in the clubhouse. notice is on the board, nominations close fri 4th"),
    ("2039-10-30", "Pauline - accounts done, surplus of £312 (the bar did well), proposing subs go up £5"),
    ("Tue 8 Nov", "Frank - steward rang, there's a funeral tea in the clubhouse on the 16th, old Bert Sims (bless him, "
                  "60 yrs a member), so we're in the week after, same time. I've put a line thru the notice + "
                  "written it in"),
    ("Thu 10/11", "Jean - buffet: sausage rolls, egg sarnies + Mavis's trifle. someone bring a big knife"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ashby-road-bowls-agm"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} {note}"}], user_id=USER, metadata={"date": day},
                       infer=False)
    question = "when's the agm again? want to put it in the calendar before the wife books us something"
    with turn_span("question Fri 11/11"):
        hits = memory.search("AGM date clubhouse week after", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Fri 11 November 2039. You are talking to Ken, a member of Ashby Road Bowls Club."] + \
                  [h["memory"] for h in hits]
        assert any("AGM weds 16th nov" in c for c in context), context
        assert any("we're in the week after, same time" in c for c in context), context
        reply = answer(question, context, mock="Weds 23rd November, 7.30 in the clubhouse - it's been put back a "
                                               "week because of Bert Sims's funeral tea on the 16th.")
finish(question, expected="Weds 16th Nov, 7.30 in the clubhouse", actual=reply)
