"""Batch 226 (held out). A rugby club's golf day: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the new price a head in its facts and adds up at the old one anyway.

App: Presteigne RFC's golf day is Fri 11th June 2049 at Kington's Bradnor Hill - teams of 4, a Texas scramble, a
bacon roll on arrival, dinner back at the rugby club after, buggies off the golf club. Emyr (the social secretary)
and the team captains put the golf-day chat into a Zep thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Emyr's 2049-03-14T20:30 post - £40 a head,
that's the golf, a bacon roll and the dinner; Emyr's 22.3. post - buggies £25 each, paid on the day with the entry;
Emyr's 16th May post - the golf club have put the green fees up on them, so it's £45 a head now, still with the roll
and the dinner; and Iwan's Weds 2 Jun post - Old Boys A are him, Gwil, Tudor and Mostyn, with 2 buggies (Tudor's
knees). Question (Mon 7/6, Iwan): "how much do I owe for our team all in? paying on the day" -> expected £230 (4 x
£45 + 2 x £25). The model says £210 (4 x £40 + 2 x £25).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model
was given have the £45 a head, the buggy price and the team's 2 buggies, and the model added up at the old £40.
Asserted: the context has the £40, the £45, the £25 a buggy and the 2 buggies.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b226_zep_golf_day_team_cost_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "presteigne-rfc", "golf-day-2049"
POSTS = [
    "2049-03-14T20:30 Emyr - GOLF DAY ⛳ fri 11th june at Bradnor Hill, teams of 4. £40 a head, that's the golf, a "
    "bacon roll when u get there + dinner back at the club after",
    "22.3. Emyr - buggies are £25 each, pay on the day with the entry. 2 to a buggy",
    "16th may Emyr - club's put the green fees up on us 🙄 so it's £45 a head now, sorry boys, still inc the roll + "
    "the dinner",
    "Weds 2 Jun Iwan - Old Boys A: me, Gwil, Tudor + Mostyn. we'll have 2 buggies, Tudor's knees are shot",
    "4/6 Emyr - prizes sorted, nearest the pin on the 4th, longest drive on the 9th, the cup for the team",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Presteigne RFC")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="golf day chat")])

question = "how much do I owe for our team all in? paying on the day"
context = ["Today is Mon 7 June 2049. You are talking to Iwan, captain of Old Boys A in Presteigne RFC's golf day "
           "(Fri 11 June)."]
for query in ("how much is the golf day a head", "buggy price", "Old Boys A team"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("£40 a head" in c for c in context), context
assert any("so it's £45 a head now" in c for c in context), context
assert any("buggies are £25 each" in c for c in context), context
assert any("we'll have 2 buggies" in c for c in context), context
with fault():
    reply = answer(f"(Iwan) {question}", context,
                   mock="£210 all in - 4 of you at £40 a head (£160) plus 2 buggies at £25 each (£50).")
finish(question, expected="£230 - 4 x £45 a head (the green fees went up) = £180, plus 2 buggies at £25 = £50",
       actual=reply)
