"""Batch 193 (held out). A rugby club's sportsman's dinner: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the free place on a full table in its facts and charges for all 10.

App: Ludlow RFC's sportsman's dinner is Fri 27th Nov 2043 at the Feathers - a guest speaker, 3 courses, a raffle and
an auction for the club's new scrum machine. The committee's chat (Gethin the secretary, Sian who does the tickets)
goes into a Zep thread; the helper answers members from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have tickets at £45 a head (2043-09-02T20:00,
Gethin); Tue 22nd Sept, Gethin - the committee's agreed a full table of 10 pays for 9, one free place, to fill the
room (tables of 10 only for that, mind); 3/10, Sian - raffle strips £1 on the night, pay her by bank transfer, ref
DINNER + surname; 14th Oct, Rhys - the vets want a table, 10 of them with the two Davies boys. Question (Mon 2/11,
Rhys, collecting the vets' money): "how much do I send for the vets' table? all 10 of us, doing it by bank transfer"
-> expected £405 (a full table of 10 pays for 9 at £45). The model charges all 10 and says £450.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): every fact the sum needs
- £45 a head, a full table of 10 pays for 9, the vets are a table of 10 - is in the context the model was given, and
it left the free place out. Asserted: the context has the £45, the pays-for-9 line and the vets' table of 10.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b193_zep_rugby_dinner_table_owed_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ludlow-rfc-dinner-2043", "dinner-committee"
POSTS = [
    "2043-09-02T20:00 Gethin - SPORTSMAN'S DINNER fri 27th nov at the Feathers 🏉 7 for 7.30, tickets £45 a head, 3 "
    "courses + the speaker, lounge suits",
    "Tue 22nd Sept Gethin - committee agreed a full table of 10 pays for 9, one free place, to fill the room 👍 "
    "tables of 10 only for that mind, not 8s",
    "3/10 Sian - raffle strips £1 on the night. ticket money to me by bank transfer pls, ref DINNER + surname",
    "14th Oct Rhys - vets want a table, 10 of us with the 2 Davies boys. I'll collect + send it in one go",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ludlow RFC sportsman's dinner")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Ludlow RFC dinner")])

question = "how much do I send for the vets' table? all 10 of us, doing it by bank transfer"
context = ["Today is Mon 2 Nov 2043. You are talking to Rhys, who is collecting the money for the vets' table at "
           "Ludlow RFC's sportsman's dinner (Fri 27 Nov, the Feathers)."]
for query in ("ticket price for the dinner", "full table price", "vets table", "paying by bank transfer"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("tickets £45 a head" in c for c in context), context
assert any("a full table of 10 pays for 9" in c for c in context), context
assert any("vets want a table, 10 of us" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£450 - that's 10 tickets at £45 each. Send it to Sian by bank transfer, "
                                           "ref DINNER + your surname.")
finish(question, expected="£405 - a full table of 10 pays for 9 (9 x £45)", actual=reply)
