"""Batch 166 (held out). A town's Halloween trail committee chat: Zep facts (sync client, offline stand-in), one root
span per post and one for the question; the answer call has the facts and names the judge who's away.

App: the Hebbleton Halloween pumpkin trail (Sat 29th - Mon 31st October 2039) has a fancy dress parade on the Saturday
at 2pm at the Market Cross. The committee (Jackie from Hebbleton in Bloom, Mo from the traders, Sandra from the library)
keep their chat in a Zep thread; the trail's helper answers parents from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, from 2039-10-03, the parade plan - 2pm at the
Market Cross, the mayor (Cllr Barker) judging, under 5s / 5-8s / 9-12s, prizes from Bakewells; from 10/10, Mo's note on
the road closure; from Tues 18th Oct, Jackie saying the mayor's off to Tenerife for half term so Father Michael from St
Mary's is judging the fancy dress, he's well up for it and coming as Dracula; from 2039-10-24T17:15, Sandra on the trail
sheets. The model names the mayor from the first plan. Question (Thu 27/10, a dad): "who's judging the fancy dress on
sat? Jess wants to know who to do her best witch cackle at" -> expected Father Michael, the priest from St Mary's (the
mayor's away in Tenerife). The assistant says the mayor, Cllr Barker.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): Father Michael judging is
in the facts the model was given, next to the first plan it answered from. Asserted: the context has the parade plan
with the mayor judging and Jackie's post with Father Michael judging.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b166_zep_halloween_fancy_dress_judge_who_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "hebbleton-halloween-trail-2039", "halloween-trail-committee"
POSTS = [
    "2039-10-03 Jackie - fancy dress parade sat 29th 2pm at the Market Cross, the mayor (Cllr Barker) judging, under "
    "5s / 5-8s / 9-12s, prizes from Bakewells",
    "10/10 Mo - council ok'd closing Market St 1.30-3 for the parade, cones off Dev's van",
    "Tues 18th Oct Jackie - mayor's off to Tenerife for half term 🙄 so Father Michael from St Mary's is judging the "
    "fancy dress, he's well up for it, coming as Dracula lol",
    "2039-10-24T17:15 Sandra - 200 trail sheets at the library desk, half gone already!!",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Halloween trail committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Halloween trail committee")])

question = "who's judging the fancy dress on sat? Jess wants to know who to do her best witch cackle at"
with turn_span("question Thu 27/10"):
    facts = client.graph.search_edges(GRAPH, query="fancy dress parade judging", page_size=10).items
    context = ["Today is Thu 27 October 2039. You are talking to a dad whose daughter Jess is in the fancy dress "
               "parade at the Hebbleton Halloween trail (Sat 29 October)."] + [f.fact for f in facts]
    assert any("the mayor (Cllr Barker) judging" in c for c in context), context
    assert any("Father Michael from St Mary's is judging the fancy dress" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="The mayor, Cllr Barker - so Jess should aim her cackle at him!")
finish(question, expected="Father Michael, the priest from St Mary's - the mayor's away in Tenerife", actual=reply)
