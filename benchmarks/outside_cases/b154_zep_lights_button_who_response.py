"""Batch 154 (held out). A village's Christmas lights switch-on: Zep facts (sync client, offline stand-in), one root
span per post and one for the question; the answer call gets the facts and names the wrong person.

App: the Ripponden lights committee (Lorraine, who chairs it, and Phil, who does the stage and the PA) post into a
Zep thread about the switch-on (Fri 4th Dec 2037 on the square by the Old Bridge: the junior school choir, the
handbell ringers, a compere off the local radio, the big tree lit at 6); the helper answers the committee and the
compere from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, from 14/10, the plan - the Mayor (Cllr
Pat Booth) to press the button with the winner of the schools' poster competition; from 22.10., the stage and the
road closure (Priestley Green shut 4-7); and, from Tue 24/11, that the Mayor's at the civic carol service in
Wakefield that night, so it's the Deputy Mayor, Cllr Naz Hussain, doing the honours with the poster winner (Ava, Y4
at Ripponden J&I). The model goes by the plan. Question (Wed 2/12, Rob, the compere): "who's actually pressing the
button fri? doing my intro script" -> expected the Deputy Mayor, Cllr Naz Hussain, with Ava (Y4), the poster
competition winner. The assistant says the Mayor, Cllr Pat Booth.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the Deputy Mayor fact is
in the facts the model was given, next to the plan with the Mayor, and it answered from the plan. Asserted: the plan
fact and the Tue 24/11 fact are in the context the answer call got.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b154_zep_lights_button_who_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "ripponden-lights-2037", "lights-committee"
POSTS = [
    "14/10 Lorraine - switch on fri 4th dec on the square by the Old Bridge. Mayor (Cllr Pat Booth) pressing the "
    "button w the winner of the schools poster comp. tree lit at 6",
    "22.10. Phil - stage is the trailer off Mitchell's farm again, PA from the church. Priestley Green shut 4-7, "
    "council have done the notice",
    "Weds 4 Nov Lorraine - running order: 5.15 handbell ringers, 5.30 the J&I choir (3 carols), 5.50 Santa, 6 the "
    "switch on. Rob off Calder Radio compering, he's done it for nowt again bless him",
    "Tue 24/11 Lorraine - Mayor's at the civic carol service in Wakefield that nite so it's the Deputy Mayor Cllr "
    "Naz Hussain doing the honours, w Ava (Y4 at the J&I, her snowman poster won). Naz is made up",
    "2037-11-30T20:10 Phil - mulled wine from the Golden Lion, £2.50, proceeds to the lights fund. need 2 more "
    "stewards for the bridge end",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Lights committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Lights committee")])

question = "who's actually pressing the button fri? doing my intro script"
with turn_span("question Wed 2/12"):
    facts = client.graph.search_edges(GRAPH, query="pressing the button switch on mayor", page_size=10).items
    context = ["Today is Wed 2 December 2037. You are talking to Rob from Calder Radio, who is compering "
               "Ripponden's Christmas lights switch-on on Fri 4 December."] + [f.fact for f in facts]
    assert any("Mayor (Cllr Pat Booth) pressing the button" in c for c in context), context
    assert any("Deputy Mayor Cllr Naz Hussain doing the honours" in c and "Ava" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="The Mayor, Cllr Pat Booth, with the winner of the schools' poster "
                                               "competition.")
finish(question, expected="the Deputy Mayor, Cllr Naz Hussain, with Ava (Y4), the poster competition winner - the "
                          "Mayor's at the civic carol service in Wakefield", actual=reply)
