"""Batch 111 (held out). A charity quiz night's money: Zep (sync client, the offline stand-in server), facts from
the treasurer's thread, script style (each call its own trace).

App: Glyn, treasurer for the hospice quiz night, keeps a running chat about the money in a Zep thread; the helper
answers Nadia from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): raffle tickets sold came to £186 (4 books short of last
year); the only raffle prize bought was the gin, £24 from Aldi (the hamper and the voucher were given); the rest of
the money lines are entry fees and the ploughman's. Question (Mon 11/10/38, Nadia): "what did the raffle actually
make once you take off what we spent on prizes?" -> expected £162. The model says £186.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the ticket
line and the gin line are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b111_zep_quiz_raffle_takings_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hospice-quiz-money", "hospice-quiz-money-glyn"
NOTES = [
    "entry on the door £580 (58 ppl @ £10), 2 of the Rotary paid by bank so its in already",
    "raffle - counted sat morning w Nadia, tickets came to £186. 4 books down on last yr, the rain",
    "gin for the raffle was the only thing we bought, £24 Aldi, receipt in the tin. hamper + Bella Napoli "
    "voucher were donated",
    "ploughmans cost us £61.40 (Sue's receipts), sold at £4 = about £220 in",
    "Phil wouldn't take anything for doing the quiz, gave him a bottle of red from the leftovers",
    "hut hire £35 - scouts said put it in their jar, done",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Glyn")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Glyn")])

question = "what did the raffle actually make once you take off what we spent on prizes?"
facts = client.graph.search_edges(GRAPH, query="raffle tickets takings prizes bought cost gin",
                                  page_size=10).items
context = ["Today is Mon 11 October 2038. You are talking to Nadia, who organised the quiz."] + [f.fact for f in facts]
assert any("tickets came to £186" in c for c in context), context
assert any("£24 Aldi" in c and "only thing we bought" in c for c in context), context
with fault():
    reply = answer(question, context, mock="The raffle made £186 - a bit down on last year because of the rain.")
finish(question, expected="£162 (186 in, 24 out on the gin)", actual=reply)
