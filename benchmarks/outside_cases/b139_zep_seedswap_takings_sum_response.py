"""Batch 139 (held out). An allotment society committee's thread: Zep facts (sync client, offline stand-in), one root
span per note and one for the question.

App: the Hollin Lane Allotments committee (Bev the secretary, Hannah, Ruth who keeps the seed library, Pete, Mo)
posts its notes - the seed swap, the skip, the trough, money - into a Zep thread; the helper answers the committee
from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have every bit of money the seed swap (Sat
28/3) made for the society: the tea + cake stall £64.20 (Bev, 28/3), Hannah's chilli stall jar £23 (28.3.), the
seed library tin £38.50 (Ruth, Sun 29th, in a note that also says the raffle's £45 is for the defibrillator fund,
not the society's), and the plant stall's £27 that Mo had in his coat pocket all weekend (Mon 30/3, in a note that
starts with the skip arriving). The model adds up three and leaves out the plant stall. Question (Tue 31/3, Bev,
for the newsletter): "how much did the swap make altogether? not the raffle, that's the defib's" -> expected
£152.70 (£64.20 + £23 + £38.50 + £27). The assistant says £125.70.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): all four amounts are in
the facts the model was given, and it still gave a total that leaves one out. Asserted: the four money lines are in
the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b139_zep_seedswap_takings_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "hollin-lane-allotments", "hollin-lane-committee-2037"
POSTS = [
    "Sat 28/3 Bev - seed swap done!! rammed from 10. tea + cake stall took £64.20, Jean's lemon drizzle gone in "
    "20 mins",
    "28.3. Hannah - chilli stall jar had £23 in, gave away all the scotch bonnets. can someone take the trestle "
    "back to the methodists",
    "Sun 29th Ruth - counted the seed library tin, £38.50, + 60 packets came in so we're up to 260. raffle made £45 "
    "but that's for the defib fund remember, not ours",
    "Mon 30/3 Pete - skip's here, already half full of someone's old shed. oh + Mo found the plant stall money in "
    "his coat pocket lol, £27, he'll drop it round to Bev",
    "Mon 30th Mo - sorry all!! trough on 9 fixed btw, was the ballcock",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"note-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Committee")])

question = "how much did the swap make altogether? not the raffle, that's the defib's"
with turn_span("question Tue 31/3"):
    facts = client.graph.search_edges(GRAPH, query="seed swap money took £ stall tin jar plant stall",
                                      page_size=10).items
    context = ["Today is Tue 31 March 2037. You are talking to Bev, secretary of Hollin Lane Allotments, writing "
               "the newsletter; the seed swap was on Sat 28 March."] + [f.fact for f in facts]
    assert any("tea + cake stall took £64.20" in c for c in context), context
    assert any("chilli stall jar had £23 in" in c for c in context), context
    assert any("seed library tin, £38.50" in c for c in context), context
    assert any("plant stall money in his coat pocket lol, £27" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="£125.70 - £64.20 from the teas, £23 from Hannah's chillies and "
                                               "£38.50 in the seed library tin.")
finish(question, expected="£152.70 - teas £64.20, chillies £23, seed library £38.50, plant stall £27",
       actual=reply)
