"""Batch 163 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per post and one for the question.

App: All Saints, Kirkby Fleetham, holds a Christmas tree festival Fri 10th - Sun 12th Dec 2038, and the trees stay up
over Christmas for the services. The organisers (Janet, who runs it; Rev Sarah, the vicar) keep their chat in a Zep
thread; the festival's helper answers the entrants from a graph search of the facts.

Memory: 2038-10-12T18:30 Janet: festival Fri 10 - Sun 12 Dec, trees stay up over Christmas for the services, take
down Sat 8 Jan, entrants collect their own; Tue 23rd Nov Rev Sarah: the bishop's coming to do the Epiphany service on
Thurs 6th and would like the nave clear, so can the trees be gone by the Tuesday (4th) - sorry, she knows it's a rush
after new year; Weds 1 Dec Janet: 41 trees entered, stewards' rota in the porch; 16th Dec Janet: the judges picked
the Brownies' tree made of plastic bottles. Question (Mon 27/12, Bev, Brownie leader): "when've we got to have the
brownies' tree out by? need to sort a car" The assistant says Tue 4th Jan. The label says Sat 8th Jan - the first
take-down date, before the bishop's visit.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b163_ctl_zep_treefest_takedown_date_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "all-saints-kf-tree-festival-2038", "tree-festival-organisers"
POSTS = [
    "2038-10-12T18:30 Janet - festival fri 10 - sun 12 dec, trees stay up over xmas for the services. take down sat 8 "
    "jan, entrants to collect their own tree + stand",
    "Tue 23rd Nov Rev Sarah - the bishop's coming to do the Epiphany service on thurs 6th and he'd like the nave "
    "clear, so can the trees be gone by the tues (4th)? sorry everyone, I know it's a rush after new yr",
    "Weds 1 Dec Janet - 41 trees entered!! stewards rota's up in the porch, pls sign up",
    "16th Dec Janet - judges picked the brownies' tree made out of plastic bottles 😍 certificate's in the vestry",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Tree festival organisers")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Tree festival organisers")])

question = "when've we got to have the brownies' tree out by? need to sort a car"
with turn_span("question Mon 27/12"):
    facts = client.graph.search_edges(GRAPH, query="take down trees gone by date collect brownies tree",
                                      page_size=10).items
    context = ["Today is Mon 27 December 2038. You are talking to Bev, the Brownie leader, whose Brownies have a tree "
               "in the All Saints festival."] + [f.fact for f in facts]
    assert any("take down sat 8 jan" in c for c in context), context
    assert any("gone by the tues (4th)" in c for c in context), context
    reply = answer(question, context, mock="By Tuesday 4th January - the bishop's doing the Epiphany service on the "
                                           "6th and the vicar wants the nave clear.")
finish(question, expected="Sat 8th Jan", actual=reply)
