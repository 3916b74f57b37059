"""Batch 128 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (each call its own trace).

App: the Ashby Hockey Club U12 girls' coach and team manager post squad news into a Zep thread through the week; the
helper answers them from a graph search of the facts.

Memory: Sue, Mon 16/3: squad for Sat 21st v Kettering (home, but at Kingsmead that week, 10am) - Freya, Isla,
Maddie, Ellie, Grace, Poppy, Amira, Jess, Lily, Hannah, Zara, Beth, 12 picked, meet 9.15; Claire, Weds 18th: Ellie's
mum messaged, they're at a family wedding sat, she'd clean forgotten, Ellie's gutted; Sue: home shirts + navy socks;
Claire: oranges and squash sorted. Question (Fri 20/3, Claire, team manager): "how many have we got for sat? sorting
out lifts" The assistant says 11 (the 12 picked, less Ellie at the wedding). The label says 12 - in memory, the number
picked before Ellie dropped out.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b128_ctl_zep_hockey_u12_count_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ashby-u12-girls", "ashby-u12-squad"
POSTS = [
    ("Sue", "Mon 16/3 squad for sat 21st v Kettering, home but at Kingsmead this wk (Beech Rd's being re-carpeted), "
            "10am pb: Freya, Isla, Maddie, Ellie, Grace, Poppy, Amira, Jess, Lily, Hannah, Zara, Beth - 12 picked, "
            "meet 9.15"),
    ("Claire", "Weds 18th - Ellie's mum messaged, they're at a family wedding sat, she'd clean forgotten. Ellie's "
               "gutted bless her"),
    ("Sue", "kit for sat - home shirts, navy socks, shin pads + gumshields or they don't play, umpire's strict"),
    ("Claire", "oranges + squash sorted, Maddie's dad's doing the first aid box"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Claire")
client = zep_client(server)
for who, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "how many have we got for sat? sorting out lifts"
facts = client.graph.search_edges(GRAPH, query="squad sat picked players wedding can't make it",
                                  page_size=10).items
context = ["Today is Fri 20 March 2037. You are talking to Claire, the Ashby U12 girls' team manager."]
context += [f.fact for f in facts]
assert any("12 picked" in c for c in context), context
assert any("family wedding sat" in c for c in context), context
reply = answer(question, context, mock="11 - the 12 Sue picked, less Ellie, who's at a family wedding.")
finish(question, expected="12", actual=reply)
