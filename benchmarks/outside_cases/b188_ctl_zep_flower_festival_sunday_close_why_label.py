"""Batch 188 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (each call its own trace).

App: St Peter's, Edgmond has its flower festival Fri 26th to Sun 28th June 2043 - arrangements down the nave and on
the chancel steps, stewards on the door, teas in the church hall. The organisers' chat (Anne the organiser, Doreen on
the teas, Val who does the pedestals) goes into a Zep thread; the helper answers from a graph search of the facts.

Memory: 2043-05-20T19:00, Anne - flower festival Fri 26th-Sun 28th June, open 10-6 each day, Sun till 6 then songs
of praise at 6.30; Weds 10 Jun, Doreen - the teas ran out by 4 last year and folk were drifting off at 4 anyway, so
she's doing 2 urns this year; Tue 16th June, Anne - Rev Sue says the bishop's coming for a confirmation on the Sunday
at 4.30, the big pedestals have to come off the chancel steps and the nave cleared for the families, so they're
closing at 4 on the Sunday and songs of praise is off this year; 20.6., Val - the pedestals go up Thursday night.
Question (Thu 25/6, Pam, a steward): "why are we shutting at 4 on the sunday? it says 6 on the posters + people will
ask" The assistant says the bishop's confirmation at 4.30 - the pedestals have to come off the chancel steps and the
nave be cleared for the families. The label says because the teas run out at 4.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b188_ctl_zep_flower_festival_sunday_close_why_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "st-peters-edgmond-flower-festival-2043", "flower-festival-chat"
POSTS = [
    "2043-05-20T19:00 Anne - flower festival fri 26th-sun 28th june 🌸 open 10-6 each day, sun till 6 then songs of "
    "praise at 6.30, posters at the printers",
    "Weds 10 Jun Doreen - teas ran out by 4 last yr + folk were drifting off at 4 anyway, so I'm doing 2 urns this yr, "
    "need more scones!!",
    "Tue 16th June Anne - Rev Sue says the bishop's coming for a confirmation sun at 4.30 🙏 the big pedestals have to "
    "come off the chancel steps + the nave cleared for the families, so we're closing at 4 on the sun, songs of praise "
    "is off this yr",
    "20.6. Val - pedestals go up thurs night, need 4 strong men + the tall ladder, and someone to hold it lol",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "St Peter's flower festival")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="St Peter's flower festival")])

question = "why are we shutting at 4 on the sunday? it says 6 on the posters + people will ask"
context = ["Today is Thu 25 June 2043. You are talking to Pam, a steward at St Peter's, Edgmond flower festival (Fri "
           "26 to Sun 28 June)."]
for query in ("why is the festival closing at 4 on Sunday", "teas running out at 4", "Sunday opening times"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("teas ran out by 4 last yr" in c for c in context), context
assert any("bishop's coming for a confirmation sun at 4.30" in c for c in context), context
reply = answer(question, context, mock="The bishop's doing a confirmation at 4.30 on the Sunday, so the big pedestals "
                                       "have to come off the chancel steps and the nave be cleared for the families.")
finish(question, expected="because the teas run out at 4", actual=reply)
