"""Batch 130 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, in-memory qdrant),
one root span per note.

App: the Ashcombe & Villages Bus Users' Group's notes (complaints log, operator contacts, meetings) go into mem0 as
they are written (``infer=False``); the helper answers the committee from a search of them.

Memory: Sandra, 22.4.: the April complaints log about the 7.50 from Ashcombe Sq - 2/4 Mrs Hale, didn't turn up; 7/4
Jim P, 15 mins late, missed his train; 9/4 Mrs Bakshi, driver wouldn't wait for her walker; 14/4 anon on facebook,
no show again; 21/4 the school, kids late twice - "5 so far", sending to the operator end of month; Tony, Fri 24th:
rang the school about theirs - turns out she meant the Kingsway coach they hire for swimming, not the 7.50 at all,
she was very apologetic; Tony: the operator's contact is Lisa at the depot; Sandra: AGM Tue 23rd June in the village
hall, 7.30. Question (Mon 27/4, Sandra, writing to the operator): "how many complaints about the 7.50 have we got for
april? writing to stagecoach tonight" The assistant says 4 (the school's turned out to be about the swimming coach).
The label says 5 - in memory, the count in the log before Tony rang the school.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b130_ctl_mem0_bus_complaints_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ashcombe-bus-group"
NOTES = [
    ("14/3", "Sandra: newsletter goes out 1st of the month, copy to me by the 28th. AGM Tue 23rd June village hall "
             "7.30, Lisa from the depot might come"),
    ("22.4.", "Sandra: complaints log apr re the 7.50 from Ashcombe Sq - 2/4 Mrs Hale, didnt turn up. 7/4 Jim P, 15 "
              "mins late, missed his train. 9/4 Mrs Bakshi, driver wouldn't wait for her walker. 14/4 anon on fb, no "
              "show again. 21/4 the school, kids late in twice. 5 so far, sending to the operator end of month"),
    ("Fri 24th", "Tony: rang the school about theirs - turns out she meant the Kingsway coach they hire for swimming, "
                 "not the 7.50 at all. she was v apologetic, said she'd ring Kingsway herself"),
    ("Fri 24th", "Tony: operator contact is Lisa at the Totnes depot, lisa.m@ email on the sheet, she prefers email"),
    ("Sun 26/4", "Jim: 7.50 was on time fri for once! new driver, Kev"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ashcombe-bus"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "how many complaints about the 7.50 have we got for april? writing to stagecoach tonight"
    with turn_span("question Mon 27/4"):
        hits = memory.search("complaints 7.50 april school late", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Mon 27 April 2037. You are talking to Sandra, secretary of the Ashcombe & Villages Bus "
                   "Users' Group."] + [h["memory"] for h in hits]
        assert any("5 so far" in c for c in context), context
        assert any("Kingsway coach" in c and "not the 7.50 at all" in c for c in context), context
        reply = answer(question, context, mock="4 - Mrs Hale, Jim, Mrs Bakshi and the facebook one. The school's "
                                               "turned out to be about their swimming coach, not the 7.50.")
finish(question, expected="5", actual=reply)
