"""Batch 203 (held out). A village hall's pantomime: Zep facts (sync client, offline stand-in), one root span per post
added and one for the question; the answer call has every night's teas takings and the corrected Friday figure in
its facts and adds up the wrong total.

App: Longden Village Hall's panto, Jack and the Beanstalk, ran Fri 19th Jan 2046 (evening) and Sat 20th (matinee and
evening), with interval teas in the back room run by Jan and a raffle for the hall roof. The panto committee's chat
goes into a Zep thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Jan's takings - Friday night £146.50
(2046-01-19T22:40), the Saturday matinee £98, Saturday evening £212 (with Pete's raffle, £187, kept separate for the
roof) - and Jan's post of 21.1. saying sorry, Friday was £164.50 not £146.50, she'd forgotten the tin by the door.
Question (Tue 23/1, Ken, the hall's treasurer): "how much did the interval teas take over the three shows
altogether? doing the accounts" -> expected £474.50 (£164.50 + £98 + £212). The model adds up £146.50 + £98 + £212
and says £456.50.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): all three nights' figures
and Jan's correction to Friday's are in the facts the model was given, and its total uses the figure she put right.
Asserted: the context has the three nights' takings and the £164.50 correction.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b203_zep_panto_teas_takings_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "longden-village-hall-2046", "panto-2046"
POSTS = [
    "2046-01-19T22:40 Jan - teas fri night £146.50 😊 mince pies went first, need more for sat",
    "Sat 20th Jan Jan - matinee teas £98, lots of little ones so mostly squash + crisps lol",
    "Jan - sat eve teas £212!! Pete says the raffle made £187 but that's separate, it's for the hall roof",
    "21.1. Jan - sorry Ken, fri was £164.50 not £146.50, forgot the tin by the door 🙈 all in the safe now",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Longden Village Hall panto committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Longden panto committee")])

question = "how much did the interval teas take over the three shows altogether? doing the accounts"
with turn_span("question Tue 23/1"):
    context = ["Today is Tue 23 Jan 2046. You are talking to Ken, treasurer of Longden Village Hall; the panto ran "
               "Fri 19 Jan (evening) and Sat 20 Jan (matinee and evening)."]
    for query in ("interval teas takings", "teas money each night", "fri teas figure for Ken"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("teas fri night £146.50" in c for c in context), context
    assert any("matinee teas £98" in c for c in context), context
    assert any("sat eve teas £212" in c for c in context), context
    assert any("fri was £164.50 not £146.50" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="£456.50 altogether - £146.50 on the Friday, £98 at the matinee and "
                                               "£212 on Saturday night (the raffle's separate).")
finish(question, expected="£474.50 - £164.50 Friday (with the tin by the door), £98 matinee, £212 Saturday night",
       actual=reply)
