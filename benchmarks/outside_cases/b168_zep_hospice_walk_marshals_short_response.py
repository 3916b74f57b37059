"""Batch 168 (held out). A hospice midnight walk's committee chat: Zep facts (sync client, offline stand-in), one root
span per post and one for the question; the answer call has the facts and leaves out the latest sign-ups.

App: St Anne's Hospice Midnight Walk is Sat 11th June 2039 - 10 miles round the town in the dark, starting at midnight
from the hospice, with marshals at the road crossings. The committee (Pam from events, Raj on route and marshals, Dawn
on sign-ups) keep their chat in a Zep thread; the walk's helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, from Mon 9th May, Raj's count - 24 marshals
needed, 2 at each of the 12 crossings; from 2039-05-20T21:05, Raj - 17 names on the marshal rota so far, hi vis from
the hospice shop; from Weds 1st June, Pam - the Rotary have come good, 3 more marshals, they'll do the ring road
crossing between them; and from 2/6, Dawn on the t-shirt sizes. The model works it out from the rota alone. Question
(Fri 3/6, Raj): "how many marshals are we still short? putting a shout out on facebook" -> expected 4 (24 needed, 17 on
the rota plus the Rotary's 3). The assistant says 7.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the 24 needed, the 17 on the
rota and the Rotary's 3 are all in the facts the model was given, and it left the Rotary out of the sum. Asserted: the
context has the three lines.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b168_zep_hospice_walk_marshals_short_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "st-annes-midnight-walk-2039", "midnight-walk-committee"
POSTS = [
    "Mon 9th May Raj - 24 marshals needed, 2 at each of the 12 crossings. briefing at 11pm in the marquee",
    "2039-05-20T21:05 Raj - 17 names on the marshal rota so far, hi vis coming from the hospice shop",
    "Weds 1st June Pam - Rotary have come good!! 3 more marshals, they'll do the ring road crossing between them 🙌",
    "2/6 Dawn - t-shirt sizes in, mostly M and L, 30 XXL which is a lot of XXL lol",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Midnight walk committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Midnight walk committee")])

question = "how many marshals are we still short? putting a shout out on facebook"
with turn_span("question Fri 3/6"):
    facts = client.graph.search_edges(GRAPH, query="marshals needed rota crossings", page_size=10).items
    context = ["Today is Fri 3 June 2039. You are talking to Raj, who runs the route and marshals for St Anne's Hospice "
               "Midnight Walk (Sat 11 June)."] + [f.fact for f in facts]
    assert any("24 marshals needed" in c for c in context), context
    assert any("17 names on the marshal rota" in c for c in context), context
    assert any("3 more marshals" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="7 - you need 24 and there are 17 on the rota so far.")
finish(question, expected="4 - 24 needed, 17 on the rota plus the Rotary's 3", actual=reply)
