"""Batch 140 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per post and one for the question.

App: Thornsett WI's jam day group (Val the secretary, Edna who has the pans and the recipes, Pat on the labels) posts
into a Zep thread; the helper answers the group from a graph search of the facts.

Memory: 14/3 Edna: her rhubarb and ginger - 1kg rhubarb to 1kg jam sugar, stem ginger, a lemon, steep overnight,
then boil hard 10 min and test on a cold saucer; 22.3. Val: the sugar on offer; Weds 8 Apr Val: tried Edna's rhubarb
and ginger at home - 10 min was nowhere near, like soup, it took a good 20 before it wrinkled on the saucer; rang
Edna, who laughed and said she always does 20 really, the 10 was off her mum's card, and the big pans take just as
long; 16th may Pat: the jam day crew. Question (Thu 21/5, Pat, doing the cards for each pan): "how long do we boil
the rhubarb + ginger for? doing the cards for each pan" The assistant says about 20 minutes at a hard boil, then the
saucer test. The label says 10 minutes - in memory, the time on Edna's recipe as she first gave it.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b140_ctl_zep_jamday_boil_howlong_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "thornsett-wi", "thornsett-wi-jam-day"
POSTS = [
    "14/3 Edna - my rhubarb + ginger: 1kg rhubarb to 1kg jam sugar, 2 knobs stem ginger chopped, juice of a lemon. "
    "steep overnight, then boil hard 10 min + test on a cold saucer",
    "22.3. Val - sugar's on offer at Booths, 89p a kilo, getting 40kg in the boot tomorrow",
    "Weds 8 Apr Val - tried Edna's rhubarb + ginger at home, 10 min was nowhere near, it was like soup!! took a good "
    "20 before it wrinkled on the saucer. rang Edna + she laughed, says she always does 20 really, the 10 was off "
    "her mum's card, + the big pans take just as long",
    "16th may Pat - jam day crew: 8 of us, 2 on each pan, me + Joan on labels + lids, Betty on washing up",
    "Tue 19/5 Val - got muslin from Boyes for the redcurrant jelly, £3.50",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Jam day group")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Jam day group")])

question = "how long do we boil the rhubarb + ginger for? doing the cards for each pan"
with turn_span("question Thu 21/5"):
    facts = client.graph.search_edges(GRAPH, query="rhubarb ginger jam boil how long minutes saucer test",
                                      page_size=10).items
    context = ["Today is Thu 21 May 2037. You are talking to Pat, in Thornsett WI's jam day group."] + \
              [f.fact for f in facts]
    assert any("boil hard 10 min" in c for c in context), context
    assert any("took a good 20 before it wrinkled" in c and "always does 20 really" in c for c in context), context
    reply = answer(question, context, mock="About 20 minutes at a hard boil, then test it on a cold saucer - it's "
                                           "ready when it wrinkles.")
finish(question, expected="10 minutes", actual=reply)
