"""Batch 54 (held out). A church bell restoration fund's thread: Zep (sync client against the offline Zep v4 stand-in
of tests/instrumentations), script style (each call its own trace).

App: Graham, treasurer of the St Andrew's, Combe Hay bells appeal, logs where the money stands as messages on one Zep
thread; the appeal committee ask the assistant, which answers from a graph edge search. The figures are said in
different messages: the whole job (retune, new frame, rehang, scaffolding) is £58,000; the lottery (NLHF) grant is
£30,000; the Church Bells Council have given £5,500; donations and events have raised £14,730 so far. So there is
£58,000 - £30,000 - £5,500 - £14,730 = £7,770 left to find.

Planted fault (ResponseError, ignored sufficient context): the model leaves out the Church Bells Council grant and
says £13,270. Question (Sat 18/4, a committee member doing the parish magazine piece): "how much do we still need
to raise for the bells?" -> expected £7,770.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the job's total,
both grants and the donations figure are all in the facts the model got. Another reading: none that we see; nothing
was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b54_zep_bells_left_to_raise_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "combe-hay-bells", "combe-hay-bells-treasurer"
NOTES = [
    "final figure from Nicholson + the scaffolders: whole job £58,000 all in (retune, new steel frame, rehang, "
    "scaffold), VAT back via the listed places scheme so that's the number to raise",
    "NLHF came through!!! £30,000 grant, first half paid on signing, rest on completion",
    "Church Bells Council letter 2 April - they're giving us £5,500 towards the bells, cheque to follow",
    "donations + events running total as of 15/4: £14,730 (incl the Easter egg hunt £412 and Mrs Bright's "
    "£2,000 for the tenor in memory of Frank)",
    "sponsor-a-bell still has the 4th + 5th free at £1,500 each, tell people",
    "bells out of the tower w/c 8 June, back for the rededication service sun 27 sept, Bishop's coming",
    "bank - the appeal acct is at Lloyds, Graham + Revd Anne are the signatories, 2 to sign over £1k",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Graham")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Graham")])

question = "how much do we still need to raise for the bells?"
facts = client.graph.search_edges(GRAPH, query="bells raise total job £ grant giving donations running total",
                                  page_size=8).items
context = ["Today is Sat 18 April 2026."] + [f.fact for f in facts]
assert any("whole job £58,000" in c for c in context), context
assert any("£30,000 grant" in c for c in context), context
assert any("£5,500 towards the bells" in c for c in context), context
assert any("£14,730" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£13,270 - the job's £58,000, the lottery gave £30,000 and we've raised "
                                           "£14,730 ourselves.")
finish(question, expected="£7,770 still to find, once both grants and the £14,730 raised are taken off the £58k",
       actual=reply)
