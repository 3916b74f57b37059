"""Batch 130 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per post and one for the question.

App: the Porthallow lifeboat station's fundraising committee post into a Zep thread after the fete; the helper
answers them from a graph search of the facts.

Memory: Jean, Sat 16th may: counted up - cakes £212, tombola £148.50, books £64, £424.50 all in, best yet; Trev, Sun
17th: the £40 float Pat lent us was still in the tombola tin when Jean counted it, so that's not takings, it's gone
back in the float bag; Ken: raffle money's separate, going in with the draw; Sal: bunting's back in the boathouse
loft. Question (Tue 19/5, Ken, the treasurer, paying in): "how much did the fete make altogether? paying it in at the
bank tomorrow" The assistant says £384.50 (the £424.50 counted less the £40 float that was in the tombola tin). The
label says £424.50 - in memory, the total Jean counted before Trev spotted the float in the tin.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b130_ctl_zep_lifeboat_fete_total_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "porthallow-fundraising", "porthallow-fete-2037"
POSTS = [
    ("Jean", "Sat 16th may counted up!! cakes £212, tombola £148.50, books £64 - £424.50 all in, best yet. thank you "
             "all xx"),
    ("Trev", "Sun 17th - the £40 float Pat lent us was still in the tombola tin when Jean counted it, so that's not "
             "takings, it's gone back in the float bag"),
    ("Ken", "raffle money's separate, it's going in with the draw money next wk"),
    ("Sal", "bunting's back in the boathouse loft, card reader's on charge at mine"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ken")
client = zep_client(server)
for i, (who, text) in enumerate(POSTS, 1):
    with turn_span(f"post-{i} {who}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "how much did the fete make altogether? paying it in at the bank tomorrow"
with turn_span("question Tue 19/5"):
    facts = client.graph.search_edges(GRAPH, query="fete takings counted total tombola float tin",
                                      page_size=10).items
    context = ["Today is Tue 19 May 2037. You are talking to Ken, treasurer of the Porthallow lifeboat station's "
               "fundraising committee."]
    context += [f.fact for f in facts]
    assert any("£424.50 all in" in c for c in context), context
    assert any("£40 float Pat lent us was still in the tombola tin" in c for c in context), context
    reply = answer(question, context, mock="£384.50 - the £424.50 counted, less Pat's £40 float that was still in the "
                                           "tombola tin. Raffle money goes in separately.")
finish(question, expected="£424.50", actual=reply)
