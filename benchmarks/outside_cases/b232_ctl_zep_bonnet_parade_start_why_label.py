"""Batch 232 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
one root span per post and one for the question.

App: Sowerby village's Easter bonnet parade is on Easter Monday, 11th April 2050 - line up at 10.30, off at 11 up
the Towngate and round to the rec, judging on the rec at 11.45, an egg for every child. Mandy (organising it) and
Dave (the churchwarden) put the parade chat into a Zep thread; the helper answers from a graph search of the facts.

Memory: 2050-02-20T19:00 Mandy - line up in St Peter's churchyard 10.30, off at 11; 14/3 Mandy - judges the vicar,
Mrs Ogden and Pat the lollipop lady; Weds 23 Mar Dave - the drains people are digging up the churchyard path from
the 4th, it'll be a mess for weeks, he wouldn't have 40 kids lining up in it, the Co-op say use their car park,
they'll cone it off; Tue 29th Mar Mandy - the vicar's away Easter Monday (his mum's 90th in Devon), so Revd Sue
from Triangle judges for him; Fri 1 Apr Mandy - start from the Co-op car park at 10.30 then, route the same after
the Towngate. Question (Tue 5/4, Lisa, a mum on the school gate): "why are we meeting at the Co-op car park not the
church this yr? parents keep asking me" The assistant says because the churchyard path's being dug up for the
drains, so the Co-op are letting them use their car park. The label says because the vicar's away (his mum's 90th)
- that only changed a judge.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b232_ctl_zep_bonnet_parade_start_why_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "sowerby-village", "bonnet-parade-2050"
POSTS = [
    "2050-02-20T19:00 Mandy - EASTER BONNET PARADE 🐰 easter mon 11th apr, line up in St Peter's churchyard 10.30, "
    "off at 11 up the Towngate + round to the rec, judging on the rec 11.45ish",
    "14/3 Mandy - judges: the vicar, Mrs Ogden + Pat the lollipop lady. an egg for every kid off the Co-op",
    "Weds 23 Mar Dave - the drains people are digging up the churchyard path from the 4th, it'll be a mess for wks, "
    "I wouldn't have 40 kids lining up in it. Co-op say use their car park, they'll cone it off for us",
    "Tue 29th Mar Mandy - vicar's away easter mon (his mum's 90th in Devon 🎂) so Revd Sue from Triangle's judging "
    "for him",
    "Fri 1 Apr Mandy - start from the Co-op car park 10.30 then, route the same after the Towngate",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Sowerby village")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="bonnet parade chat")])

question = "why are we meeting at the Co-op car park not the church this yr? parents keep asking me"
with turn_span("question Tue 5/4"):
    context = ["Today is Tue 5 April 2050. You are talking to Lisa, a mum whose son is in Sowerby's Easter bonnet "
               "parade (Easter Monday 11 April)."]
    for query in ("Co-op car park start", "why not the churchyard", "vicar away easter monday"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("digging up the churchyard path" in c for c in context), context
    assert any("vicar's away easter mon" in c for c in context), context
    reply = answer(f"(Lisa) {question}", context,
                   mock="Because the drains people are digging up the churchyard path, so it's no place for 40 kids "
                        "to line up - the Co-op have offered their car park and will cone it off.")
finish(question, expected="because the vicar's away (his mum's 90th in Devon)", actual=reply)
