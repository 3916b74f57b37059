"""Batch 106 (held out), CONTROL: nothing planted; the label is wrong. Zep (sync client, the offline stand-in
server), facts from the owner's thread, script style.

App: Muddy Paws keep each owner's chat in a Zep thread; the walkers' helper answers from the graph's facts
(``graph.search_edges``).

Memory: Pickle (the Fenwicks' dachshund) is walked Tues + Thurs 11-12, short legs, 40 mins max; Mrs Fenwick says
she's working from home all next week (w/c 30/6) so she'll take him out herself on the Tuesday, just the Thursday
from us that week, and she'll leave the back door key under the frog as usual; plus other notes. Question (Fri
27/6, Josh, doing next week's plan): "which days have i got pickle next week?" The assistant says just Thursday.
The label says Tuesday and Thursday, his usual days.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b106_ctl_zep_dogwalk_pickle_days_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "muddy-paws-fenwick", "muddy-paws-fenwick-chat"
NOTES = [
    "Pickle's walks are tues + thurs 11-12, he's a sausage dog so 40 mins max, his back",
    "wfh all next wk (w/c 30th) so I'll take Pickle out myself on the tuesday - just the thursday from you that "
    "week pls! key under the frog as usual",
    "Pickle's had his booster, vet card on the fridge if you need it",
    "please don't let him off near the river, he went in after a duck last time",
    "invoice for june paid by bank transfer £88, thanks K",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Mrs Fenwick")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Mrs Fenwick")])

question = "which days have i got pickle next week?"
facts = client.graph.search_edges(GRAPH, query="Pickle walks days next week tuesday thursday", page_size=8).items
context = ["Today is Fri 27 June 2037. You are talking to Josh, planning next week's walks."] + [f.fact for f in facts]
assert any("tues + thurs 11-12" in c for c in context), context
assert any("take Pickle out myself on the tuesday" in c for c in context), context
reply = answer(question, context, mock="Just Thursday next week, 11 till 12 - Mrs Fenwick's at home and walking "
                                       "him herself on the Tuesday. Key's under the frog.")
finish(question, expected="Tuesday and Thursday - his usual two", actual=reply)
