"""Batch 178 (held out). A town's half marathon: Zep facts (sync client, offline stand-in), one root span per post and
one for the question; the answer call has every number it needs and leaves the running club's marshals out of the
difference.

App: the Wellington Half is Sun 3rd May 2042 - one loop out through Admaston and Apley and back along Holyhead Rd.
The organisers (Kev, race director; Jo, who does the marshals; Amir, timing) keep their chat in a Zep thread; the
helper answers them from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts found for the question have Jo's 8.4. count
(the risk assessment says 42 marshals on the course, 30 signed up so far) and Kev's post of Tue 21st Apr (the Harriers
are sending 8 of theirs to marshal on the morning, they'll take the Apley stretch - "that's them sorted"); the thread
also has Amir's timing post and Jo's note about the briefing at the leisure centre, 7.45. The model takes 30 from 42
and leaves out the Harriers' 8. Question (Fri 24/4, Jo, doing a Facebook shout-out): "how many more marshals do we
still need?" -> expected 4 (42 - 30 - 8). The assistant says 12.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the 42, the 30 and the
Harriers' 8 are all in the facts the model was given, and it left the 8 out of the difference. Asserted: the context
has the 42 / 30 fact and the Harriers' 8.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b178_zep_half_marshals_short_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "wellington-half-2042", "organisers-chat"
POSTS = [
    "8.4. Jo - marshals: risk assessment says 42 on the course 🦺 30 signed up so far, mostly Admaston end still "
    "empty",
    "Tue 21st Apr Kev - Harriers are sending 8 of theirs to marshal on the morning 🙌 they'll take the Apley stretch, "
    "that's them sorted",
    "2042-04-22T09:30 Amir - timing mats at start + finish, chips on the back of the bib, results up by 1ish",
    "Thurs 23rd Jo - briefing 7.45 at the leisure centre, hi-vis + whistles + radios there, bacon butties after 🥓",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Wellington Half organisers")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Wellington Half organisers")])

question = "how many more marshals do we still need?"
with turn_span("question Fri 24/4"):
    context = ["Today is Fri 24 April 2042. You are talking to Jo, who does the marshals for the Wellington Half "
               "(Sun 3 May); she's putting a shout-out on Facebook."]
    for query in ("marshals signed up needed on the course", "who's coming to marshal on the morning"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("42 on the course" in c and "30 signed up" in c for c in context), context
    assert any("Harriers are sending 8" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="12 - the risk assessment needs 42 on the course and 30 have signed up "
                                               "so far.")
finish(question, expected="4 - 42 needed, 30 signed up + the Harriers' 8", actual=reply)
