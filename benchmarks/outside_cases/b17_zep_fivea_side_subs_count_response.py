"""Batch 17 (held out). A five-a-side team's money: Zep (sync client against the offline stand-in server), script
style.

App: Kev, captain of Dynamo Kev, posts who has paid the season's subs (GBP 45 each for the summer league) to his
Zep thread as it happens; the assistant answers from a graph edge search with litellm.

Planted fault (ResponseError, a count that misses a name in context): the subs facts in the context are "Jamal paid
his GBP 45 subs by bank transfer 2/5", "Tom and Ste both paid their subs in cash at training on Thursday", "Ollie
paid GBP 20 of his subs, rest on payday" and "Dan still hasn't paid any subs - chased him twice". Question: "How
many of the lads have paid their subs in full?" -> expected "3 (Jamal, Tom and Ste); Ollie has paid GBP 20 of 45
and Dan nothing". The answer call says 2 (Jamal and Ste), missing Tom in the joint line, though every line is in
its context.

Expected verdict: ResponseError at litellm.completion (fault() wraps the answer call). Asserted: all four subs lines
are in the context. Another reading: one could count Ollie as paid, which would make it 4, not 2.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b17_zep_fivea_side_subs_count_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "captain-kev", "kev-team-money"
NOTES = [
    "Summer league subs are GBP 45 each this season, due by the first game (Tue 12/5).",
    "Jamal paid his GBP 45 subs by bank transfer 2/5.",
    "Tom and Ste both paid their subs in cash at training on Thursday, 45 each, it's in the tin.",
    "Ollie paid GBP 20 of his subs, rest on payday (end of May he says).",
    "Dan still hasn't paid any subs - chased him twice, will ask at Tuesday's game.",
    "Pitch fee for the summer league is GBP 540 to Goals Eastfield, paid from the tin 9/5.",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Kev")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Kev")])

question = "How many of the lads have paid their subs in full?"
facts = client.graph.search_edges(GRAPH, query="paid subs each Jamal Tom Ste Ollie Dan", page_size=6).items
context = [f.fact for f in facts]
for who in ("Jamal paid", "Tom and Ste", "Ollie paid GBP 20", "Dan still hasn't"):
    assert any(who in c for c in context), (who, context)
with fault():
    reply = answer(question, context, mock="Two so far - Jamal (bank transfer on 2 May) and Ste (cash at training). "
                                           "Ollie's part-paid and Dan hasn't paid.")
finish(question, expected="3 - Jamal, Tom and Ste (Ollie has paid GBP 20 of 45, Dan nothing)", actual=reply)
