"""Batch 263 (held out). A youth football league's referee appointments: Zep facts (sync client, offline stand-in),
script style (every call its own trace); the answer call has the new match fee in its facts and adds up with the
old one.

App: the Halifax & District Junior League's referees (mostly teenagers on their first badge) get their appointments
and league notices in a Zep thread run by Gill, the referees' secretary; the helper answers refs' questions from a
graph search of the facts. Refs claim their match fees from the home club's secretary on the day or by bank
transfer.

Planted fault (ResponseError, ignored sufficient context): the facts have Gill's 2050-08-14T18:00 fee sheet for the
season - U9-U11 £20, U12-U13 £25, U14-U15 £30, U16-U18 £35, cash from the home club - and her 2/3 line: the AGM
voted the older age groups up £5 from 1st March ("about time"), so U14-U15 £35 and U16-U18 £40 now, younger ones
stay the same; and her Thu 23rd line with Josh's Saturday: U13 Elland v Ovenden at 9.30 and U15 Sowerby Utd v
Halifax Irish at 11.30. Question (Sun 26/3, Josh): "how much do I put on my claim for sat? did the u13s in the
morning + the u15s after" -> expected £60 (£25 + £35). The model says £55 (£25 + £30).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the U14-U15 fee at £35 from 1st March and both of Josh's games, and the model added up with the old £30.
Asserted: the context has the fee sheet, the 1st March rise and Josh's two games.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b263_zep_referees_match_fees_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hdjl-referees", "refs-2050-51"
POSTS = [
    "2050-08-14T18:00 Gill - MATCH FEES 2050/51 ⚽ U9-U11 £20, U12-U13 £25, U14-U15 £30, U16-U18 £35. home club "
    "pays, cash on the day or BACS within the wk. no mileage unless it's over 15 miles",
    "14/10 Gill - reminder: send ur match card pic within 24 hrs, any red cards ring me same day",
    "2/3 Gill - AGM voted the older age groups up £5 from 1st March (about time 🙌) so U14-U15 £35 + U16-U18 £40 "
    "now. younger ones stay the same. clubs have been told",
    "Thu 23rd Gill - Josh, sat 25th: U13 Elland v Ovenden 9.30 @ Hullen Edge, then U15 Sowerby Utd v Halifax Irish "
    "11.30 @ Walton Lane. plenty of time between, don't rush",
    "Fri 24th Josh - yep got both, thanks Gill 👍",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "HDJL referees")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="refs chat")])

question = "how much do I put on my claim for sat? did the u13s in the morning + the u15s after"
context = ["Today is Sun 26 March 2051. You are talking to Josh, a referee in the Halifax & District Junior League."]
for query in ("match fees", "fee for U15 and U13 games", "Josh's games on Saturday 25th"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("U12-U13 £25, U14-U15 £30" in c for c in context), context
assert any("up £5 from 1st March" in c and "U14-U15 £35" in c for c in context), context
assert any("U13 Elland v Ovenden 9.30" in c and "U15 Sowerby Utd v Halifax Irish" in c for c in context), context
with fault():
    reply = answer(f"(Josh) {question}", context,
                   mock="£55 - £25 for the U13 game and £30 for the U15s.")
finish(question, expected="£60 - £25 for the U13s and £35 for the U15s (the older age groups went up £5 from 1st "
                          "March)", actual=reply)
