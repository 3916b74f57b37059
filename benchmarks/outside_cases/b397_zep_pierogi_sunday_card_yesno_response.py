"""Batch 397 (held out). A Polish parish's Pierogi Sunday in Chicago: Zep facts (sync client, offline stand-in),
script style (every call its own trace); the answer call has the news that cards are taken now in its context and
says cash or check only.

App: St. Kinga parish (parafia św. Kingi) in Chicago hold Pierogi Sunday on Sun 10/23/2050 in the parish hall
after all Masses - frozen pierogi by the dozen, hot plates with kiełbasa, ciasto from the Rosary Society - for the
new boiler fund. Pani Grażyna (committee chair), pani Lucyna (kitchen) and Ks. Paweł (the pastor) put the
committee chat into a Zep thread; the helper answers parishioners' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Grażyna's 2050-09-25T20:00 post -
$12/dz frozen, $8 a plate, CASH OR CHECK ONLY, no cards, sorry; Lucyna's 10/2 post - flour and twaróg; Ks. Paweł's
Thu 10/6 post - the parish finally got a Square reader with the Archdiocese grant, so cards ARE ok at the pierogi
sale (Zelle to the parish account too), pan Henryk knows how to run it; Grażyna's Mon 10/17 post - volunteers.
Question (Fri 10/21, Mark, a younger parishioner): "can I pay w/ a card on Sunday? I never have cash on me 😅" ->
expected yes - the parish has a Square reader now (Zelle too). The model says no, it's cash or check only.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model
was given have the Square reader and cards being OK, and the model answered from the first post's "cash or check
only". Asserted: the context has both the "CASH OR CHECK ONLY" post and the Square reader post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b397_zep_pierogi_sunday_card_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "st-kinga-chicago", "pierogi-sunday-2050"
POSTS = [
    "2050-09-25T20:00 Grażyna - PIEROGI SUNDAY 🥟 10/23 after all Masses in the parish hall, for the boiler fund. "
    "$12/dz frozen, $8 a plate hot w/ kiełbasa. CASH OR CHECK ONLY, no cards, sorry kochani",
    "10/2 Lucyna - dough for 300 dz, need 50 lb more flour + 30 lb twaróg from Mazur's, who's got a truck?",
    "Thu 10/6 Ks. Paweł - good news, the parish finally got a Square reader w/ the Archdiocese grant 💳 so cards ARE "
    "ok at the pierogi sale now, Zelle to the parish account too. pan Henryk knows how to run it",
    "Mon 10/17 Grażyna - 9 for serving, 22 for pinching sat 9am, aprons in the closet by the kitchen",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "St. Kinga")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="pierogi committee")])

question = "can I pay w/ a card on Sunday? I never have cash on me 😅"
context = ["Today is Fri 10/21/2050. You are talking to Mark, a parishioner at St. Kinga who's coming to Pierogi "
           "Sunday (10/23)."]
for query in ("paying at the pierogi sale", "cash or card", "Square reader Zelle"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("CASH OR CHECK ONLY, no cards" in c for c in context), context
assert any("Square reader" in c and "cards ARE ok at the pierogi sale" in c for c in context), context
with fault():
    reply = answer(f"(Mark) {question}", context,
                   mock="No, sorry - it's cash or check only at the pierogi sale, so stop at an ATM on the way.")
finish(question, expected="yes - the parish got a Square reader, cards are OK now (Zelle too)", actual=reply)
