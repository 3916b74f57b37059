"""Batch 20 (held out). A wedding photographer's client thread: Zep (sync client against the offline Zep v4
stand-in of tests/instrumentations), script style (each call its own trace).

App: Lou logs what couples tell her (emails, calls, the pre-wedding shoot) as messages on one Zep thread per
couple, and asks the assistant from a graph edge search. Sixteen notes for the Harts' wedding (Sat 13/9): venue,
timings, suppliers, family, the shot list as it grew.

Planted fault (ResponseError, ignored sufficient context): asked for the group shots the Harts want, the model
lists four and leaves out "oh and Ellie's just asked for one more group - all the cousins on the bridge, there's 14
of them", which was said in passing in a note about the pre-wedding shoot. Question: "Which group shots have the
Harts asked for?" -> expected five: both families, grandparents, Tom's rugby lot with the bride, the bridesmaids
with the Morris Minor, the cousins on the bridge.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: every requested
group, the cousins included, is in the context the model got. Another reading: none that we see; nothing was lost
from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b20_zep_wedding_shotlist_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "lou-harts", "lou-harts-notes"
NOTES = [
    "Harts - Sat 13/9 Brooksby Hall, ceremony 1pm in the orangery, full day GBP 1,650",
    "Ellie + Tom want relaxed, not too posed. Hate the 'jumping' group shot lol",
    "Group shots Ellie wants: both families together, then just the grandparents (Tom's nan is 94, needs a chair)",
    "Tom's asked for a group shot of his rugby lot with Ellie - 'they'll pick her up, warn her about the dress'",
    "Bridesmaids (5) group with the Morris Minor - it's her grandad's old car, he's driving them",
    "Venue coordinator Hayley - confetti only outside, biodegradable, on the lawn",
    "Timings: speeches before food 3.30, first dance 8pm, I finish after the first dance",
    "Pre-wedding shoot Bradgate 6/7 went great, deer everywhere. Ellie nervous but fine. Oh and Ellie's just asked "
    "for one more group - all the cousins on the bridge, there's 14 of them",
    "Florist Petals & Co setting up from 10, don't block the orangery doors",
    "Tom's mum and dad separated - keep them at different ends of the family group, Ellie asked nicely",
    "Videographer is Reel Love (Dan), agreed to stay out of each other's shots at the aisle",
    "Balance GBP 1,250 due by 2/8, reminder sent",
    "Ring shot on the old oak by the lake if the weather holds",
    "Second shooter not needed - only 80 guests",
    "Sparkler exit 10pm? - not doing it, I'm gone by 9",
    "Ellie's grandad's Morris Minor is cream, parked by the fountain for the drinks reception",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Lou")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Lou")])

question = "Which group shots have the Harts asked for?"
facts = client.graph.search_edges(GRAPH, query="group shot asked Ellie Tom families grandparents rugby bridesmaids "
                                               "cousins", page_size=10).items
context = [f.fact for f in facts]
for needle in ("both families together", "rugby lot", "Bridesmaids (5) group", "all the cousins on the bridge"):
    assert any(needle in c for c in context), (needle, context)
with fault():
    reply = answer(question, context, mock="Four: both families together, the grandparents (a chair for Tom's nan), "
                                           "Tom's rugby lot with Ellie, and the five bridesmaids with her grandad's "
                                           "Morris Minor.")
finish(question, expected="Five: both families, the grandparents, Tom's rugby lot with Ellie, the bridesmaids with "
                          "the Morris Minor, and all 14 cousins on the bridge", actual=reply)
