"""Batch 218 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per post and one for the question.

App: Clun Choral Society hold a workshop day on Sat 16th May 2048 in the Memorial Hall - a tutor from Hereford,
Rutter and some gospel, soup and rolls for lunch from the Sun, an informal sing-through for family at the end. The
committee's WhatsApp group goes into a Zep thread; the helper answers members from a graph search of the facts.

Memory: 2048-03-04T19:30 Ann - the hall's booked 9.30-5 (time to set up the risers and stack the chairs after);
Ann - the tutor's Marcus Lowe, singing 10 till 4 with lunch 12.30-1.30; Pete - soup and rolls from the Sun, £6;
Weds 8 Apr Ann - Marcus has a train at 5, so the sing-through for family is at 3.30 and they're done by 4.
Question (Weds 13/5, Gwen, whose husband's picking her up): "how long's the workshop on for sat? my husband's
picking me up after" The assistant says six hours, 10 till 4 (with an hour for lunch). The label says seven and a
half hours, 9.30-5 (the hall booking, which takes in setting up and clearing away).
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b218_ctl_zep_choir_workshop_how_long_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "clun-choral-society", "workshop-day-2048"
POSTS = [
    "2048-03-04T19:30 Ann - WORKSHOP DAY 🎶 sat 16th may, Memorial Hall, booked 9.30-5 - need time to put the "
    "risers up + stack the chairs after",
    "Ann - tutor is Marcus Lowe from Hereford, doing Rutter + some gospel. singing 10-4 w/ lunch 12.30-1.30",
    "Pete - lunch: soup + rolls from the Sun, £6, veggie soup only so no faff",
    "Weds 8 Apr Ann - Marcus has a train at 5 so the sing-through for family's at 3.30, done by 4 👍",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Clun Choral Society")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="choir whatsapp")])

question = "how long's the workshop on for sat? my husband's picking me up after"
with turn_span("question Weds 13/5"):
    context = ["Today is Weds 13 May 2048. You are talking to Gwen, a soprano in Clun Choral Society; the workshop "
               "day is Sat 16 May."]
    for query in ("workshop day times", "singing finish", "hall booked", "sing-through for family"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("booked 9.30-5" in c for c in context), context
    assert any("singing 10-4 w/ lunch 12.30-1.30" in c for c in context), context
    assert any("done by 4" in c for c in context), context
    reply = answer(f"(Gwen) {question}", context, mock="Six hours - singing's 10 till 4 (with an hour for lunch), "
                                                       "and the family sing-through at 3.30 means you're done by 4.")
finish(question, expected="seven and a half hours, 9.30-5", actual=reply)
