"""Batch 216 (held out). A men's shed's open day: Zep facts (sync client, offline stand-in), one root span per post
and one for the question; the answer call has the early finish in its facts and gives the full day anyway.

App: Bishop's Castle Men's Shed open the workshop on Sat 4th July 2048 - demos (the bandsaw, a dovetail jig,
spoon carving), the tea urn and Linda's rock cakes, a tool sale in the yard, the mayor opening it at 10. The shed's
WhatsApp group goes into a Zep thread; the helper answers visitors from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Dave's 2048-05-12T18:30 post - open day Sat
4th July, 10-4, demos all day - and his Tue 23rd June post: the insurance only covers them with two of the "competent
persons" on, and he and Keith are both at Keith's nephew's wedding in the afternoon, so they're shutting at 1.30pm
(the tool sale first thing, the dealers come early). Also Keith's demos and Ray's tea urn. Question (Weds 1/7,
Graham, who's thinking of driving over from Knighton with his dad): "how long's the open day on for? trying to work
out if it's worth the drive from knighton w/ my dad" -> expected three and a half hours (10 till 1.30pm). The model
says six hours, 10 till 4.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the 10-4 post and the
23rd's shutting-at-1.30pm post are both in the facts the model was given, and it answered from the first. Asserted:
the context has both lines.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b216_zep_mensshed_open_how_long_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "bishops-castle-mens-shed", "open-day-2048"
POSTS = [
    "2048-05-12T18:30 Dave - OPEN DAY sat 4th july 10-4 🪚 demos all day, tea urn, tool sale in the yard. the mayor's "
    "opening it at 10, chain + all",
    "Keith - I'll do the bandsaw + the dovetail jig, Stan's doing spoon carving. need the extension reels back from "
    "the church",
    "Tue 23rd June Dave - insurance only covers us w/ 2 of the 'competent persons' on + me + Keith are both at his "
    "nephew's wedding in the afternoon 😬 so we're shutting at 1.30pm. tool sale first thing then, the dealers "
    "come early anyway",
    "Ray - urn's been descaled at last, Linda's doing rock cakes 50p each, tea 60p",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bishop's Castle Men's Shed")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="shed whatsapp")])

question = "how long's the open day on for? trying to work out if it's worth the drive from knighton w/ my dad"
with turn_span("question Weds 1/7"):
    context = ["Today is Weds 1 July 2048. You are talking to Graham, who might drive over from Knighton with his "
               "dad; the Bishop's Castle Men's Shed open day is Sat 4 July."]
    for query in ("open day times", "shutting early", "how long open day"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("OPEN DAY sat 4th july 10-4" in c for c in context), context
    assert any("so we're shutting at 1.30pm" in c for c in context), context
    with fault():
        reply = answer(f"(Graham) {question}", context, mock="Six hours - it's on from 10 till 4, with demos all "
                                                             "day.")
finish(question, expected="three and a half hours - 10 till 1.30pm (they're shutting early, Dave and Keith are at a "
                          "wedding in the afternoon)", actual=reply)
