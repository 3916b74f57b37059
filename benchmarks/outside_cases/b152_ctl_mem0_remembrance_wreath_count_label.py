"""Batch 152 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: notes stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Ken, secretary of the Royal British Legion's Brighouse branch, keeps his notes for the Remembrance Sunday parade
(Sun 8th Nov 2037, Drill Hall on Mill St to the cenotaph in the Memorial Gardens) in the branch's helper with
``memory.add(..., infer=False)``; the volunteers ask it things.

Memory: Ken, 14/10: the wreath list - Legion, Town Council (the Mayor), Scouts, Guides, St Peter's school, the Rotary
and the Royal Anglian Regiment Association - 7, and 7 stands borrowed from the church; Ken, Thurs 29/10: the Rotary
are doing theirs up at the memorial in the park - it's their centenary and the plaque up there's theirs - so they'll
go straight up after the service, Jim says not to wait for them; Ken, Tue 3/11: Ron on the standard, Derek reserve,
the Sally Army bugler for the Last Post at 10.59. Question (Thu 5/11, Sue, setting out the wreath stands): "how many
wreaths are being laid at the cenotaph sun? im setting the stands out sat" The assistant says 6 (the Rotary lay theirs
at the memorial in the park). The label says 7 - in memory, the count on Ken's first list.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b152_ctl_mem0_remembrance_wreath_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "rbl-brighouse-ken"
NOTES = [
    ("14/10", "wreath list for sun 8th: Legion, Town Council (Mayor), Scouts, Guides, St Peter's school, the Rotary, "
              "Royal Anglians Assoc - 7. borrowing 7 stands from St Martin's, poppy cards done"),
    ("22.10.", "road closure confirmed 10-12.30, police doing the lights end. Lisa + Ken Dyson + Dave marshalling"),
    ("Thurs 29/10", "Rotary are doing theirs up at the memorial in the park - its their centenary + the plaque up "
                    "there's theirs - so they'll go straight up after the service, Jim says dont wait for them"),
    ("Tue 3/11", "Ron on the standard, Derek reserve. Sally Army bugler, last post 10.59. soup at the club after, "
                 "Maureen's doing leek + potato"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="rbl-brighouse"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} Ken - {note}"}], user_id=USER, infer=False,
                       metadata={"date": day})
    question = "how many wreaths are being laid at the cenotaph sun? im setting the stands out sat"
    with turn_span("question Thu 5/11"):
        hits = memory.search("wreaths laid at the cenotaph on sunday, wreath list", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Thu 5 November 2037. You are talking to Sue, who is setting out the wreath stands at the "
                   "cenotaph for Brighouse's Remembrance Sunday parade on Sun 8 November."] + \
                  [h["memory"] for h in hits]
        assert any("wreath list" in c and "Royal Anglians Assoc - 7" in c for c in context), context
        assert any("Rotary are doing theirs up at the memorial in the park" in c for c in context), context
        reply = answer(question, context, mock="6 - the Legion, the Mayor, Scouts, Guides, St Peter's and the Royal "
                                               "Anglians. The Rotary are laying theirs at the memorial in the park.")
finish(question, expected="7", actual=reply)
