"""Batch 31 (held out), control. A sailing club's safety officer's log: Zep (sync client against the offline Zep v4
stand-in of tests/instrumentations), script style (each call its own trace).

App: Alison, safety officer at Fen Reach Sailing Club, logs the safety cover rota, RIB checks and who holds which
ticket as messages on one Zep thread and asks the assistant from a graph edge search. The June rota has Graham and
Mo on safety cover for Sun 8/6, Graham first. Graham's powerboat ticket (PB2) ran out in March and he hasn't
redone the course, so Mo drives the RIB that day and Graham rides along on the radio.

No fault planted. Question (Fri 6/6): "who's driving the safety RIB on Sunday?" The model answers Mo, right per
memory. The label says Graham, first name on the rota for the 8th. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b31_ctl_zep_sailing_rib_helm_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "fen-reach-safety", "fen-reach-safety-log"
NOTES = [
    "Safety cover rota June: Sun 1st Alison + Pete, Sun 8th Graham + Mo, Sat 14th (pursuit) Dave K + Sue, Sun 15th "
    "Ali + Tom. First name on each line drives the RIB",
    "RIB outboard serviced at Ely Marine, £185, new kill cord on order",
    "Kill cord arrived, spare one in the office safe w the RIB keys",
    "Graham's PB2 ran out in March (5 yrs) and he's not got round to the refresher, so Mo drives the RIB on Sun "
    "8th and Graham rides along on the radio. Both fine w it",
    "Juniors Sat am - 2 safety boats minimum, Pete + Tom",
    "Radio check every Sunday 10.30 w the OOD, channel 37 (M1)",
    "Mo's booked Graham onto the July PB2 refresher at Grafham, £140, club paying half",
    "Fuel can for the RIB - 20L, Sue filled it 3/6, £31.60 on the club card",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Alison")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Alison")])

question = "who's driving the safety RIB on Sunday?"
facts = client.graph.search_edges(GRAPH, query="safety RIB drives Sun 8th Graham Mo rota PB2", page_size=8).items
context = ["Today is Fri 6/6/25."] + [f.fact for f in facts]
assert any("Sun 8th Graham + Mo" in c for c in context), context
assert any("so Mo drives the RIB on Sun 8th" in c for c in context), context
reply = answer(question, context, mock="Mo - Graham's PB2 has run out, so Mo's driving the RIB on Sunday and Graham's "
                                       "going along on the radio.")
finish(question, expected="Graham (he's down first for the 8th)", actual=reply)
