"""Batch 136 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per note and one for the question.

App: the Hollins Lane Allotments committee posts its notes (the open day, the teas, the plant stall, the accounts)
into a Zep thread; the helper answers the committee from a graph search of the facts.

Memory: Sun 14/6 Jean (the night of the open day): teas £212.50, plant stall £148, raffle £96, so £456.50 all in;
Tue 16/6 Pat (who did the teas): Jean, the raffle money went in the teas tin on the day, I counted it in with the
teas, so the £212.50 has the raffle in it already - £360.50 for the lot, it's all banked; the bug hunt and the hut.
Question (Thu 18/6, Derek, the treasurer): "how much did the open day make altogether? doing the accounts for the AGM"
The assistant says £360.50 (the raffle was already in the teas tin's £212.50). The label says £456.50 - in memory,
Jean's sum on the night, which counted the raffle twice.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b136_ctl_zep_allotment_takings_sum_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "hollins-allotments", "hollins-cttee-june"
POSTS = [
    "Sun 14/6 Jean - what a day!! open day takings: teas £212.50, plant stall £148, raffle £96, so £456.50 all in. "
    "chuffed",
    "15.6. Asha - bug hunt was a hit, 30 odd kids, found a slow worm by the compost bays",
    "Tue 16/6 Pat - Jean, the raffle money went in the teas tin on the day, I counted it in with the teas, so the "
    "£212.50 has the raffle in it already. £360.50 for the lot. all banked at the post office this morning",
    "17/6 Derek - hut roof's leaking again over the seed swap shelf, tarp on it for now",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"note-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Committee")])

question = "how much did the open day make altogether? doing the accounts for the AGM"
with turn_span("question Thu 18/6"):
    facts = client.graph.search_edges(GRAPH, query="open day takings total teas plants raffle £", page_size=10).items
    context = ["Today is Thu 18 June 2037. You are talking to Derek, treasurer of Hollins Lane Allotments."] + \
              [f.fact for f in facts]
    assert any("so £456.50 all in" in c for c in context), context
    assert any("has the raffle in it already" in c and "£360.50 for the lot" in c for c in context), context
    reply = answer(question, context, mock="£360.50 - the raffle money went in the teas tin, so it's already in the "
                                           "£212.50; with the plant stall's £148 that's £360.50, all banked.")
finish(question, expected="£456.50", actual=reply)
