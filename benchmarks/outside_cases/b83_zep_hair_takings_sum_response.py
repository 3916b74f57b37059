"""Batch 83 (held out). A mobile hairdresser's takings: Zep (sync client, the offline stand-in server), facts from
Tess's day thread, script style.

App: Tess drops each client into a Zep thread as she goes round; in the evening she asks the app for the day's
takings, answered from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): Tue 11/11 - Mrs Dale's perm £55 cash; Mrs Okafor's
wash and set £24; the Pattersons, two gents' cuts at £18 each; plus a note that Gary at no 14 wants a trim next
week (not done today). All are in the facts. Question: "how much did I take today?" -> expected £115 (55 + 24 +
2 x 18). The model counts the Pattersons once and says £97.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: all three
clients' prices are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b83_zep_hair_takings_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "tess-round", "tess-round-tue-11-11"
NOTES = [
    "9.30 Mrs Dale - perm done for the christening, £55 cash, she's thrilled. took 2hrs tho, her hair's so thick",
    "Mrs Okafor wash + set £24, she's going silver next time (NOT blue)",
    "pattersons - both gents cuts, £18 each, Mr P wants his eyebrows doing next time lol",
    "Gary at no 14 flagged me down, wants a trim next tues, said £15 for a clipper cut",
    "diesel £38 at the tesco in Hadley, keep receipt",
    "running low on end papers + setting lotion",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Tess")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Tess")])

question = "how much did I take today?"
facts = client.graph.search_edges(GRAPH, query="takings today clients paid £ cash perm set cuts each",
                                  page_size=8).items
context = ["Today is Tue 11 November 2031. You are talking to Tess, the mobile hairdresser."] + \
          [f.fact for f in facts]
assert any("Mrs Dale - perm" in c and "£55" in c for c in context), context
assert any("wash + set £24" in c for c in context), context
assert any("both gents cuts, £18 each" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£97 - Mrs Dale's perm £55, Mrs Okafor £24 and the Pattersons £18.")
finish(question, expected="£115", actual=reply)
