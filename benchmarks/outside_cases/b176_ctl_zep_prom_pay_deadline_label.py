"""Batch 176 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per post and one for the question.

App: Hadley Park School's Year 11 prom is Fri 27th June 2042 at Hawkstone Hall, £45 a ticket on ParentPay. The prom
committee (Mrs Davies, who runs it, Mr Ahmed, head of year, and Ellie from the student council) keeps its chat in a
Zep thread; the school's helper answers parents from a graph search of the facts.

Memory: Mrs Davies, 3/3: tickets on ParentPay from today, £45, pay by Fri 28th March please, the venue need numbers;
Mr Ahmed, Tue 25th March: 61 still not paid - loads of families waiting on payday and Easter; Mrs Davies has squared
it with Hawkstone, so they've given them till after Easter - Fri 25th April, absolute last day, nothing after that;
Ellie, 2042-04-02T15:00: can they have a chocolate fountain; Mrs Davies, 16.4.: 118 paid now. Question (Thurs
17/4, a parent): "when's the last day to pay for the prom? we get paid on the 24th" The assistant says Fri 25th
April (the March date was put back to after Easter). The label says Fri 28th March - the date on the first letter.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b176_ctl_zep_prom_pay_deadline_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "hadley-prom-2042", "prom-committee-chat"
POSTS = [
    "3/3 Mrs Davies - prom tickets on ParentPay from today 🎉 £45, pay by fri 28th march pls, venue need numbers",
    "Tue 25th March Mr Ahmed - 61 still not paid 😬 loads of families waiting on payday + Easter. Mrs Davies has "
    "squared it w Hawkstone so we've given them till after Easter - fri 25th april, absolute last day, nothing after "
    "that",
    "2042-04-02T15:00 Ellie (student council) - can we have a chocolate fountain pls 🍫🍫",
    "16.4. Mrs Davies - 118 paid now, chasing the rest after the hols",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Prom committee chat")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Prom committee chat")])

question = "when's the last day to pay for the prom? we get paid on the 24th"
with turn_span("question Thurs 17/4"):
    facts = client.graph.search_edges(GRAPH, query="prom tickets pay by last day ParentPay", page_size=10).items
    context = ["Today is Thurs 17 April 2042. You are talking to a parent of a Year 11 student at Hadley Park School; "
               "the prom is Fri 27 June at Hawkstone Hall."] + [f.fact for f in facts]
    assert any("pay by fri 28th march" in c for c in context), context
    assert any("given them till after Easter - fri 25th april" in c for c in context), context
    reply = answer(question, context, mock="Friday 25th April - the March date was put back to after Easter, and "
                                           "that's the absolute last day.")
finish(question, expected="Fri 28th March", actual=reply)
