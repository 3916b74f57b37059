"""Batch 370 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Ashoka Towers CHS (two towers, 18 floors) have a lift AMC with Vertex Lifts, with a quarterly service when the
lifts are off for half a day. Mr. Vinod Gokhale (the secretary) and Mrs. Kamat (the treasurer) put the committee
group's messages into a Zep thread; the helper answers residents from a graph search of the facts.

Memory: Vinod, 2050-09-05T18:30 - Vertex quarterly service for both lifts on Sat 15-10, lifts off 10 am - 2 pm,
seniors kindly plan accordingly; Mrs. Kamat, 22-09-50 - AMC 2nd instalment ₹82,500 paid; Vinod, Weds 05-10-50 -
Vertex called, their technician is on leave from the 13th for Diwali, so they want to prepone the service by a
week - it'll be this Sat itself, same timings 10-2, sorry for the short notice; Vinod, Thu 06-10 - common area
electricity bill ₹41,200 recd. Question (Thu 06-10-50, Mrs. Kapoor, A-902): "which Saturday is the lift servicing?
my MIL arrives Sat morning with 2 big suitcases 😅" The assistant says this Saturday, 08-10 (preponed a week from
the 15th), lifts off 10 am - 2 pm. The label says Sat 15-10.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b370_ctl_zep_lift_service_which_sat_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ashoka-towers-chs", "lift-amc-2050"
POSTS = [
    "2050-09-05T18:30 Vinod - Vertex quarterly service for both lifts on Sat 15-10, lifts off 10 am - 2 pm 🛗 "
    "seniors kindly plan accordingly",
    "22-09-50 Mrs. Kamat - AMC 2nd instalment ₹82,500 paid to Vertex, receipt in the office file",
    "Weds 05-10-50 Vinod - Vertex called, their technician is on leave from 13th for Diwali so they want to prepone "
    "the lift service by a week - it'll be this Sat itself, same timings 10-2. Sorry for the short notice 🙏",
    "Thu 06-10-50 Vinod - common area electricity bill ₹41,200 recd, will be paid by Monday",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ashoka Towers CHS")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="MC group")])

question = "which Saturday is the lift servicing? my MIL arrives Sat morning with 2 big suitcases 😅"
context = ["Today is Thu 06-10-2050. You are talking to Mrs. Kapoor (A-902), a resident of Ashoka Towers CHS."]
for query in ("lift service date", "Vertex quarterly service Saturday", "prepone lift service"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("quarterly service for both lifts on Sat 15-10" in c for c in context), context
assert any("prepone the lift service by a week - it'll be this Sat itself" in c for c in context), context
reply = answer(f"(Mrs. Kapoor, A-902) {question}", context,
               mock="This Saturday itself, 08-10 - Vertex preponed it by a week from the 15th. Lifts will be off "
                    "10 am - 2 pm, so try to get her in before 10 or after 2.")
finish(question, expected="Sat 15-10", actual=reply)
