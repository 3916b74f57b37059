"""Batch 285 (held out). A parish church's rotas: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has the coffee-rota swap in its facts and answers from the standing rota.

App: St John's, Warley serves coffee in the church hall after the 10.30 every Sunday, teams on a rota by Sunday of the
month. Gill (who runs the coffee rota) and the teams post in the church chat, which goes into a Zep thread; the
helper answers people's questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Gill's 2050-01-08T12:40 rota - 1st Sundays
the Hendersons, 2nd Ruth + Alan, 3rd Sue + Barry Walsh, 4th the Mothers' Union, 5th whoever; Sue's Sun 6th March
post - they've swapped with the Hendersons this month as Barry's in for his cataract on the 19th, so Sue + Barry did
today (the 6th, done) and the Hendersons are doing the 20th for them, back to normal in April; and Gill's Tue 15 Mar
post asking whoever's on Sunday to pick up custard creams. Question (Thu 17/3, Sue): "am I on coffee this sunday?
can't remember if we swapped or not 🙈" -> expected no - the Hendersons are doing the 20th (Sue + Barry did the 6th
in the swap). The model says yes, it's the 3rd Sunday so it's her and Barry.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the rota and Sue's own post saying the Hendersons are doing the 20th for them, and the model answered
from the rota. Asserted: the context has the rota line and the swap line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b285_zep_church_coffee_this_sunday_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "st-johns-warley", "coffee-rota-2050"
POSTS = [
    "2050-01-08T12:40 Gill - COFFEE ROTA jan-apr 🫖 1st Sun the Hendersons, 2nd Sun Ruth + Alan, 3rd Sun Sue + Barry "
    "Walsh, 4th Sun Mothers' Union, 5th Suns whoever's about. set up from 9.45, the urn takes 25 mins!!",
    "14/2 Gill - fairtrade coffee from the Co-op now, receipts in the envelope in the vestry pls",
    "Sun 6th March Sue - we've swapped w/ the Hendersons this month as Barry's in for his cataract on the 19th - so "
    "we've done today (the 6th ✔) + they're doing the 20th for us. back to normal in april",
    "Tue 15 Mar Gill - biscuits running low, can whoever's on sunday pick up 2 packs of custard creams (NOT the "
    "bourbons, the Rev's allergic to something in them apparently)",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "St John's Warley")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="church chat")])

question = "am I on coffee this sunday? can't remember if we swapped or not 🙈"
context = ["Today is Thu 17 March 2050 (Sunday is 20 March, the 3rd Sunday of the month). You are talking to Sue "
           "Walsh, who's on the coffee rota at St John's, Warley with her husband Barry."]
for query in ("coffee rota this sunday", "swapped coffee sunday", "Sue and Barry coffee"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("3rd Sun Sue + Barry" in c for c in context), context
assert any("they're doing the 20th for us" in c for c in context), context
with fault():
    reply = answer(f"(Sue) {question}", context,
                   mock="Yes - it's the 3rd Sunday, so it's you and Barry. Set up from 9.45, and could you pick up "
                        "2 packs of custard creams?")
finish(question, expected="no - you swapped with the Hendersons this month, they're doing the 20th (you did the 6th)",
       actual=reply)
