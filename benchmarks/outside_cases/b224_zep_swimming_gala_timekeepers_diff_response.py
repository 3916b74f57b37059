"""Batch 224 (held out). A swimming club's gala: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has the move to six lanes in its facts and works the difference from four anyway.

App: Newtown Neptunes host an open gala on Sat 2nd October 2049 at Maldwyn leisure centre - 50s and 100s, the 9
and unders to the 15 and overs, a chief timekeeper and two timekeepers a lane, a tuck shop on the balcony. Bev (the
gala secretary) and Rhod (the officials' secretary) put the committee's chat into a Zep thread; the helper answers
from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Bev's 2049-08-30T20:00 post - 4 lanes,
two timekeepers a lane, so 8 plus the chief; Rhod's 14/9 post - timekeepers so far: Gwyn, Alun, Sian, Mair and
himself, 5; Bev's Tue 21st Sep post - the leisure centre have said they can have all 6 lanes, the heats will go
quicker, still two a lane so 12 needed now (plus the chief, Glyn's doing that); and a 22.9. tuck shop post.
Question (Mon 27/9, Rhod): "how many more timekeepers have I got to find for sat?" -> expected 7 (12 needed, 5
so far). The model says 3 (8 less 5).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model
was given have the 4 lanes, the 5 signed up and the move to 6 lanes with 12 needed, and the model worked the
difference from the old lane count. Asserted: the context has the 8, the 5 names and the 12.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b224_zep_swimming_gala_timekeepers_diff_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "newtown-neptunes", "open-gala-2049"
POSTS = [
    "2049-08-30T20:00 Bev - OPEN GALA 🏊 sat 2nd oct at Maldwyn, 4 lanes, warm up 8.30-5 past 9. need 2 timekeepers "
    "a lane so 8 + the chief",
    "14/9 Rhod - timekeepers so far: Gwyn, Alun, Sian, Mair + me, that's 5 ✔ stopwatches in the officials' box",
    "Tue 21st Sep Bev - leisure centre say we can have all 6 lanes!! 🙌 heats'll go loads quicker. still 2 a lane so "
    "that's 12 timekeepers we need now, + the chief (Glyn's doing that)",
    "22.9. Bev - tuck shop on the balcony, Nia's doing hot dogs + flapjack, float from the club tin",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Newtown Neptunes")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="gala committee")])

question = "how many more timekeepers have I got to find for sat?"
context = ["Today is Mon 27 September 2049. You are talking to Rhod, the officials' secretary for Newtown Neptunes' "
           "open gala (Sat 2 October)."]
for query in ("how many timekeepers are needed", "timekeepers so far", "lanes at the gala"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("need 2 timekeepers a lane so 8 + the chief" in c for c in context), context
assert any("Gwyn, Alun, Sian, Mair + me, that's 5" in c for c in context), context
assert any("that's 12 timekeepers we need now" in c for c in context), context
with fault():
    reply = answer(f"(Rhod) {question}", context,
                   mock="3 more - you need 8 (2 a lane across the 4 lanes) and you've got 5 so far: Gwyn, Alun, "
                        "Sian, Mair and you.")
finish(question, expected="7 more - it's 6 lanes now, so 12 timekeepers (plus Glyn as chief), and 5 are signed up",
       actual=reply)
