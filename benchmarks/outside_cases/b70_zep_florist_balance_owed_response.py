"""Batch 70 (held out). A wedding florist's orders: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Jess at Petal & Stem logs her chats and notes about the Okafor/Lewis wedding (Sat 20 July 2030, Frampton Court)
as messages on a Zep thread; the assistant answers from a graph edge search. The quote was £1,380 all in; Grace (the
bride) added two pedestal arrangements for the church at £90 each on the phone; she paid a 25% deposit (£345) in
January and £500 in April. Still owed: 1,380 + 180 - 345 - 500 = £715.

Planted fault (ResponseError, ignored sufficient context): the quote, the pedestals, the deposit and the April payment
are all in the facts the model gets; the model works from the quote and the two payments and leaves out the
pedestals: £535. Question (Mon 8/7, Jess, writing the final invoice): "how much has Grace still got to pay us?" ->
expected £715.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the four money
facts are in the context the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b70_zep_florist_balance_owed_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "petal-and-stem", "petal-and-stem-okafor-lewis"
NOTES = [
    "Okafor/Lewis 20.7.30 Frampton Ct - quote agreed £1,380 all in: bridal + 3 bridesmaids, 8 buttonholes, arch, 12 "
    "table centres. Grace v happy w the mood board",
    "deposit 25% in 12/1 - £345, bank transfer, ref OKAFOR",
    "Grace on the phone - can we do 2 pedestals for the church (St Mary's, the ceremony's there before Frampton) £90 "
    "each, said yes, she's fine w that, add to the final bill",
    "roses from the Dutch man for w/c 15/7, 120 stems, ordered 10/6",
    "2nd payment came thru 3/4, £500. ta Grace",
    "Frampton's coordinator (Hayley) says no naked flames on the tables, so the tealights are out, LED ones ok",
    "van booked w Tom for fri 19th + sat 20th, he wants diesel money up front lol",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Jess")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Jess")])

question = "how much has Grace still got to pay us?"
facts = client.graph.search_edges(GRAPH, query="Okafor Lewis wedding quote £ deposit payment paid pedestals extra "
                                               "final bill", page_size=8).items
context = ["Today is Mon 8 July 2030. You are talking to Jess, who is writing Grace's final invoice."] + \
          [f.fact for f in facts]
assert any("£1,380 all in" in c for c in context), context
assert any("2 pedestals" in c and "£90" in c for c in context), context
assert any("£345" in c for c in context), context
assert any("£500" in c and "3/4" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£535 - the £1,380 quote less the £345 deposit and the £500 she paid in "
                                           "April.")
finish(question, expected="£715 (the quote plus £180 for the two church pedestals, minus the 845 she's paid)",
       actual=reply)
