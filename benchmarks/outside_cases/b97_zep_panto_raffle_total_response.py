"""Batch 97 (held out). A village panto's raffle: Zep (sync client, the offline stand-in server), facts from the
raffle organiser's thread, script style.

App: Tony runs the raffle for the Little Brampton Players' panto and drops notes into a Zep thread each night; the
front-of-house helper answers from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): the facts say Thursday (first night) made £212 with the
float taken out, Friday £305.50, the Saturday matinee had no raffle (the Brownies had the hall straight after), and
Saturday night £398. Question (Mon 15/12, Pauline, for the parish magazine): "how much did the raffle make
altogether this year? for the parish mag" -> expected £915.50 over the three nights. The model adds up Friday and
Saturday only and says £703.50.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the three
nights' takings are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b97_zep_panto_raffle_total_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "lbp-panto-foh", "lbp-panto-raffle-tony"
NOTES = [
    "raffle thurs 11th (1st night) made £212 once I'd taken the £30 float out, not bad for a wet night",
    "fri raffle £305.50!! the hamper went down a storm, sold out of strips by the interval",
    "sat matinee - no raffle, the Brownies had the hall straight after for their tea",
    "sat eve raffle £398, last night crowd always generous. all cash now in the FOH tin for Geoff",
    "prizes were the Co-op hamper, meal for 2 at the Bell, and Edna's knitted panto goose",
    "float £30 went back in the FOH cash box, thx Pauline",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Tony")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Tony")])

question = "how much did the raffle make altogether this year? for the parish mag"
facts = client.graph.search_edges(GRAPH, query="raffle made takings thurs fri sat night total £",
                                  page_size=8).items
context = ["Today is Mon 15 December 2036. You are talking to Pauline, front of house."] + [f.fact for f in facts]
assert any("made £212" in c for c in context), context
assert any("£305.50" in c for c in context), context
assert any("£398" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£703.50 - £305.50 on the Friday and £398 on the Saturday night.")
finish(question, expected="£915.50 across the three nights", actual=reply)
