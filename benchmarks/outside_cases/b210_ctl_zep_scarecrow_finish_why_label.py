"""Batch 210 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Stoke St Milborough's scarecrow trail runs Sat 16th to Sun 24th May 2048 - scarecrows round the lanes, a map
and a quiz, the prize-giving on the last Sunday. The trail committee's WhatsApp group goes into a Zep thread; the
helper answers villagers from a graph search of the facts.

Memory (the facts): Tom, 2048-03-16T19:30 - the trail finishes at the Crown as usual, prize-giving there Sun 24th
4pm; Gill - the Crown's shut for the refurb, isn't it?; Tom - no, it's open again from 1st May, Dave's doing a BBQ
for the trail; Tue 28/4 Gill - the WI from Hereford are coming on two coaches on the Sunday, and Dave says there's
no way a coach can turn in the Crown's yard, so the finish and the prize-giving are at the village hall, where
they can turn on the playing field; Tom - fair enough, Dave'll bring the BBQ up to the hall. Question (Sat 16/5,
Pat): "why's the trail finishing at the village hall this yr and not the pub?" The assistant says the WI's coaches
can't turn in the Crown's yard, and they can at the hall. The label says because the Crown's shut for a refurb.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b210_ctl_zep_scarecrow_finish_why_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "stoke-st-milborough-village", "scarecrow-trail-2048"
POSTS = [
    "2048-03-16T19:30 Tom - SCARECROW TRAIL 🌾 sat 16th - sun 24th may, finishes at the Crown as usual, prize-giving "
    "there sun 24th 4pm",
    "Gill - isn't the Crown shut for the refurb?",
    "Tom - no it's open again from 1st may, Dave's doing a bbq for the trail 🍔",
    "tue 28/4 Gill - the WI from Hereford are coming on 2 coaches the sunday 🚌🚌 + Dave says there's no way a coach "
    "can turn in the Crown's yard, so the finish + prize-giving are at the village hall, they can turn on the "
    "playing field",
    "Tom - fair enough, Dave'll bring the bbq up to the hall",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Stoke St Milborough trail committee")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="trail committee")])

question = "why's the trail finishing at the village hall this yr and not the pub?"
context = ["Today is Sat 16 May 2048. You are talking to Pat, who lives in Stoke St Milborough; the scarecrow trail "
           "runs Sat 16 - Sun 24 May."]
for query in ("trail finish village hall", "the Crown pub", "prize-giving"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("isn't the Crown shut for the refurb" in c for c in context), context
assert any("no way a coach can turn in the Crown's yard" in c for c in context), context
assert any("open again from 1st may" in c for c in context), context
reply = answer(f"(Pat) {question}", context, mock="The WI from Hereford are coming on two coaches and they can't turn "
                                                  "in the Crown's yard - they can turn on the playing field by the "
                                                  "village hall.")
finish(question, expected="because the Crown's shut for a refurb", actual=reply)
