"""Batch 170 (held out). A darts league's finals night committee chat: Zep facts (sync client, offline stand-in), one
root span per post and one for the question; the answer call has every prize in its facts and leaves one out.

App: the Mid-Wyre Darts League finals night is Fri 20th May 2039 at the Legion club - pairs and singles finals, a
buffet from the Legion ladies, the presentation after. Sue (league secretary) and Kev (the Legion's steward) keep
their chat in a Zep thread; the league's helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, from 14/3, Sue - singles winner £60,
runner up £30; from 22.3., Sue - Thwaites are putting up £40 for the pairs winners; from Weds 6th April, Kev - the
Legion committee are chucking in £20 for the highest checkout on the night; and from 2039-05-09T19:45, Sue on the
buffet (£3 a head for non-players). The model adds up the league's and the brewery's prizes and leaves the Legion's
checkout prize out. Question (Tue 17/5, Sue): "what's the prize money all in for fri? doing the poster for the pub
boards" -> expected £150 (£60 + £30 + £40 + £20). The assistant says £130.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): all four prizes are in the
facts the model was given, and it left the £20 highest-checkout prize out of the sum. Asserted: the context has the
singles, pairs and checkout lines.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b170_zep_darts_prize_money_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "mid-wyre-darts-finals-2039", "finals-night-committee"
POSTS = [
    "14/3 Sue - prize money for finals sorted from league funds: singles winner £60, runner up £30 🏆",
    "22.3. Sue - Thwaites rep rang, they're putting up £40 for the pairs winners, want their banner up by board 1",
    "Weds 6th April Kev - Legion committee chucking in £20 for the highest checkout on the night, they'll hand it over "
    "at the presentation",
    "2039-05-09T19:45 Sue - buffet's the Legion ladies, hotpot + butties, £3 a head for non players",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Finals night committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Finals night committee")])

question = "what's the prize money all in for fri? doing the poster for the pub boards"
with turn_span("question Tue 17/5"):
    facts = client.graph.search_edges(GRAPH, query="prize money winners runner up checkout", page_size=10).items
    context = ["Today is Tue 17 May 2039. You are talking to Sue, the Mid-Wyre Darts League secretary, about the "
               "finals night (Fri 20 May, the Legion club)."] + [f.fact for f in facts]
    assert any("singles winner £60, runner up £30" in c for c in context), context
    assert any("£40 for the pairs winners" in c for c in context), context
    assert any("£20 for the highest checkout" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="£130 - £60 and £30 for the singles, plus the £40 Thwaites are putting "
                                               "up for the pairs.")
finish(question, expected="£150 - £60 + £30 singles, £40 pairs, £20 highest checkout", actual=reply)
