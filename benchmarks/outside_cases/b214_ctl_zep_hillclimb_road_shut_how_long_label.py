"""Batch 214 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Stretton Wheelers hold their hill climb up the Burway on Sun 26th Sept 2049 - riders off at one-minute gaps,
the timing at the cattle grid at the top, marshals on the bends, the road shut to traffic while it's on. The club
committee's WhatsApp group goes into a Zep thread; the helper answers riders and neighbours from a graph search of
the facts.

Memory: 2049-07-02T20:30 Nick - council have given them the road closure on the Burway, 9-12, 3 hrs; Sam - can they
get longer, last year the stragglers were still coming up at 12.15; 16th Aug Nick - council won't go past 12
because of the bus up to the gliding club, but they'll let them shut it from half 8 for setting up the timing, so
half 8 till 12; Sam - marshals in place by 8.45, bring a flask. Question (Mon 20/9, Tom, who farms at the top and
wants to move sheep): "how long's the road shut for on the sunday? need to get the ewes across" The assistant says
three and a half hours, half 8 till 12. The label says 3 hours.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b214_ctl_zep_hillclimb_road_shut_how_long_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "stretton-wheelers", "burway-hillclimb-2049"
POSTS = [
    "2049-07-02T20:30 Nick - HILL CLIMB sun 26th sept ⛰️ council have given us the road closure on the Burway, 9-12, "
    "3 hrs. first rider off 9.30",
    "Sam - can we get longer? last yr the stragglers were still coming up at 12.15 😬",
    "16th aug Nick - council won't go past 12 cos of the bus up to the gliding club, but they'll let us shut it "
    "from half 8 for setting up the timing, so half 8 till 12",
    "Sam - marshals in place by 8.45 pls, bring a flask, it's bitter up there",
    "Nick - timing at the cattle grid again, Ann + Roy on the clocks",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Stretton Wheelers committee")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="club committee")])

question = "how long's the road shut for on the sunday? need to get the ewes across"
context = ["Today is Mon 20 Sept 2049. You are talking to Tom, who farms at the top of the Burway; the Stretton "
           "Wheelers hill climb is Sun 26 Sept."]
for query in ("road closure", "road shut times", "council Burway"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("road closure on the Burway, 9-12" in c and "3 hrs" in c for c in context), context
assert any("from half 8 for setting up the timing, so half 8 till 12" in c for c in context), context
reply = answer(f"(Tom) {question}", context, mock="Three and a half hours - it's shut from half 8 till 12 (they "
                                                  "shut it early to set up the timing).")
finish(question, expected="3 hours", actual=reply)
