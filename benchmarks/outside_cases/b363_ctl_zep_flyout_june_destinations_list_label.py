"""Batch 363 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Avon Vale Flying Club run a fly-out most months from their home field. Tony (the fly-out organiser) and Jan
(the CFI) post in the club chat, which goes into a Zep thread; the helper answers members' questions from a graph
search of the facts.

Memory: Tony, 2050-05-22 1900Z - June fly-outs: Sun 5th Sleap (EGCV), Sun 19th Old Sarum (EGLS), brief 0830Z,
G-ABCD + G-ABCE both days; Jan, 30/05 - students can come as P2 on the Sleap one, not Old Sarum (busy circuit);
Tony, Thu 9 June 2015Z - "NOTAM update: RA(T) for the airshow practice over Old Sarum all day Sun 19th, so cx Old
Sarum - we'll go to Compton Abbas (EGHA) instead, same times, PPR done"; Tony, 13/06 - Sleap was great, 7 went,
bacon rolls 10/10. Question (Tue 14/6, Ravi): "where are the june fly-outs going? trying to work out which ones I
can do" The assistant says Sleap on Sun 5th (been) and Compton Abbas on Sun 19th - Old Sarum was cx because of the
RA(T). The label says Sleap and Old Sarum - the first programme, before Old Sarum was cancelled.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b363_ctl_zep_flyout_june_destinations_list_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "avon-vale-fc", "flyouts-2050"
POSTS = [
    "2050-05-22 1900Z Tony - JUNE FLY-OUTS ✈ Sun 5th Sleap (EGCV), Sun 19th Old Sarum (EGLS). brief 0830Z both days, "
    "G-ABCD + G-ABCE booked, names on the sheet",
    "30/05 Jan - students can come as P2 on the Sleap one, not Old Sarum (circuit's too busy on a sun for me to "
    "be happy)",
    "Thu 9 June 2015Z Tony - NOTAM update: RA(T) for the airshow practice over Old Sarum all day Sun 19th 🙄 so cx Old "
    "Sarum - we'll go to Compton Abbas (EGHA) instead, same times, PPR done",
    "13/06 Tony - Sleap was great, 7 of us went, bacon rolls 10/10, landing £14 each",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Avon Vale FC")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="club chat")])

question = "where are the june fly-outs going? trying to work out which ones I can do"
context = ["Today is Tue 14 June 2050. You are talking to Ravi, a member of Avon Vale Flying Club."]
for query in ("june fly-outs destinations", "fly-out cancelled NOTAM", "where is the fly-out going"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Sun 5th Sleap (EGCV), Sun 19th Old Sarum (EGLS)" in c for c in context), context
assert any("cx Old Sarum" in c and "Compton Abbas (EGHA) instead" in c for c in context), context
reply = answer(f"(Ravi) {question}", context,
               mock="Two: Sleap on Sun 5th (that one's been) and Compton Abbas on Sun 19th - Old Sarum was cancelled "
                    "because of the airshow RA(T), so the 19th is the one you can still do.")
finish(question, expected="Sleap (Sun 5th) and Old Sarum (Sun 19th)", actual=reply)
