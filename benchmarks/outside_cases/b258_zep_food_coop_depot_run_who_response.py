"""Batch 258 (held out). A food co-op's bulk order: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the change of driver for the depot run in its facts and names the old one.

App: Walsden Food Co-op put in a bulk order with Suma each month; this May Suma have changed their route, so the
order is dropped at their depot and one of the members fetches it in a van for the split at the hall. The order
group's chat goes into a Zep thread; the helper answers members' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Jess's 2051-05-02T19:40 post - delivery to
the depot on Fairfield Rd this time, Mike's doing the van run as usual, Sat 10am, back to the hall for the split
about 11; Mo's 9/5 post - the order's in, £548; Mike's Thu 11th May post - the van failed its MOT (brakes), it's off
the road till the week after, Priya's borrowing her dad's Transit and she'll do the depot run Saturday, 9.30 not 10
as she's got swimming after; and Jess's Fri 12/5 post - the split volunteers, and Mike's still coming to help lift.
Question (Fri 12/5, Greg): "who's picking the order up from the depot tmrw? want to go along + help load" ->
expected Priya, in her dad's Transit, 9.30. The model says Mike, in his van at 10.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have Mike's van off the road and Priya doing the depot run, and the model named Mike. Asserted: the context has
the "Mike's doing the van run" fact and the MOT / Priya fact.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b258_zep_food_coop_depot_run_who_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "walsden-food-coop", "may-order-2051"
POSTS = [
    "2051-05-02T19:40 Jess - MAY ORDER 🌾 Suma have changed their route so it's dropped at the depot on Fairfield Rd "
    "this time not the hall. Mike's doing the van run as usual, sat 10am, back to the hall for the split 11ish",
    "9/5 Mo - order's in, £548 😮 2 sacks of lentils + Fatima's giant tub of tahini. pay by sun pls",
    "Thu 11th May Mike - bad news, van failed its MOT (brakes 🙄) so it's off the road till the wk after. Priya's "
    "borrowing her dad's Transit + she'll do the depot run sat, 9.30 not 10 as she's got swimming after",
    "Fri 12/5 Jess - split volunteers: Dan, Fatima + me. Mike's still coming to help lift, bring the sack trolley",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Walsden Food Co-op")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="order chat")])

question = "who's picking the order up from the depot tmrw? want to go along + help load"
context = ["Today is Fri 12 May 2051. You are talking to Greg, a member of Walsden Food Co-op (May order)."]
for query in ("depot run", "who is driving the van", "picking up the order from the depot"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Mike's doing the van run as usual" in c for c in context), context
assert any("van failed its MOT" in c and "she'll do the depot run sat" in c for c in context), context
with fault():
    reply = answer(f"(Greg) {question}", context,
                   mock="Mike - he's doing the van run as usual, 10am from the depot on Fairfield Rd. He'd be glad "
                        "of a hand loading.")
finish(question, expected="Priya, in her dad's Transit at 9.30 - Mike's van failed its MOT", actual=reply)
