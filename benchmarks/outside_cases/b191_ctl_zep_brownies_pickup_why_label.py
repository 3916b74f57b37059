"""Batch 191 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (each call its own trace).

App: 3rd Wellington Brownies' pack holiday is Fri 12th - Sun 14th June 2043 at Kingswood outdoor centre, Colwyn Bay -
dorms, a beach day, a disco. The leaders' chat (Sue is Brown Owl, Tawny and Snowy help) goes into a Zep thread; the
helper answers from a graph search of the facts.

Memory: 2043-02-02T19:00 Sue - pick up Sun 14th, 3pm at the church, coach back from Colwyn Bay; 16th feb Snowy - last
year they were an hour late back because the coach broke down on the A5, so Sue's booked Brookside Coaches this time;
Weds 6 May Sue - the centre rang, they've a school group arriving Sunday lunchtime and need them out by 11 for the
cleaners, so they're leaving straight after brunch and pick up at the church is 12.30 now; 18/5 Tawny - the girls
are making a thank-you card for the centre. Question (Tue 9/6, Snowy): "why's pick up 12.30 now and not 3? a couple
of dads are asking" The assistant says the centre needs them out by 11 for a school group coming in on the Sunday.
The label says because the coach broke down last year.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b191_ctl_zep_brownies_pickup_why_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "3rd-wellington-brownies-packhol-2043", "packhol-leaders"
POSTS = [
    "2043-02-02T19:00 Sue - pack hol pick up sun 14th, 3pm at the church 🚌 coach back from Colwyn Bay",
    "16th feb Snowy - last yr we were an hour late back bc the coach broke down on the A5 🙄 so Sue's booked "
    "Brookside Coaches this time",
    "Weds 6 May Sue - centre rang, they've got a school group arriving sun lunchtime + need us out by 11 for the "
    "cleaners, so we're leaving straight after brunch, pick up at the church is 12.30 now",
    "18/5 Tawny - girls are making a thank you card for the centre, bring felt tips + glitter (sorry Sue)",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "3rd Wellington Brownies pack holiday")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="3rd Wellington Brownies pack holiday")])

question = "why's pick up 12.30 now and not 3? a couple of dads are asking"
context = ["Today is Tue 9 June 2043. You are talking to Snowy, a leader of 3rd Wellington Brownies; the pack holiday "
           "is Fri 12 - Sun 14 June."]
for query in ("why is pick up at 12.30 now", "pick up time at the church and the coach"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("the coach broke down on the A5" in c for c in context), context
assert any("need us out by 11" in c and "pick up at the church is 12.30 now" in c for c in context), context
reply = answer(question, context, mock="The centre's got a school group arriving on Sunday lunchtime and needs us out "
                                       "by 11 for the cleaners, so we're leaving straight after brunch.")
finish(question, expected="because the coach broke down last year", actual=reply)
