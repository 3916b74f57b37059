"""Batch 51 (held out). A dog rescue's vet thread: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Teme Valley Dog Rescue's coordinator Anwen logs what the fosterers tell her about vet things as messages on
one Zep thread; the fosterers ask the assistant, which answers from a graph edge search. Three dogs have their
annual boosters falling before Christmas, each said in its own message with its own date format: Pepper (w/c 30
Nov), Mack (due 12.12, with his dental if he is up to it) and Bramble (she came in Dec last year, booster due 18/12); Biscuit's
was done in September.

Planted fault (ResponseError, ignored sufficient context): all three are in the facts the model got; the model names
Pepper and Mack and leaves Bramble out. Question (Sat 21/11, a fosterer): "which dogs need boosters before
christmas?" -> expected Pepper, Mack and Bramble.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the three booster
messages are in the facts the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b51_zep_rescue_boosters_list_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "teme-rescue", "teme-rescue-vet"
NOTES = [
    "Pepper's booster is due w/c 30 Nov, the Morgans will take her to Teme Vets, card's in her folder",
    "Biscuit had his booster + kennel cough in Sept so he's sorted till next year",
    "Mack's booster is due 12.12 - Kate says do it the same day as the dental if he's up to it, otherwise wait",
    "flea + worm for everyone on the 1st of the month as usual, Bravecto for the big ones",
    "Bramble came in to us last Dec so her booster is due 18/12, Sian's got it on the calendar",
    "Teme Vets closed 25-26 Dec + 1 Jan, out of hours is Severn Vets in Worcester",
    "vet bills this qtr £1,140, the Christmas fair should cover a chunk of it",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Anwen")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Anwen")])

question = "which dogs need boosters before christmas?"
facts = client.graph.search_edges(GRAPH, query="booster due Dec Nov dogs christmas", page_size=8).items
context = ["Today is Sat 21 November 2026."] + [f.fact for f in facts]
assert any("Pepper's booster is due w/c 30 Nov" in c for c in context), context
assert any("Mack's booster is due 12.12" in c for c in context), context
assert any("her booster is due 18/12" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Pepper (week of 30 Nov, the Morgans are taking her) and Mack on the "
                                           "12th, ideally with his dental. Biscuit's already done.")
finish(question, expected="three - Pepper, Mack and Bramble", actual=reply)
