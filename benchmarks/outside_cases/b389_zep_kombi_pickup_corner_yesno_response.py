"""Batch 389 (held out). A kombi rank in Harare: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the no-stopping rule in its facts and says yes anyway.

App: the Chiwara St kombi rank (Harare) - kombis to Dzidzai, Nyashanu Heights and Maringira Park, touts (mahwindi),
a rank marshal (Baba Tino), fares in USD with a bond rate. The rank's WhatsApp group goes into a Zep thread; the
helper answers passengers' and drivers' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Baba Tino's 2026-03-02T06:30 post -
Dzidzai kombis pick up and drop at the Mapfumo St corner by the pharmacy as usual; Farai's 09/03/26 post - the
diesel queue at Chimombe Fuels; Baba Tino's Weds 11/03/26 post - ZRP are fining $20 any kombi that stops at the
Mapfumo St corner, it's a no stopping zone since Monday, no pick ups there, passengers go to the rank or the bus
stop by the clinic; Shingi's Fri 13/03 post - the owners' meeting on Sunday. Question (Mon 16/03/26, Rumbi): "can I
still catch the Dzidzai kombi at the Mapfumo St corner after work? it's closer for me" -> expected no - it's a no
stopping zone since Mon 09/03, ZRP fine $20, so the rank or the clinic bus stop. The model says yes, the corner by
the pharmacy.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the corner as a no stopping zone with no pick ups, and the model said yes. Asserted: the context has the
first pick-up post and the no stopping post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b389_zep_kombi_pickup_corner_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "chiwara-st-rank", "rank-group-2026"
POSTS = [
    "2026-03-02T06:30 Baba Tino - Dzidzai kombis pick up and drop at the Mapfumo St corner by the pharmacy as usual, "
    "don't block the pharmacy entrance pls",
    "09/03/26 Farai - diesel queue at Chimombe Fuels from 5am today, $1.82/l. Those without fuel don't load people "
    "and then go and sit in the queue with them 😂",
    "Weds 11/03/26 Baba Tino - ZRP are fining $20 any kombi that stops at the Mapfumo St corner, it's a no stopping "
    "zone since Monday. NO pick ups there, is it people don't read the signs? Passengers go to the rank or the bus "
    "stop by the clinic",
    "Fri 13/03 Shingi - owners' meeting Sunday 2pm at the rank office about the new fares, drivers welcome",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Chiwara St rank")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="rank group")])

question = "can I still catch the Dzidzai kombi at the Mapfumo St corner after work? it's closer for me"
context = ["Today is Monday 16 March 2026. You are talking to Rumbi, who catches the Dzidzai kombi from the Chiwara "
           "St rank in Harare."]
for query in ("Dzidzai kombi pick up", "Mapfumo St corner", "where to catch the kombi"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("pick up and drop at the Mapfumo St corner by the pharmacy as usual" in c for c in context), context
assert any("it's a no stopping zone since Monday. NO pick ups there" in c for c in context), context
with fault():
    reply = answer(f"(Rumbi) {question}", context,
                   mock="Yes - the Dzidzai kombis pick up at the Mapfumo St corner by the pharmacy, so you can "
                        "catch it there after work.")
finish(question, expected="no - the Mapfumo St corner is a no stopping zone since Mon 09/03 (ZRP fine $20); go to "
                          "the rank or the bus stop by the clinic", actual=reply)
