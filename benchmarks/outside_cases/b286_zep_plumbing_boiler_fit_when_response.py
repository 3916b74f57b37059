"""Batch 286 (held out). A plumbing and heating firm's jobs: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the rebooked date for a boiler fit in its context and gives the
first one.

App: Hirst Plumbing & Heating's office and lads put the jobs chat into a Zep thread - bookings, parts, who's on what
- and the helper answers the lads' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Lisa's 2051-05-03T09:15 booking - Mrs
Kaur, 8 Savile Park Rd, new Vaillant ecoTEC plus a magnetic filter, booked Tue 23rd May, Gaz + Ryan, a day and a
half; Gaz's Weds 17 May post - PTS rang, the Vaillant's on back order till the 30th, so he's rung Mrs Kaur and moved
her to Thu 1st June, she's fine, she's got the immersion for hot water; Lisa's 19/5 post putting Mr Dean's powerflush
in on the 23rd for Gaz on his own; and Ryan's van post. Question (Mon 22/5, Ryan): "when are we doing Mrs Kaur's boiler? need to
know if I can get to my lad's sports day on the 23rd" -> expected Thu 1st June (the Vaillant's on back order). The
model says Tuesday 23rd May.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the booking and Gaz's move to Thu 1st June with the reason, and the model gave the first date. Asserted:
the context has the 23rd May booking and the Thu 1st June move.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b286_zep_plumbing_boiler_fit_when_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hirst-plumbing", "jobs-may-2051"
POSTS = [
    "2051-05-03T09:15 Lisa - BOOKED: Mrs Kaur, 8 Savile Park Rd, new Vaillant ecoTEC + magnetic filter, tue 23rd "
    "may 8am, Gaz + Ryan, day and a half. she's got a dog, keep the back gate shut",
    "Weds 17 May Gaz - PTS rang, the Vaillant's on back order till the 30th 🙄 so I've rung Mrs Kaur + moved her to "
    "thu 1st june, she's fine w/ it, she's got the immersion for hot water",
    "19/5 Lisa - Gaz is free tue 23rd now so I've put Mr Dean's powerflush in, 3 Moor End Rd, 9am, he can do that "
    "one on his own",
    "Sat 20th Ryan - van 3's got a slow puncture, nearside back, getting it done mon dinner",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hirst Plumbing")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="jobs chat")])

question = "when are we doing Mrs Kaur's boiler? need to know if I can get to my lad's sports day on the 23rd"
context = ["Today is Mon 22 May 2051. You are talking to Ryan, a plumber at Hirst Plumbing & Heating."]
for query in ("Mrs Kaur boiler fit date", "Vaillant boiler booking", "Savile Park Rd job"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Mrs Kaur, 8 Savile Park Rd" in c and "tue 23rd may 8am" in c for c in context), context
assert any("moved her to thu 1st june" in c and "back order till the 30th" in c for c in context), context
with fault():
    reply = answer(f"(Ryan) {question}", context,
                   mock="Tuesday 23rd May, 8am, you and Gaz - so sports day's a no, sorry. It's a day and a half.")
finish(question, expected="Thu 1st June - the Vaillant's on back order so Gaz moved her; Ryan's free for sports "
                          "day on the 23rd", actual=reply)
