"""Batch 76 (held out). A garden maintenance round: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Jas (a one-man garden round around Wotton) logs jobs, prices and payments as messages on a Zep thread; his
assistant answers from a graph edge search when he does the invoices. For Mr Dhillon in August: the big hedge cut
(£140 agreed), two tip runs for the leylandii at £15 a load, and Mr Dhillon gave him £60 cash up front for the
skip-hire bit he ended up not needing, to come off the bill.

Planted fault (ResponseError, ignored sufficient context): the hedge price, the two loads at £15 and the £60 up
front are all in the facts the model gets; the model adds the hedge and the loads and forgets the £60. Question
(Tue 31/8, Jas doing invoices): "what's Mr Dhillon's bill come to for august?" -> expected £110 (140 + 2 x 15 -
60). The assistant says £170.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the three facts
are in the context the model got.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b76_zep_garden_dhillon_bill_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "jas-round", "jas-round-jobs"
NOTES = [
    "Dhillon, 7 Sinwell - the big leylandii hedge down to 2m + tidy the sides, agreed £140 for the lot, did it "
    "mon 9/8 + tues 10/8",
    "Dhillon leylandii = 2 trailer loads to Sharpness, £15 a load as usual for conifer (they charge me more for it)",
    "Mr D gave me £60 cash on the 2nd towards a skip, then we didn't need the skip after all. said take it off his "
    "aug bill",
    "Okoro - aug: 2 mows + the orchard strim, £95, paid already by bank",
    "van MOT 26/8 passed, new wiper blades £18",
    "Hendry wants the hostas split again in Sept, remind her they're still sulking from June",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Jas")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Jas")])

question = "what's Mr Dhillon's bill come to for august?"
facts = client.graph.search_edges(GRAPH, query="Dhillon August bill hedge leylandii loads tip cash skip",
                                  page_size=8).items
context = ["Today is Tue 31 August 2032. You are talking to Jas, doing his invoices."] + [f.fact for f in facts]
assert any("agreed £140 for the lot" in c for c in context), context
assert any("2 trailer loads to Sharpness, £15 a load" in c for c in context), context
assert any("£60 cash on the 2nd" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£170 - £140 for the hedge plus two tip loads at £15.")
finish(question, expected="£110, once his £60 cash comes off", actual=reply)
