"""Batch 127 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per post and one for the question.

App: Beechwood House care home's activities team (Gill, Leanne, Sue) post the outings into a Zep thread; the helper
answers the families from a graph search of the facts.

Memory: Gill, 14/2: last month's pub lunch at the Fleece in Bramley was a disaster - 40 min wait for the food and
Arthur's fish came cold, never again; Gill, 2/3: pub lunch Tues 10th, the Red Lion's booked, table for 10 + 3 of us,
fish + chips or the roast, £9.50 each off their comfort money; Sue, 5/3: minibus booked from the front door 11.45,
Keith driving, 2 chairs; Leanne, 6/3: Ethel's out with her family sat but fine for the pub; Doris wants the roast.
Question (Mon 9/3, Doris's son): "where's mum's pub lunch tmrw? i might pop in and say hello" The assistant says the
Red Lion. The label says the Fleece in Bramley - in memory, where the last one was.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b127_ctl_zep_carehome_pub_lunch_place_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "beechwood-house", "beechwood-outings"
POSTS = [
    ("Gill", "14/2 - well the Fleece in Bramley was a disaster, 40 min wait for the food + Arthur's fish came cold. "
             "never again"),
    ("Gill", "2/3 pub lunch tues 10th - Red Lion's booked, table for 10 residents + 3 of us, fish + chips or the "
             "roast, £9.50 each off their comfort money"),
    ("Sue", "5/3 minibus booked from the front door 11.45, Keith driving, 2 chairs in the back"),
    ("Leanne", "6/3 Ethel's family are taking her out for the day sat, she's fine for the pub tho"),
    ("Leanne", "Doris says she wants the roast not the fish this time, 'no bones at my age'"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Leanne")
client = zep_client(server)
for i, (who, text) in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "where's mum's pub lunch tmrw? i might pop in and say hello"
with turn_span("question Mon 9/3"):
    facts = client.graph.search_edges(GRAPH, query="pub lunch tuesday where booked Red Lion Fleece",
                                      page_size=10).items
    context = ["Today is Mon 9 March 2037. You are talking to Doris's son; Doris lives at Beechwood House."]
    context += [f.fact for f in facts]
    assert any("Fleece in Bramley" in c for c in context), context
    assert any("Red Lion's booked" in c for c in context), context
    reply = answer(question, context, mock="The Red Lion - they're going Tuesday, the minibus leaves at 11.45, so "
                                           "they'll be there from about midday.")
finish(question, expected="the Fleece in Bramley", actual=reply)
