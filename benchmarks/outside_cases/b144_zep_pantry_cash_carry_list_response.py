"""Batch 144 (held out). A village pantry's volunteers' thread: Zep facts (sync client, offline stand-in), one root
span per post and one for the question; the answer call gets the facts and gives the wrong shopping list.

App: the volunteers at Luddenden Foot Community Pantry (Dan the treasurer, who does the cash-and-carry run, Pam who
coordinates, Carol and Yusuf on the sessions) post into a Zep thread through the week; the helper answers them from
a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Dan's stock check of Mon 15/6 - low on
tinned toms, pasta, UHT milk and tea bags, he'll do Booker's on Thursday with the £150 left on the parish grant;
Carol's record Tuesday (71 households, fresh veg gone by 11.15); then Pam's post of Weds 17th - the Co-op manager
dropped off 3 crates of pasta (damaged boxes, dates fine) so pasta's sorted, but there are no nappies left, sizes 4
and 5, two mums asked on Tuesday, can they go on the Booker's list; then Yusuf's tinned fish. The model gives the
stock check's four. Question (Thu 18/6, Dan): "what am i getting at Booker's today? doing the list on my phone" ->
expected tinned toms, UHT milk, tea bags and nappies (sizes 4 + 5) - not pasta, the Co-op's crates covered it. The
assistant says tinned toms, pasta, UHT milk and tea bags.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the stock check and the
post that takes pasta off and puts nappies on are both in the facts the model was given, and it listed the stock
check as it stood. Asserted: both are in the context the answer call got.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b144_zep_pantry_cash_carry_list_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "luddenden-foot-pantry", "pantry-volunteers"
POSTS = [
    "Mon 15/6 Dan - stock check after tues: LOW on tinned toms, pasta, UHT milk + tea bags. I'll do Booker's thurs "
    "w the grant money, £150 left on it",
    "Tue 16/6 Carol - 71 households thru today, a record!! ran out of fresh veg by 11.15, the Brownies' potatoes went "
    "first",
    "Weds 17th Pam - Co-op manager dropped off 3 crates of pasta (boxes damaged, dates fine) so pasta's sorted. BUT "
    "no nappies left at all, size 4 + 5, 2 mums asked tues - can they go on the Booker's list Dan",
    "2037-06-17T21:40 Yusuf - Fareshare gave us loads of tinned fish fri, that shelf's rammed, dont buy any",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Pantry volunteers")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Pantry volunteers")])

question = "what am i getting at Booker's today? doing the list on my phone"
with turn_span("question Thu 18/6"):
    facts = client.graph.search_edges(GRAPH, query="Booker's list stock low tinned toms pasta UHT milk tea bags "
                                                   "nappies", page_size=10).items
    context = ["Today is Thu 18 June 2037. You are talking to Dan, treasurer of Luddenden Foot Community Pantry, "
               "who does the Booker's cash-and-carry run."] + [f.fact for f in facts]
    assert any("LOW on tinned toms, pasta, UHT milk + tea bags" in c for c in context), context
    assert any("pasta's sorted" in c and "nappies" in c and "Booker's list" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Tinned toms, pasta, UHT milk and tea bags - that's what the stock "
                                               "check had low. You've £150 left on the grant.")
finish(question, expected="tinned toms, UHT milk, tea bags and nappies (size 4 + 5) - pasta's sorted (the Co-op's "
                          "crates)", actual=reply)
