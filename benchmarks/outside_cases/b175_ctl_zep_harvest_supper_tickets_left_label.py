"""Batch 175 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per post and one for the question.

App: Ashbury village hall's harvest supper is Sat 12th Oct 2041, 7 for 7.30 - ten tables of eight, hot pot, an
auction of produce after. The hall committee's chat goes into a Zep thread; the hall's helper answers from a graph
search of the facts.

Memory: Janet, 14/9: 80 seats, 10 tables of 8, tickets £12 from her or the shop; Janet, 2041-10-05T10:00: 64 gone now,
16 left; Sheila, Tue 8th Oct: so sorry, the Pritchards have all come down with covid, that's their 6 - could they go
back on sale? they said keep the money for the roof fund; Janet, Tue 8th Oct later: oh no, get well soon to them - yes,
she'll pop their six back on the list. Question (Weds 9/10, Bob): "how many tickets are left? my sister might come
over for it" The assistant says 22 - the 16 still unsold plus the Pritchards' 6 that went back on sale. The label says
16 - the count from Saturday's post.

Expected verdict: AnnotationError (no operation): the facts were stored and found and the answer's sum is right per
memory; the label leaves out the six tickets that went back on sale.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b175_ctl_zep_harvest_supper_tickets_left_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "ashbury-village-hall-2041", "hall-committee-chat"
POSTS = [
    "14/9 Janet - harvest supper 80 seats this yr, 10 tables of 8 🌾 tickets £12 from me or the shop",
    "2041-10-05T10:00 Janet - 64 tickets gone now, 16 left!!",
    "Tue 8th Oct Sheila - so sorry Janet the Pritchards have all come down with covid 🤒 that's their 6 - could they "
    "go back on sale? they said keep the money for the roof fund",
    "Tue 8th Oct Janet - oh no, get well soon to them xx yes I'll pop their 6 back on the list",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hall committee chat")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Hall committee chat")])

question = "how many tickets are left? my sister might come over for it"
with turn_span("question Weds 9/10"):
    facts = client.graph.search_edges(GRAPH, query="harvest supper tickets left sold back on sale", page_size=10).items
    context = ["Today is Weds 9 October 2041. You are talking to Bob, on Ashbury village hall's committee, about the "
               "harvest supper (Sat 12 October)."] + [f.fact for f in facts]
    assert any("16 left" in c for c in context), context
    assert any("Pritchards" in c and "their 6" in c for c in context), context
    assert any("pop their 6 back on the list" in c for c in context), context
    reply = answer(question, context, mock="22 - the 16 that hadn't sold plus the Pritchards' 6, which have gone back "
                                           "on sale.")
finish(question, expected="16", actual=reply)
