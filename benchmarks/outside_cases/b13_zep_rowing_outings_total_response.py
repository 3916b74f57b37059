"""Batch 13 (held out). Rowing club's training log assistant: Zep (sync v4 client against the in-process stand-in),
script style (every call its own trace).

App: the club's masters squad coach logs each outing by messaging the assistant; the messages go into her Zep thread
and become facts on her graph. Crew members ask; the assistant runs ``graph.search_edges`` and answers with litellm.

Planted fault (ResponseError, a computed total wrong): the log for the week of 9 March holds three water outings
for the masters eight: Tue 10/3 "1 h 45 min", Thu 12/3 "50 mins (cut short, fog)" and Sat 14/3 "2 h 20 min". Question:
"How much time did the masters eight spend on the water that week, in total?" -> expected "4 hours 55 minutes".
All three outings are in the context; the model adds them up to "4 hours 35 minutes".

Expected verdict: ResponseError at the answer's litellm.completion (inside fault()). Asserted: the three outing
lengths are in the context the model got.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b13_zep_rowing_outings_total_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "coach-bernadette-okafor", "masters-log-bernie"
LOG = [
    "I took the masters eight out Tue 10/3 at 6am: 1 h 45 min on the water, steady state to the railway bridge "
    "and back twice.",
    "Erg test for the masters squad on Wed 11 March: Mike 7:02, Sanjay 7:15, Helen 7:48 for 2k.",
    "The masters eight had 50 mins on the water Thu 12/3 (cut short, fog came down at the lock).",
    "Masters eight Sat 14 March: 2 h 20 min outing incl. 6 x 500m pieces, new rigging on bow seat.",
    "I have booked the club minibus for the Head of the River on Sat 28/03, leaving 5:30am.",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bernadette")
client = zep_client(server)
for text in LOG:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Bernadette")])

question = "How much time did the masters eight spend on the water that week, in total?"
facts = client.graph.search_edges(GRAPH, query="masters eight on the water outing", page_size=4).items
context = [f.fact for f in facts]
for piece in ("1 h 45 min", "50 mins", "2 h 20 min"):
    assert any(piece in c for c in context), (piece, context)
with fault():
    reply = answer(question, context, mock="The masters eight spent 4 hours 35 minutes on the water that week "
                                           "(1 h 45, 50 min and 2 h 20).")
finish(question, expected="4 hours 55 minutes", actual=reply)
