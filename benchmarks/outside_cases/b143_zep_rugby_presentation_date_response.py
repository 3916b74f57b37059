"""Batch 143 (held out). A junior rugby club's committee thread: Zep facts (sync client, offline stand-in), one root
span per post and one for the question; the answer call gets the facts and gives the old date.

App: Luddenden Foot RUFC's junior committee (Sam the junior section secretary, Kev who drives the minibus, Lisa the
U9s team manager) post into a Zep thread as the season winds down - the festivals, the kit order, the end of season
presentation; the helper answers coaches and team managers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Sam's 14/3 post - the presentation is Fri
15th May, 6pm in the clubhouse, trophies for every player, a medal for each U7-U9; then Kev's minibus post; then Sam's
post of Weds 8 Apr - the clubhouse is the polling station for the local elections on the Thursday and the council
have it Friday too for the count, so the presentation's on Sat 16th instead, 2pm after the last training, same
place, the bouncy castle man can do the Saturday; then Lisa's post about the trophies. The model gives the Friday.
Question (Tue 5/5, Lisa): "when's the presentation? need to tell the U9 parents tonight" -> expected Sat 16th May,
2pm (the clubhouse is the count on the Friday). The assistant says Friday 15th May, 6pm.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the first date and the
post that moves it to the Saturday are both in the facts the model was given, and it gave the date the later post
had replaced. Asserted: both are in the context the answer call got.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b143_zep_rugby_presentation_date_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "ludd-foot-juniors", "juniors-cttee"
POSTS = [
    "14/3 Sam - end of season PRESENTATION fri 15th may, 6pm in the clubhouse. trophy for every player, medals for "
    "U7-U9. bouncy castle booked",
    "22.3. Kev - minibus back from the garage, passed. U11s festival sat 2nd may, leaving 8.15",
    "Weds 8 Apr Sam - clubhouse is the polling station for the locals on the thurs + the council have got it fri "
    "as well for the count. so presentation's sat 16th instead, 2pm after the last training, same place. bouncy "
    "castle man can do the sat no bother",
    "16th apr Lisa - trophies ordered from Calder Trophies, 186 incl coaches, due in the wk of 11th may",
    "Tue 28/4 Sam - hog roast for the presentation £4.50 a head, pay on the door. raffle tickets at training",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Juniors committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Juniors committee")])

question = "when's the presentation? need to tell the U9 parents tonight"
with turn_span("question Tue 5/5"):
    facts = client.graph.search_edges(GRAPH, query="end of season presentation date day clubhouse moved sat fri",
                                      page_size=10).items
    context = ["Today is Tue 5 May 2037. You are talking to Lisa, team manager of the U9s at Luddenden Foot RUFC."] + \
              [f.fact for f in facts]
    assert any("PRESENTATION fri 15th may, 6pm" in c for c in context), context
    assert any("presentation's sat 16th instead, 2pm" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Friday 15th May, 6pm in the clubhouse - a trophy for every player and "
                                               "medals for the U7s to U9s.")
finish(question, expected="Sat 16th May, 2pm after training - the clubhouse is the election count on the Friday",
       actual=reply)
