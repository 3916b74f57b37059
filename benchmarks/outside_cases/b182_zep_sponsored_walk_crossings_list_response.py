"""Batch 182 (held out). A primary school's sponsored walk: Zep facts (sync client, offline stand-in), script style
(each call its own trace); the answer call has the swap on one crossing and lists the old marshal.

App: Lawley Primary's sponsored walk is Fri 26th June 2043 - round the Lawley lanes and the country park, three road
crossings with a marshal on each, sponsor money for new playground markings. The walk's group chat (Mr Hughes the
deputy head, Mrs Begum and Mr Price, parent marshals, Mrs Ellis from the PTA) goes into a Zep thread; the helper
answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts found for the question have Mr Hughes's post of
2/6 (crossings: Wrockwardine Rd - him, the Shawbirch lights - Mrs Begum, the farm track by the A442 - Mr Price) and
Mrs Begum's post of Weds 10th Jun: her Ravi's hospital appointment has been moved to the 26th so she can't do the
lights - Kelly W's dad Gaz said he'll have them, he does the crossing at the juniors' footy anyway. The thread also
has the PTA's money post and Mr Price's lollipop-sign post. The model goes by the 2/6 list. Question (Mon 22/6, Mrs
Ellis): "who's on the crossings fri? doing the marshal list for the risk assessment" -> expected Mr Hughes
(Wrockwardine Rd), Gaz - Kelly W's dad (the Shawbirch lights), Mr Price (the farm track). The assistant lists Mrs
Begum on the lights.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): Mrs Begum's post that she
can't do the lights and Gaz is having them is in the facts the model was given, and it answered from the 2/6 list.
Asserted: the context has the crossings fact and Mrs Begum's swap fact.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b182_zep_sponsored_walk_crossings_list_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "lawley-primary-sponsored-walk-2043", "walk-marshals-chat"
POSTS = [
    "2/6 Mr Hughes - crossings for the walk fri 26th: Wrockwardine Rd (me), the Shawbirch lights (Mrs Begum), the "
    "farm track by the A442 (Mr Price). hi-vis from the office, kids cross in 10s",
    "Weds 10th Jun Mrs Begum - my Ravi's hospital appt's been moved to the 26th 😩 so I can't do the lights. Kelly W's "
    "dad Gaz said he'll have them, he does the crossing at the juniors' footy anyway 👍",
    "2043-06-12T15:40 Mrs Ellis (PTA) - £640 in on the online page already 🎉 forms back by 10/7",
    "Tue 16th Mr Price - I'll bring the spare lollipop sign from Mrs T, she's in school 8.30-5 if anyone needs owt",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Lawley Primary walk")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Lawley Primary walk")])

question = "who's on the crossings fri? doing the marshal list for the risk assessment"
context = ["Today is Mon 22 June 2043. You are talking to Mrs Ellis from the PTA at Lawley Primary; the sponsored walk "
           "is Fri 26 June."]
for query in ("crossing marshals for the walk", "who's on the Shawbirch lights"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("the Shawbirch lights (Mrs Begum)" in c for c in context), context
assert any("can't do the lights" in c and "Gaz said he'll have them" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Mr Hughes on Wrockwardine Rd, Mrs Begum on the Shawbirch lights and Mr "
                                           "Price on the farm track by the A442.")
finish(question, expected="Mr Hughes (Wrockwardine Rd), Gaz - Kelly W's dad (the Shawbirch lights), Mr Price (the farm "
                          "track)", actual=reply)
