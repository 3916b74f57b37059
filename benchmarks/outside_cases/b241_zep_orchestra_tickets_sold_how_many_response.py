"""Batch 241 (held out). A community orchestra's concert season: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has all three ticket tallies in its facts and leaves one out of
the total.

App: Ryburn Valley Orchestra's summer concert is Sat 2nd July 2039 at Halifax Minster - Dvorak's New World and the
Haydn trumpet concerto with a local soloist. The committee's chat goes into a Zep thread - Gill (the ticket
secretary), Martin (the chairman) and Phil (front of house) - and the helper answers from a graph search of the
facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Gill's 2039-05-30T19:10 note (tickets on
sale, £12 / £6 under 18s), Gill's Tue 14th June tally - 184 sold at the library desk as of Saturday; Gill's 21/6
note - Ticketsource is at 96 online, and the library's run out of the printed ones; and Martin's Fri 24th June note
- the Rotary have taken 20 for their members, paid by cheque, they'll collect on the night (the soloist's family
have 6 comps on top, which aren't sales). Question (Tue 28/6, Phil): "how many tickets have we sold for sat? the
Minster want a number so they know how many stewards" -> expected 300 (184 at the library + 96 online + the
Rotary's 20; plus 6 comps if they want heads). The model says 280, leaving out the Rotary's 20.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the three tallies that
make 300 are all in the facts the model was given, and it added up only two of them. Asserted: the facts in the
context have 184, 96 and the Rotary's 20.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b241_zep_orchestra_tickets_sold_how_many_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ryburn-valley-orch", "summer-concert-2039"
POSTS = [
    "2039-05-30T19:10 Gill - SUMMER CONCERT 🎺 sat 2nd july Halifax Minster 7.30, tickets on sale now £12 / £6 "
    "under 18s, from the library desk or Ticketsource",
    "Tue 14th June Gill - ticket update: 184 sold at the library desk as of sat 👍 keep pushing them at work pls",
    "21/6 Gill - Ticketsource is at 96 online. library's run out of the printed ones, I've dropped another 50 in",
    "Fri 24th June Martin - the Rotary have taken 20 for their members, paid by cheque, they'll collect on the "
    "night. + the soloist's family have 6 comps on top (not sales obvs)",
    "Sun 26th Phil - stewards: need 1 per 50 in the audience + 2 on the door, Minster's rules",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ryburn Valley Orchestra")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="committee")])

question = "how many tickets have we sold for sat? the Minster want a number so they know how many stewards"
context = ["Today is Tue 28 June 2039. You are talking to Phil, front of house for Ryburn Valley Orchestra's summer "
           "concert (Sat 2 July, Halifax Minster)."]
for query in ("tickets sold", "ticket sales library online", "Rotary tickets"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("184 sold at the library desk" in c for c in context), context
assert any("Ticketsource is at 96 online" in c for c in context), context
assert any("the Rotary have taken 20" in c for c in context), context
with fault():
    reply = answer(f"(Phil) {question}", context,
                   mock="280 sold so far - 184 at the library desk and 96 online on Ticketsource. At one steward per "
                        "50 plus 2 on the door, that's 8 stewards.")
finish(question, expected="300 - 184 at the library, 96 online and the Rotary's 20 (plus 6 comps)", actual=reply)
