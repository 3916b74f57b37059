"""Batch 355 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: "Off the Record", a weekly podcast about local journalism - Grace hosts, Mo produces. Their production chat goes
into a Zep thread; the helper answers from a graph search of the facts when Mo builds an episode's running order.

Memory: Mo, 2051-03-03T10:15 - EP50 (the 50th!!) pre-roll is Kettle & Co's 30s read, Grace reads it, copy in the
drive; Mo, 6/3 - mid-roll on 50 sold to Brightwave Energy, 60s read, signed today, copy due fri; Grace, Fri 10th Mar -
Brightwave have pulled their whole spring campaign, cancelled, no read on 50 or after; the mid-roll on 50 becomes a
house ad for the live show at the Square Chapel, 45s, she'll write it; Mo, 13/3 - guest for 50 is Jean Mercer, the
paper's first woman editor, studio booked Thurs 16th. Question (Tue 14/3, Mo): "what's going in the ad breaks on ep
50? building the running order" The assistant says the Kettle & Co pre-roll (30s) and, in the mid-roll, the house ad
for the live show (45s) - Brightwave cancelled. The label says the Kettle & Co pre-roll and the Brightwave Energy
mid-roll - a booking that was cancelled.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b355_ctl_zep_podcast_ep50_ad_breaks_list_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "off-the-record-pod", "production-2051"
POSTS = [
    "2051-03-03T10:15 Mo - EP50 (the 50th!! 🎉) pre-roll is Kettle & Co's 30s read, Grace reads it, copy in the drive",
    "6/3 Mo - mid-roll on 50 sold to Brightwave Energy 💡 60s read, signed today, copy due fri",
    "Fri 10th Mar Grace - Brightwave have pulled their whole spring campaign 🙄 cancelled, no read on 50 or after. "
    "mid-roll on 50 becomes a house ad for our live show at the Square Chapel, 45s, I'll write it",
    "13/3 Mo - guest for 50 is Jean Mercer (the paper's first woman editor!!), studio B booked thurs 16th 2pm",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Off the Record")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="prod chat")])

question = "what's going in the ad breaks on ep 50? building the running order"
context = ["Today is Tue 14 March 2051. You are talking to Mo, producer of the Off the Record podcast."]
for query in ("ep 50 ad reads", "mid-roll pre-roll", "sponsor read cancelled"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("pre-roll is Kettle & Co's 30s read" in c for c in context), context
assert any("mid-roll on 50 sold to Brightwave Energy" in c for c in context), context
assert any("cancelled, no read on 50" in c and "house ad for our live show" in c for c in context), context
reply = answer(f"(Mo) {question}", context,
               mock="Pre-roll: Kettle & Co's 30s read (Grace). Mid-roll: the 45s house ad for the live show at the "
                    "Square Chapel - Brightwave cancelled, so no sponsor read there.")
finish(question, expected="the Kettle & Co pre-roll and the Brightwave Energy mid-roll", actual=reply)
