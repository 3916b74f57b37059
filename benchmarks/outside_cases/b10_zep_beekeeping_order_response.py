"""Batch 10 (held out). Beekeepers' association apiary-log assistant: Zep (v4 client against the in-process stand-in),
script style.

App: a member logs what they did at their apiary by chatting to the association's assistant; every message goes into
their Zep thread, and Zep turns it into facts on their graph. Questions are answered from ``graph.search_edges`` and
litellm.

Planted fault (ResponseError, "which came first"): the member logged "I treated all four hives for varroa with oxalic
acid on 28/01/2026" and, later, "First swarm call-out of the year: a cast in a hedge on Mill Lane, May 11th". Both
facts are in the context. Question: "Which came first this year, the varroa treatment or my first swarm call-out?"
-> expected "The varroa treatment (end of January), over three months before the swarm in May". The model answers
that the swarm call-out came first.

Expected verdict: ResponseError at the answer's litellm.completion (inside fault()). Asserted: both dated facts are
in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b10_zep_beekeeping_order_response", ["zep", "litellm"])

import zep_cloud  # noqa: E402
from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "member-owen-pryce", "apiary-log-owen"
server = fake_zep()
server.add_thread(THREAD, GRAPH, "Owen")
client = zep_client(server)

LOG = [
    "I treated all four hives for varroa with oxalic acid on 28/01/2026.",
    "I marked the queen in hive 3 with a blue dot during the April inspection.",
    "First swarm call-out of the year: a cast in a hedge on Mill Lane, May 11th. Hived it in the spare nuc.",
    "I'm planning the honey harvest for the last week of July.",
]
for text in LOG:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Owen")])

question = "Which came first this year, the varroa treatment or my first swarm call-out?"
facts = client.graph.search_edges(GRAPH, query="varroa treatment first swarm call-out", page_size=4).items
context = [f.fact for f in facts]
assert any("28/01/2026" in c for c in context) and any("May 11th" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Your first swarm call-out came first; the varroa treatment was after "
                                           "it.")
finish(question, expected="The varroa treatment (end of January), over three months before the swarm in May",
       actual=reply)
