"""Batch 287 (held out). A book club that meets in members' houses: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the host swap in its context and names the host from the
first rota.

App: the Luddenden Foot book group meet on the last Thursday of the month at a member's house, 7.30ish, with a
library reading-group set. Anita (who started it) and the members post in the group chat, which goes into a Zep
thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Anita's 2051-01-03T20:00 hosting rota for
the year (Jan Anita, Feb Sue, Mar Priya, Apr Tom, May Jan); Sue's 6/2 post (Feb's book, she's got wine in); Priya's
Sun 19 Feb post - so sorry, she's in Lanzarote the end of March, Tom's said he'll swap, so Tom's got March and she'll
do April; and Anita's Tue 21st Feb post (March's book, the library set at the desk). Question (Mon 20/3, Jan):
"who's got march book club? need to know whose house I'm driving to lol" -> expected Tom (he swapped with Priya,
who's away). The model says Priya.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the rota and Priya's swap with Tom for March, and the model answered from the rota. Asserted: the
context has the rota line and the swap line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b287_zep_book_club_march_host_who_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "luddenden-foot-books", "book-group-2051"
POSTS = [
    "2051-01-03T20:00 Anita - hosting rota for the yr 📚 Jan me, Feb Sue, Mar Priya, Apr Tom, May Jan. last thurs "
    "of the month, 7.30ish, bring a bottle if u like",
    "6/2 Sue - Feb book's Tom Lake, I've got wine in, parking's round the back",
    "Sun 19 Feb Priya - sooo sorry all, booked Lanzarote for the end of march 🌞 Tom's said he'll swap so Tom's "
    "got March + I'll do April",
    "Tue 21st Feb Anita - March book is The Bee Sting, library set's in (8 copies), pick up from the desk w/ ur card",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Luddenden Foot book group")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="group chat")])

question = "who's got march book club? need to know whose house I'm driving to lol"
context = ["Today is Mon 20 March 2051. You are talking to Jan, a member of the Luddenden Foot book group (March "
           "meeting Thu 30 March)."]
for query in ("who is hosting in March", "hosting rota", "whose house is book club at"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Mar Priya, Apr Tom" in c for c in context), context
assert any("Tom's said he'll swap so Tom's got March" in c for c in context), context
with fault():
    reply = answer(f"(Jan) {question}", context,
                   mock="Priya's hosting March - it's her month on the rota. Thursday 30th, 7.30ish.")
finish(question, expected="Tom - he swapped with Priya, who's in Lanzarote at the end of March", actual=reply)
