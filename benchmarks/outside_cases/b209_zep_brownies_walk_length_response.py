"""Batch 209 (held out). A Brownies' sponsored walk: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the shortened route in its facts and gives the old walk's length.

App: 1st Much Wenlock Brownies do a sponsored walk on Sat 9th May 2048 along Wenlock Edge - checkpoints, a lunch stop,
sponsor money for the unit's camp. The leaders' and parents' WhatsApp goes into a Zep thread; the helper answers
parents from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, 2048-04-01T19:30, Brown Owl - the Edge
walk, 10k from the Priory car park, about 3 hrs with the checkpoints and lunch, back by 1.30 for parents; 22/4 Snowy
Owl - walked it Sunday with her two, the Hoar Edge bit is a bog after the rain, they'll never get through in wellies;
Brown Owl - fine, they'll cut Hoar Edge and come back along the old railway line, 7k, 2 and a half hrs tops, so pick
up at 12.30 instead; Tue 5th, the forms; Jo asks about packed lunches. Question (Thu 7/5, Jo, Ellie's mum): "how long's
the walk now? trying to fit pick-up round Ellie's swimming" -> expected about 2 and a half hours (7k, pick-up 12.30).
The model says about 3 hours, back by 1.30.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): Brown Owl's "about 3 hrs"
line and her "7k, 2 and a half hrs tops" line are both in the facts the model was given, and it answered from the
first. Asserted: the context has both lines.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b209_zep_brownies_walk_length_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "1st-much-wenlock-brownies", "sponsored-walk-2048"
POSTS = [
    "2048-04-01T19:30 Brown Owl - SPONSORED WALK sat 9th may 🥾 the Edge walk, 10k from the Priory car park, about "
    "3 hrs w/ the checkpoints + lunch stop, back by 1.30 for parents",
    "22/4 Snowy Owl - walked it sun w/ my 2, the Hoar Edge bit's a bog after all the rain 😬 they'll never get thru "
    "in wellies",
    "Brown Owl - ok we'll cut Hoar Edge + come back along the old railway line, 7k, should be 2 and a half hrs tops, "
    "pick up 12.30 instead",
    "Tue 5th Brown Owl - forms back by the 16th pls, cash in an envelope w/ her name on",
    "Jo (Ellie's mum) - do they still need a packed lunch?",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "1st Much Wenlock Brownies")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="1st Much Wenlock Brownies")])

question = "how long's the walk now? trying to fit pick-up round Ellie's swimming"
context = ["Today is Thu 7 May 2048. You are talking to Jo, Ellie's mum; Ellie is in 1st Much Wenlock Brownies, "
           "whose sponsored walk is Sat 9 May."]
for query in ("sponsored walk how long", "walk route hours", "pick up time"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("about 3 hrs w/ the checkpoints" in c for c in context), context
assert any("7k, should be 2 and a half hrs tops" in c for c in context), context
with fault():
    reply = answer(f"(Jo) {question}", context, mock="About 3 hours with the checkpoints and the lunch stop - they're "
                                                     "back by 1.30.")
finish(question, expected="about 2 and a half hours - it's 7k now (Hoar Edge cut), pick-up 12.30", actual=reply)
