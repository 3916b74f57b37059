"""Batch 243 (held out). A home renovation with builders: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the real reason the wall's not out yet in its context and gives a
reason the context rules out.

App: Nadia and Tom Brierley are having the wall between their kitchen and dining room taken out (Hanson & Son,
builders) in May 2049. The house chat - Nadia, Tom and Dean (the builder) - goes into a Zep thread; the helper
answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Nadia's 2049-04-22T19:10 post - the
builders start Mon 10th May, the knock-through in week 1; Dean's Thurs (20 May) post - the engineer's calcs came
back and building control want a bigger steel, a 203 not a 152, so it's reordered, it comes next Tues, and the wall
can't come out till it's here and propped - nothing to do with the weather before anyone asks, they're inside; Tom's
the 21st post - the skip's full already, swap booked; and Nadia's Sat post - rain all week forecast, Dean says the
porch roof will wait, the inside work carries on. Question (Sun 23/5, Tom's dad): "why haven't they knocked the
kitchen wall through yet? thought that was week 1" -> expected because building control wanted a bigger steel
(a 203 not a 152), it had to be reordered and comes next Tuesday. The model says it's the rain.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model
was given have the bigger steel as the reason and say it's nothing to do with the weather, and the model gave the
weather. Asserted: the context has the steel post and the rain post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b243_zep_renovation_kitchen_wall_why_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "brierley-house", "kitchen-knock-through-2049"
POSTS = [
    "2049-04-22T19:10 Nadia - builders (Hanson & Son) start mon 10th may!! knock thru kitchen/dining wk 1, steel in, "
    "then making good + the plasterer",
    "Thurs Dean - engineer's calcs are back + building control want a bigger steel, a 203 not a 152, so I've "
    "reordered it, comes next Tues. can't take the wall out till it's here + propped. nowt to do with the weather "
    "before anyone asks, we're inside 👍",
    "the 21st Tom - skip's full already 😂 swap booked for fri, Dean's lads are on the back bedroom meanwhile",
    "Sat Nadia - rain all wk forecast, Dean says the porch roof will wait, the inside stuff carries on as planned",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Brierley house")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="house chat")])

question = "why haven't they knocked the kitchen wall through yet? thought that was week 1"
context = ["Today is Sun 23 May 2049. You are talking to Tom's dad, who's been following the Brierleys' kitchen "
           "knock-through."]
for query in ("kitchen wall knock through", "why the wall isn't out yet", "rain all week forecast"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("want a bigger steel, a 203 not a 152" in c and "nowt to do with the weather" in c for c in context), \
    context
assert any("rain all wk forecast" in c for c in context), context
with fault():
    reply = answer(f"(Tom's dad) {question}", context,
                   mock="It's the weather - there's rain forecast all week, so the builders are holding off on the "
                        "knock-through till it dries up.")
finish(question, expected="building control wanted a bigger steel (a 203 not a 152) - it's reordered, comes next "
                          "Tuesday, and the wall can't come out till it's here", actual=reply)
