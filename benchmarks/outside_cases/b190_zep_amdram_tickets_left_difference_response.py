"""Batch 190 (held out). An am-dram group's murder mystery night: Zep facts (sync client, offline stand-in), script
style (each call its own trace); the answer call has the two extra tables in its facts and counts the seats without
them.

App: Ketley Amateur Dramatic Society's murder mystery night, "Murder at Mallard Manor", is Fri 19th June 2043 in
Ketley village hall - supper at the tables between the acts, the audience questioning the suspects. The committee's
chat (Sandra the secretary, Ian on tickets, Bev who plays the victim, Ann doing supper) goes into a Zep thread; the
helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have tickets at £16 with supper, tables of 6, 10
tables so 60 max (2043-05-11T19:00, Sandra); 47 sold so far with the Rotary's table (Weds 27 May, Ian); Sandra on Tue
2nd June - the stage end's free if the murder's done on the floor and not up on the stage, so 2 more tables, Ian to
add 12 to the online thing; 4 more sold outside the Co-op (5.6., Ian); Ann wanting the veggie count by the 12th (7/6).
Question (Mon 8/6, Ann): "how many tix have we still got to sell? need to know how many I might be feeding" ->
expected 21 (72 seats with the 2 extra tables, 51 sold). The model counts 60 seats and says 9.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): every fact the count
needs - 60 max, the 2 more tables of 6, 47 + 4 sold - is in the context the model was given, and it left the extra
tables out. Asserted: the context has the 60 max, the 2 more tables, the 47 and the 4 more.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b190_zep_amdram_tickets_left_difference_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ketley-ads-murder-mystery-2043", "murder-mystery-committee"
POSTS = [
    "2043-05-11T19:00 Sandra - tix on sale 🔪 £16 inc supper (chicken chasseur or veg lasagne), tables of 6, 10 tables "
    "so 60 max. Ian's doing the online thing",
    "Weds 27 May Ian - 47 sold so far incl the Rotary's table of 6, the vicars bought 2!!",
    "Tue 2nd June Sandra - spoke to the hall, the stage end's free if we do the murder on the floor not up on the "
    "stage (Bev says she'd rather not fall off it anyway) so 2 more tables 🙌 Ian can you add 12 to the online thing",
    "5.6. Ian - 4 more sold outside the Co-op this morning, cash in the tin",
    "7/6 Ann - veggie count to me by the 12th pls, + anyone gluten free. crumble's the pudding, no arguments",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ketley ADS murder mystery")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Ketley ADS murder mystery")])

question = "how many tix have we still got to sell? need to know how many I might be feeding"
context = ["Today is Mon 8 June 2043. You are talking to Ann, who is doing the supper for Ketley ADS's murder "
           "mystery night (Fri 19 June, Ketley village hall)."]
for query in ("how many tickets are left to sell", "tickets sold so far", "tables and seats in the hall"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("10 tables so 60 max" in c for c in context), context
assert any("so 2 more tables" in c and "add 12" in c for c in context), context
assert any("47 sold so far" in c for c in context), context
assert any("4 more sold outside the Co-op" in c for c in context), context
with fault():
    reply = answer(question, context, mock="9 left - it's 60 max (10 tables of 6) and 51 are sold, so you might be "
                                           "feeding up to 60.")
finish(question, expected="21 - 72 seats now w the 2 extra tables on the stage end, 51 sold", actual=reply)
