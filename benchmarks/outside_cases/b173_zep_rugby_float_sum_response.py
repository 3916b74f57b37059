"""Batch 173 (held out). A rugby club's mini festival money: Zep facts (sync client, offline stand-in), one root span per
post and one for the question; the answer call has every float in the facts and leaves one out of the sum.

App: Oldfield Park RFC's mini festival is Sun 28th April 2041 - U7 to U12 sides from round the county, £20 a team at
the gate, burgers off the barbecue, a tuck shop, the bar in the clubhouse. Gill (treasurer), Kev (mini section chair)
and Jo keep the festival committee chat in a Zep thread; the club's helper answers them from a graph search of the
facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, from 14/3 Gill, the floats - gate £50 in
pound coins, burger bar £80 (mostly fivers + coins); from 22.3. Gill, the raffle's all pre-sold tickets so no float
for that; from Tue 2nd Apr Jo, the tuck shop's back this year in the clubhouse porch and she wants £30 in change; from
2041-04-20T09:15 Kev, the bar's all on the card machine now so no float for the bar, burgers 400 + 300 buns. The model
adds the gate and the burger bar and leaves the tuck shop out. Question (Thu 25/4, Gill): "how much float do I need to
get out of the bank for sunday?" -> expected £160 (£50 gate + £80 burgers + £30 tuck shop). The assistant says £130.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): all three floats are in
the facts the model was given, and it left the £30 tuck-shop float out of the sum. Asserted: the gate/burger-bar,
tuck-shop, raffle and bar lines are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b173_zep_rugby_float_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "oldfield-park-rfc-2041", "mini-fest-committee"
POSTS = [
    "14/3 Gill - floats for the mini fest 💷 gate £50 in pound coins, burger bar £80 (mostly fivers + coins). teams "
    "pay £20 on the gate, cash or card",
    "22.3. Gill - raffle's all pre-sold tickets this yr so no float needed for that 👍",
    "Tue 2nd Apr Jo - tuck shop's back this yr!! in the clubhouse porch, sweets + crisps + fruit shoots, I'll need £30 "
    "in change for it pls Gill",
    "2041-04-20T09:15 Kev - bar's all on the card machine now so no float for the bar. burgers 400 from Dawsons + 300 "
    "buns, Rob on the bbq from half 11",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Mini fest committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Mini fest committee")])

question = "how much float do I need to get out of the bank for sunday?"
with turn_span("question Thu 25/4"):
    facts = client.graph.search_edges(GRAPH, query="float cash change gate burger tuck shop bar raffle",
                                      page_size=10).items
    context = ["Today is Thu 25 April 2041. You are talking to Gill, treasurer of Oldfield Park RFC, about the mini "
               "festival (Sun 28 April)."] + [f.fact for f in facts]
    assert any("gate £50 in pound coins, burger bar £80" in c for c in context), context
    assert any("£30 in change" in c and "tuck shop" in c for c in context), context
    assert any("no float needed" in c for c in context), context
    assert any("no float for the bar" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="£130 - £50 in pound coins for the gate and £80 for the burger bar. "
                                               "The raffle and the bar don't need one.")
finish(question, expected="£160 - £50 gate, £80 burger bar, £30 tuck shop", actual=reply)
