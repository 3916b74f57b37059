"""Batch 82 (held out). A parish council's footpath survey: Zep (sync client, the offline stand-in server), facts
from the footpaths officer's thread, script style.

App: Geoff, footpaths officer of Ashby Parva parish council, drops the walkers' progress into a Zep thread; the app
answers from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): the survey covers 46 stiles on the parish's 14 paths;
Marion has done the 18 on FP1-FP6; Ken has done the 9 on FP7-FP9 (he says 2 are rotten). All are in the facts.
Question (Mon 12/5): "how many stiles have we still got to look at?" -> expected 19 (46 - 18 - 9). The model
leaves Ken's out and says 28.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the total,
Marion's 18 and Ken's 9 are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b82_zep_parish_stiles_left_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ashby-parva-footpaths", "ashby-parva-geoff"
NOTES = [
    "survey brief from the county: all 46 stiles on our 14 paths, condition 1-5 + photo, forms back by end of June",
    "Marion's finished FP1 to FP6 - that's 18 stiles done, 3 need new steps, one by the ford is a 5 (lethal)",
    "Ken walked FP7, 8 + 9 on sat w his grandson, 9 stiles looked at, 2 rotten posts on FP8, photos on the drive",
    "Brian has FP10-FP14 but his knee's playing up, might not be til june",
    "the kissing gate at Home Farm (FP3) isn't a stile so don't count it - Marion asked",
    "county will pay 50% towards replacing stiles w gates if the landowner agrees, forms from Sue the clerk",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Geoff")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Geoff")])

question = "how many stiles have we still got to look at?"
facts = client.graph.search_edges(GRAPH, query="stiles done survey FP paths left how many walked finished",
                                  page_size=8).items
context = ["Today is Mon 12 May 2031. You are talking to Geoff, the parish footpaths officer."] + \
          [f.fact for f in facts]
assert any("all 46 stiles on our 14 paths" in c for c in context), context
assert any("18 stiles done" in c for c in context), context
assert any("9 stiles looked at" in c for c in context), context
with fault():
    reply = answer(question, context, mock="28 - Marion's done 18 of the 46, so Ken's and Brian's paths are still "
                                           "to do.")
finish(question, expected="nineteen", actual=reply)
