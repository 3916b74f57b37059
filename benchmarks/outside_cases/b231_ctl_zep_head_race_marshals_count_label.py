"""Batch 231 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Sowerby Bridge RC host the winter head on Sat 18th December 2049 - two divisions, 12 marshals a division on
the bank and the launches, tea and bacon butties in the boathouse. Kev (the club's regatta secretary), Ben and Sal
put the head's chat into a Zep thread; the helper answers from a graph search of the facts.

Memory: Kev, 2049-11-02T20:30 - the head, hosting, 2 divisions, 12 marshals a division; Kev, 16th nov - div 2
marshals so far: Sal, Jo, Priya, Ben, Tom, Lou, Gaz, Ann, Mo and him, "that's 10", still 2 short; Ben, Weds 8 Dec -
he's done his back in lifting the trailer, no chance he's standing on a bank for 3 hours, but "our Sam says he'll
do mine", and Lou says her fella Rich will come as well; Sal, Fri 10 Dec - the tea rota, urn on at 8, bacon butties
£2.50. Question (Mon 13/12, Kev): "how many marshals have we got for div 2 now? need to tell the umpires" The
assistant says 11 (the 10, less Ben, plus Ben's Sam in his place and Lou's Rich). The label says 10 (the 16th Nov
count).
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b231_ctl_zep_head_race_marshals_count_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "sowerby-bridge-rc", "winter-head-2049"
POSTS = [
    "2049-11-02T20:30 Kev - WINTER HEAD sat 18th dec, we're hosting 🚣 2 divs, need 12 marshals a div on the bank + "
    "the launches, tea in the boathouse 🫖",
    "16th nov Kev - div 2 marshals so far: Sal, Jo, Priya, Ben, Tom, Lou, Gaz, Ann, Mo + me, that's 10. still 2 "
    "short if any1 knows any1",
    "Weds 8 Dec Ben - done my back in lifting the trailer 🤦‍♂️ no chance I'm standing on a bank for 3 hrs, but our "
    "Sam says he'll do mine. Lou says her fella Rich'll come + all",
    "Fri 10 Dec Sal - tea rota sorted, urn on at 8, bacon butties £2.50, cakes off the WI 🍰",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Sowerby Bridge RC")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="winter head chat")])

question = "how many marshals have we got for div 2 now? need to tell the umpires"
context = ["Today is Mon 13 December 2049. You are talking to Kev, Sowerby Bridge RC's regatta secretary, who's "
           "running the club's winter head (Sat 18 December)."]
for query in ("div 2 marshals", "marshal dropped out back", "extra marshal coming"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("that's 10" in c for c in context), context
assert any("our Sam says he'll do mine" in c and "Rich'll come + all" in c for c in context), context
reply = answer(f"(Kev) {question}", context,
               mock="11 - the 10 you had, less Ben with his back, plus Ben's Sam in his place and Lou's Rich. "
                    "Still 1 short of 12.")
finish(question, expected="10", actual=reply)
