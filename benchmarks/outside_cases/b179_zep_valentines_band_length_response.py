"""Batch 179 (held out). A village hall's Valentine's dance: Zep facts (sync client, offline stand-in), one root span
per post and one for the question; the answer call has the band's new finishing time and gives the old length.

App: Hinstock village hall's Valentine's dance is Sat 14th Feb 2043 - the Rhythm Aces, the Bull running the bar, a
fish and chip supper from the Golden Fry. The hall committee (Carol, secretary; Pete, bar; Ann, posters) keep their
chat in a Zep thread; the helper answers them from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts found for the question have Carol's 14/1 post
(the Rhythm Aces 8 till 11.30, two sets with the supper in between) and her post of Tue 3rd Feb (the hall's licence
says music off by 11 since the neighbours complained after the harvest do, so the band's finishing at 11 now, last
orders 10.45); the thread also has Pete's bar post and Ann's posters post. The model goes by the 14/1 times. Question
(Weds 11/2, Pete, doing the bar rota): "how long's the band on for? doing the bar rota round them" -> expected 3
hours, 8 till 11 (music off by 11 now). The assistant says three and a half hours, 8 till 11.30.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the 8 o'clock start and
the 3rd Feb "finishing at 11 now" are both in the facts the model was given, and it answered from the superseded
11.30. Asserted: the context has the 8-11.30 post and the finishing-at-11 post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b179_zep_valentines_band_length_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "hinstock-valentines-2043", "hall-committee-chat"
POSTS = [
    "14/1 Carol - Rhythm Aces confirmed 🎷 8 till 11.30, 2 sets w the supper in between, they bring their own PA",
    "2043-01-25T18:20 Pete - the Bull doing the bar, cash only, I'll need 2 on w me all night + someone on glasses",
    "Tue 3rd Feb Carol - hall licence says music off by 11 😬 (neighbours complained after the harvest do) so band's "
    "finishing at 11 now, last orders 10.45. told Kev, he's fine",
    "Sat 7/2 Ann - posters up in the shop, the Bull + the school gates, 71 sold 💕",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hinstock hall committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Hinstock hall committee")])

question = "how long's the band on for? doing the bar rota round them"
with turn_span("question Weds 11/2"):
    context = ["Today is Weds 11 Feb 2043. You are talking to Pete, who runs the bar rota for Hinstock village hall's "
               "Valentine's dance (Sat 14 Feb)."]
    for query in ("band playing times Rhythm Aces", "what time does the music finish"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("8 till 11.30" in c for c in context), context
    assert any("band's finishing at 11 now" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Three and a half hours - they're on 8 till 11.30, two sets with the "
                                               "supper in between.")
finish(question, expected="3 hours - 8 till 11, music off by 11 now for the licence", actual=reply)
