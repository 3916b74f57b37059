"""Batch 137 (held out). A sea scout group's leaders' chat: Zep facts (sync client, offline stand-in), one root span
per message and one for the question.

App: the leaders of 1st Wivenhoe Sea Scouts post into a Zep thread as they sort the May boating weekend (boats
borrowed from Brightlingsea Sailing Club, crews, kit, money); the helper answers the leaders from a graph search of
the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Skip's 12/5 note - the SC confirmed the
Wayfarer for Saturday at £40 and two Toppers at £15 each; Anna's 13.5. note, which starts with the kit (BAs
counted, 3 need new crotch straps) and only then says she's also booked the SC's RS Quest for the Sunday, £35, as
there are 6 more coming Sunday; and Dave's Tue 14th note that the SC want £20 for launching the safety rib off
their slip, on the same invoice. The model adds up the Wayfarer, the Toppers and the launch fee and leaves out the
Quest. Question (Fri 15/5, Gill, the group treasurer): "how much do we owe Brightlingsea SC altogether for the wkend?
want to pay them in one go" -> expected £125 (£40 + £30 + £35 + £20). The assistant says £90.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): all four charges are
in the facts the model was given, and it still gave a total that leaves one out. Asserted: the four charges are in
the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b137_zep_seascouts_boat_hire_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "wivenhoe-sea-scouts", "wivenhoe-leaders-may"
POSTS = [
    "12/5 Skip - Brightlingsea SC have confirmed: Wayfarer for sat £40, + 2 toppers £15 each. they want it all on "
    "one invoice, pay by the wkend",
    "13.5. Anna - BAs counted, 22 good, 3 need new crotch straps (ordered). oh I also booked the SC's RS Quest for "
    "sun, £35, as we've 6 more coming sunday (the Beavers' big brothers)",
    "Tue 14th Dave - SC want £20 for launching the rib off their slip, said stick it on the same invoice",
    "14/5 Skip - minibus MOT'd fine. Gill's doing the money, pls send her receipts",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Leaders")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"message-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Leaders")])

question = "how much do we owe Brightlingsea SC altogether for the wkend? want to pay them in one go"
with turn_span("question Fri 15/5"):
    facts = client.graph.search_edges(GRAPH, query="Brightlingsea SC boat hire invoice £ Wayfarer toppers Quest rib",
                                      page_size=10).items
    context = ["Today is Fri 15 May 2037. You are talking to Gill, treasurer of 1st Wivenhoe Sea Scouts."] + \
              [f.fact for f in facts]
    assert any("Wayfarer for sat £40" in c and "2 toppers £15 each" in c for c in context), context
    assert any("RS Quest for sun, £35" in c for c in context), context
    assert any("£20 for launching the rib" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="£90 - the Wayfarer £40, two Toppers at £15 (£30) and £20 to launch "
                                               "the rib, all on the one invoice.")
finish(question, expected="£125 - Wayfarer £40, 2 Toppers £30, the RS Quest £35 and the rib's launch £20",
       actual=reply)
