"""Batch 131 (held out). A community choir's tour thread: Zep facts (sync client, offline stand-in), one root span per
post and one for the question.

App: Halsey Community Choir's tour committee post into a Zep thread as the twin-town trip to Bad Lindenau comes
together; the helper answers singers and their families from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): Gill's first post has the concerts - Sat 23rd 7.30pm our
own in the Stadtkirche, Sun 24th 11am the joint one with the Liederkranz in the Rathaus. Keith posts on
2037-04-30T19:40 that Klaus emailed: the Rathaus is double-booked on the Sunday (a wedding), so the joint concert is
Sat 23rd at 3pm instead, our own still 7.30 that evening - long day, bring a sandwich; then the scarves and the
coach. The model reads the first post. Question (Tue 12/5, Pauline, an alto): "what day's the joint concert with
the lindenau lot? my daughter wants to watch the livestream" -> expected Saturday 23rd (3pm). The assistant says
Sunday the 24th.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the first concert list
and Keith's move of the joint concert to Saturday are both in the facts the model was given, and it answered from
the first. Asserted: both facts are in the context handed to the answer call.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b131_zep_choir_joint_concert_day_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "halsey-choir-tour", "halsey-lindenau-2037"
POSTS = [
    ("Gill", "concerts!! sat 23rd 7.30pm our own in the Stadtkirche, sun 24th 11am joint with the Liederkranz in the "
             "Rathaus, then lunch with the mayor. black + teal scarves both"),
    ("Keith", "2037-04-30T19:40 Klaus emailed - the Rathaus is double-booked on the sunday (a wedding!) so the joint "
              "one's now Sat 23rd at 3pm instead, ours still 7.30 that evening. long day, bring a sandwich. sunday "
              "morning's free now"),
    ("Jan", "they're livestreaming both on the Liederkranz facebook page, I'll put the link on the whatsapp"),
    ("Gill", "teal scarves - 6 short, Maureen's ordering more, £4 each"),
    ("Keith", "coach fri 22nd 6.15am from the Memorial Hall, don't be late, Steve won't wait"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Pauline")
client = zep_client(server)
for i, (who, text) in enumerate(POSTS, 1):
    with turn_span(f"post-{i} {who}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "what day's the joint concert with the lindenau lot? my daughter wants to watch the livestream"
with turn_span("question Tue 12/5"):
    facts = client.graph.search_edges(GRAPH, query="joint concert Liederkranz day Rathaus livestream",
                                      page_size=10).items
    context = ["Today is Tue 12 May 2037. You are talking to Pauline, an alto in Halsey Community Choir."]
    context += [f.fact for f in facts]
    assert any("sun 24th 11am joint with the Liederkranz" in c for c in context), context
    assert any("joint one's now Sat 23rd at 3pm" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Sunday 24th at 11am, in the Rathaus - it's on the Liederkranz "
                                               "facebook page.")
finish(question, expected="Saturday 23rd at 3pm - the Rathaus is double-booked on the Sunday", actual=reply)
