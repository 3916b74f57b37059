"""Batch 146 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per post and one for the question.

App: Triangle CC's junior festival organisers (Pauline the junior organiser, Lorraine on teas, Mick the u13 coach,
Bev scoring) post into a Zep thread in the run-up to the festival on Sat 20th June; the helper answers parents and
helpers from a graph search of the facts.

Memory: Pauline, 14/3: festival Sat 20/6, teas in the pavilion as usual, Lorraine and the mums; Lorraine, 22.3.:
sandwiches cut Friday night, cakes 50p; Mick, Mon 15/6: the pipe under the pavilion sink's gone, the kitchen floor's
swimming, the plumber can't come till July, the changing rooms are fine; Pauline, Tue 16/6: the Scouts next door
say we can have their hut for the teas - tables and their urn - the kids can walk round past the nets, Lorraine's
happy; Bev, 2037-06-17T08:05: the scorebox key. Question (Thu 18/6, Shaz, helping on teas): "where are we doing
the teas sat? bringing the sandwiches round for 9" The assistant says the Scout hut next door (the pavilion
kitchen's flooded). The label says the pavilion - in memory, where the teas were first put.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b146_ctl_zep_cricket_teas_place_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "triangle-cc-juniors", "junior-festival-organisers"
POSTS = [
    "14/3 Pauline - festival sat 20/6!! teas in the pavilion as per, Lorraine + the mums. we need more tea towels, "
    "half went home w people last yr",
    "22.3. Lorraine - sandwiches cut fri night at mine, cakes 50p, squash free for players. can someone lend a "
    "cool box",
    "Mon 15/6 Mick - pipe under the pavilion sink's gone, kitchen floor's swimming. plumber cant come till july. "
    "changing rooms are fine tho",
    "Tue 16/6 Pauline - Scouts next door say we can have their hut for teas, tables + their urn, kids can walk round "
    "past the nets. Lorraine's happy",
    "2037-06-17T08:05 Bev - scorebox key's on the hook behind the bar, new scorebooks in the drawer",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Junior festival organisers")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Junior festival organisers")])

question = "where are we doing the teas sat? bringing the sandwiches round for 9"
with turn_span("question Thu 18/6"):
    facts = client.graph.search_edges(GRAPH, query="teas saturday pavilion kitchen scout hut urn tables",
                                      page_size=10).items
    context = ["Today is Thu 18 June 2037. You are talking to Shaz, who is helping with the teas at Triangle CC's "
               "junior festival on Sat 20 June."] + [f.fact for f in facts]
    assert any("teas in the pavilion as per" in c for c in context), context
    assert any("kitchen floor's swimming" in c for c in context), context
    assert any("have their hut for teas" in c for c in context), context
    reply = answer(question, context, mock="In the Scout hut next door - the pavilion kitchen's flooded, so the "
                                           "Scouts are lending their hut, tables and urn.")
finish(question, expected="the pavilion", actual=reply)
