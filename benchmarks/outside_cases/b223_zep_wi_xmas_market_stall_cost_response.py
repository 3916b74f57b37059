"""Batch 223 (held out). A WI's Christmas market: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has the town council's grant in its facts and works the sum from the old price
anyway.

App: Church Stretton WI hold their Christmas market on Sat 11th December 2049 in the Silvester Horne Institute,
10-3 - members' stalls and outside traders, mulled wine, carols with the Methodist choir at 1.30pm. The committee's
chat goes into a Zep thread; the helper answers members from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Ann's 2049-09-30T14:10 post - stalls £12 a
pitch, tables £3 each from the Institute, bring your own cloth; her Weds 3 Nov post - the town council have given
us a grant for the market, so members' pitches are free this year, outside traders still £12, tables are still £3
from the Institute; Gill's 16th nov post on the mulled wine; and Ann's Tue 23rd post on the carols. Question (Thu
9/12, Pat, a WI member doing the jam and chutney stall): "how much do I owe for my stall sat? jams + chutneys, I'll
need 2 tables" -> expected £6 (a member's pitch is free this year; 2 tables at £3). The model says £18 (£12 + 2 x £3).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have both the £12 pitch and the grant that makes members' pitches free, and the model worked the sum from the
first. Asserted: the context has the £12 pitch, the £3 tables and the free members' pitches.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b223_zep_wi_xmas_market_stall_cost_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "church-stretton-wi", "xmas-market-2049"
POSTS = [
    "2049-09-30T14:10 Ann - XMAS MARKET 🎄 sat 11th dec, the Institute 10-3. stalls £12 a pitch, tables £3 each from "
    "the Institute, bring ur own cloth. set up from 8.30",
    "Weds 3 Nov Ann - good news!! town council have given us a grant for the market 🙌 so members' pitches are FREE "
    "this yr, outside traders still £12. tables still £3 from the Institute, pay on the day",
    "16th nov Gill - mulled wine from 11, I'll do 2 urns, £2.50 a cup, need someone on the urn 12-1.30pm",
    "Tue 23rd Ann - carols w/ the Methodist choir 1.30pm by the door, words on the screen, mince pies after",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Church Stretton WI")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="WI market committee")])

question = "how much do I owe for my stall sat? jams + chutneys, I'll need 2 tables"
context = ["Today is Thu 9 December 2049. You are talking to Pat, a Church Stretton WI member who's doing the jam "
           "and chutney stall at the Christmas market (Sat 11 December)."]
for query in ("how much is a stall", "table hire", "pitch price", "grant"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("stalls £12 a pitch, tables £3 each" in c for c in context), context
assert any("members' pitches are FREE this yr" in c for c in context), context
with fault():
    reply = answer(f"(Pat) {question}", context,
                   mock="£18 - £12 for the pitch plus £3 each for the 2 tables from the Institute.")
finish(question, expected="£6 - members' pitches are free this year (the town council grant), so just the 2 tables "
                          "at £3", actual=reply)
