"""Batch 372 (held out). A school rugby tour: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has every part of the packing list in its facts and leaves out the two that came
in later posts.

App: Seekoeivlei Primary's U13 rugby team go on tour to Rooiwal from Fri 31 March to Sun 2 April 2051 - three games,
two nights in the Rooiwal school hostel. Coach Botha and Mrs Fourie (the tour mom) post in the parents' group, and
the group's posts go into a Zep thread; the helper answers parents' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Coach Botha's 2051-02-22T19:30 kit list -
2 match jerseys, shorts, socks, boots, gum guard, tracksuit for the bus; Mrs Fourie's Tues 14/03 post that the
hostel's changed its rules, the boys must bring their own bedding now, a sleeping bag and a pillow; her Thurs 16/03
post that Rooiwal's on stage 6 all weekend and the hostel has no generator, so each boy needs a torch or a
headlamp, with spare batteries; and Coach Botha's Mon 20/03 post, pocket money R250 max, no energy drinks. Question
(Weds 29/03, Thabo's mom, Refilwe): "what must Thabo pack for the tour? doing his bag tonight 🎒" -> expected the
kit (2 jerseys, shorts, socks, boots, gum guard, tracksuit) plus a sleeping bag and pillow, a torch or headlamp with
spare batteries, and up to R250 pocket money. The model gives the kit and the pocket money and leaves out the
bedding and the torch.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the bedding and the torch as well as the kit, and its list left them out. Asserted: the context has the
kit line, the bedding line and the torch line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b372_zep_sports_tour_packing_list_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "seekoeivlei-u13-rugby", "rooiwal-tour-2051"
POSTS = [
    "2051-02-22T19:30 Coach Botha - RUGBY TOUR 🏉 Rooiwal Fri 31/03 - Sun 2/04. kit list: 2 match jerseys, shorts, "
    "socks, boots, gum guard (NO gum guard NO game), tracksuit for the bus. everything named!!",
    "Tues 14/03 Mrs Fourie - the Rooiwal hostel's changed its rules, boys must bring their own bedding now: a "
    "sleeping bag + a pillow. sorry for the late notice",
    "Thurs 16/03 Mrs Fourie - just heard Rooiwal's on stage 6 all weekend and the hostel has no generator 🙈 so each "
    "boy needs a torch or a headlamp pls, with spare batteries",
    "Mon 20/03 Coach Botha - pocket money R250 max, no energy drinks, phones handed in at night",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Seekoeivlei U13 rugby")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="tour group")])

question = "what must Thabo pack for the tour? doing his bag tonight 🎒"
context = ["Today is Weds 29 March 2051. You are talking to Refilwe, whose son Thabo is in Seekoeivlei Primary's U13 "
           "rugby team (tour to Rooiwal, Fri 31 March - Sun 2 April)."]
for query in ("tour packing list kit", "what to bring on tour", "hostel bedding torch pocket money"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("2 match jerseys, shorts" in c and "gum guard" in c for c in context), context
assert any("a sleeping bag + a pillow" in c for c in context), context
assert any("needs a torch or a headlamp" in c for c in context), context
with fault():
    reply = answer(f"(Refilwe) {question}", context,
                   mock="For Rooiwal: 2 match jerseys, shorts, socks, boots, his gum guard and a tracksuit for the "
                        "bus - all named - plus pocket money, R250 max.")
finish(question, expected="2 jerseys, shorts, socks, boots, gum guard, tracksuit, a sleeping bag + pillow, a torch or "
                          "headlamp with spare batteries, and up to R250 pocket money", actual=reply)
