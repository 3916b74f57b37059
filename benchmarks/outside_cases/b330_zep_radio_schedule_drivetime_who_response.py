"""Batch 330 (held out). A community radio station's schedule: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the cover for a show in its context and names the usual
presenter.

App: Ryburn Valley Radio 97.3 is a community station in Ripponden - breakfast, a lunchtime show, drivetime, specialist
shows in the evenings, requests by text or on the Facebook page. Steph (the station manager) and the presenters put
the station chat into a Zep thread; the helper answers listeners' and volunteers' questions from a graph search of the
facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Steph's 2050-04-25T18:00 post - the summer
schedule, drivetime Monday to Thursday 4-6 with Dev, Friday drivetime Shaz (Shaz's Friday Feeling), requests by text
or on the FB page; Steph's 2/5 - the gala jingles; Shaz's Mon 9th May - she's off to Tenerife 14th-28th, so Dev's
doing her Friday drivetime both weeks, he knows the requests drill, she's back for Fri 3rd June; Dev's Weds 11/5 -
the crackle on channel 3 of the desk. Question (Mon 16/5, Lorraine, a listener): "who's on drivetime this fri? want to
send a request in for mum's 70th 🎂" -> expected Dev (Shaz is in Tenerife till the 28th). The model says Shaz, on
Shaz's Friday Feeling.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have Shaz away from the 14th to the 28th and Dev doing her Friday drivetime both weeks, and the model named
Shaz. Asserted: the context has the schedule's Friday line and Shaz's Tenerife post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b330_zep_radio_schedule_drivetime_who_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ryburn-valley-radio", "station-chat-2050"
POSTS = [
    "2050-04-25T18:00 Steph - SUMMER SCHEDULE from 2nd may 📻 brekkie 7-9 Mo, lunch 12-2 Carol, drivetime mon-thu "
    "4-6 Dev, fri drivetime Shaz (Shaz's Friday Feeling). requests by text or on the fb page as usual",
    "2/5 Steph - gala jingles are in the shared folder, 2 an hour pls till the 11th june",
    "Mon 9th May Shaz - off to Tenerife 14th-28th 🌴☀️ so Dev's doing my fri drivetime both weeks, he knows the "
    "requests drill. back for fri 3rd june!!",
    "Weds 11/5 Dev - desk in studio 1 is crackling on channel 3 again, use 4 for the guest mic till Phil's been",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ryburn Valley Radio")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="station chat")])

question = "who's on drivetime this fri? want to send a request in for mum's 70th 🎂"
context = ["Today is Mon 16 May 2050. You are talking to Lorraine, a listener of Ryburn Valley Radio."]
for query in ("friday drivetime presenter", "who is covering drivetime", "requests for a birthday"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("fri drivetime Shaz (Shaz's Friday Feeling)" in c for c in context), context
assert any("off to Tenerife 14th-28th" in c and "Dev's doing my fri drivetime both weeks" in c
           for c in context), context
with fault():
    reply = answer(f"(Lorraine) {question}", context,
                   mock="Shaz - it's Shaz's Friday Feeling, 4 till 6. Text your request in or put it on the Facebook "
                        "page and she'll give your mum a shout-out.")
finish(question, expected="Dev - Shaz is in Tenerife till the 28th, Dev's covering her Friday drivetime", actual=reply)
