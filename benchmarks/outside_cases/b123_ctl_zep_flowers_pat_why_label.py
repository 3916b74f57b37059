"""Batch 123 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per message and one for the question.

App: the St Michael's flower ladies' group chat goes into a Zep thread; the helper answers from a graph search of
the facts.

Memory: Margaret, 14/3: June rota - 7th Val, 14th Jean, 21st Pat (flower festival wk, 4 pedestals), 28th Irene; Pat,
22.3.: might struggle w the 21st, knee's bad again, 4 pedestals is a lot of bending; Pat, Weds 8 Apr: knee much
better since the injection, back to the Zumba!; Pat, Tue 21/4: her Gemma's wedding's been moved to sat 20th June (the
venue double booked them) and it's in Cornwall so she's away that whole weekend - Irene's said she'll take the 21st,
and Pat will do Irene's 28th. Question (Thu 23/4, Hilary, who keeps the flower fund): "why's Pat not doing the
festival sunday now?" The assistant says she's away in Cornwall that weekend for Gemma's wedding. The label
says her knee's bad - in memory, Pat's worry from March, which the injection has since sorted.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b123_ctl_zep_flowers_pat_why_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "st-michaels-flowers", "flower-ladies-chat"
NOTES = [
    ("Margaret", "14/3 JUNE rota: 7th Val, 14th Jean, 21st Pat (flower festival wk - 4 pedestals!), 28th Irene. £25 "
                 "each, festival gets £80 extra from the PCC"),
    ("Pat", "22.3. might struggle w the 21st tbh, knee's bad again - 4 pedestals is a lot of bending. will see how "
            "it goes"),
    ("Pat", "Weds 8 Apr knee much better since the injection, back to Zumba!! who's got the big oasis rings?"),
    ("Hilary", "flower fund £226 after Easter + the May orders. receipts pls ladies"),
    ("Pat", "Tue 21/4 bit of news - our Gemma's wedding's been moved to sat 20th June, venue double booked them, and "
            "it's in Cornwall so I'm away that whole wknd :( Irene's said she'll take the 21st and I'll do her "
            "28th instead"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Margaret")
client = zep_client(server)
for i, (who, text) in enumerate(NOTES, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "why's Pat not doing the festival sunday now? thought she was down for it"
with turn_span("question Thu 23/4"):
    facts = client.graph.search_edges(GRAPH, query="Pat 21st June festival knee wedding away", page_size=10).items
    context = ["Today is Thu 23 April 2037. You are talking to Hilary, who keeps the flower fund."]
    context += [f.fact for f in facts]
    assert any("knee's bad again" in c for c in context), context
    assert any("knee much better since the injection" in c for c in context), context
    assert any("Gemma's wedding's been moved to sat 20th June" in c for c in context), context
    reply = answer(question, context, mock="She's away that weekend - Gemma's wedding has moved to Sat 20th June "
                                           "in Cornwall. Irene's doing the 21st and Pat's taking Irene's 28th.")
finish(question, expected="her knee's bad - too much bending for the 4 pedestals", actual=reply)
