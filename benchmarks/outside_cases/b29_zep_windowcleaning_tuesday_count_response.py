"""Batch 29 (held out). A window cleaner's round book: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Dean Marsh logs his round as messages on one Zep thread (new customers, ones who stop, payments, van trouble)
and asks the assistant from a graph edge search. Fourteen notes, April-May 2025.

Planted fault (ResponseError, ignored sufficient context): at the start of April the Tuesday round is fourteen
houses. Two neighbours on Orchard Way sign up from 6 May ("nos 3 + 5 Orchard Way both want doing, f+b, £18 each,
from Tues 6/5"), and the Patels at no. 12 sell up and the buyers don't want a window cleaner ("new people at 12
said no thanks, they've got a lad w a pole"). All three notes are in the model's context; it adds the two new ones
and forgets the one that stopped. Question (Mon 19/5): "how many houses on tmrw's round?" -> expected 15 (14 + 2
- 1).

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the 14-house
note, the two new customers and the Patels' buyers' no are all in the context the model got. Another reading: none
that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b29_zep_windowcleaning_tuesday_count_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "dean-round", "dean-round-log"
NOTES = [
    "Tues round as of 1/4: 14 houses - Orchard Way x6, Mill Ln x5, the 3 farm cottages on Rampton Rd. 4 wkly",
    "Weds round 11 houses, Histon, inc the Bakers (new)",
    "Van's clutch slipping, booked in at Dave's garage Fri 25/4",
    "Nos 3 + 5 Orchard Way both want doing, f+b, £18 each, from Tues 6/5. Neighbours of the Fletchers, word of mouth",
    "Tues 8/4 round done 1.15, took £236",
    "Patels at 12 Orchard Way sold up, moving out end of April, last clean Tues 8/4",
    "Thurs round - Mrs Green's dog bit my ladder lol",
    "Bought 25L of pure water resin, £64",
    "Tues 6/5 round - both new Orchard Way ones done, nice people, tea + biscuit at no.5",
    "new people at 12 Orchard Way said no thanks, they've got a lad w a pole. Shame",
    "Farm cottages want it every 8 wks in summer, dusty w the harvest but fine",
    "Dean's mum's 70th Sat 17/5, no work that wkend",
    "Mill Ln no.2 paid 2 months ahead £36",
    "May takings so far £1,104",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Dean")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Dean")])

question = "how many houses on tmrw's round?"
facts = client.graph.search_edges(GRAPH, query="Tues round houses Orchard Way new customers sold up no thanks",
                                  page_size=8).items
context = ["Today is Mon 19/5/25 (tomorrow is the Tues round)."] + [f.fact for f in facts]
assert any("Tues round as of 1/4: 14 houses" in c for c in context), context
assert any("Nos 3 + 5 Orchard Way both want doing" in c for c in context), context
assert any("new people at 12 Orchard Way said no thanks" in c for c in context), context
with fault():
    reply = answer(question, context, mock="16 - the 14 you had in April plus nos 3 and 5 Orchard Way since 6 May.")
finish(question, expected="15 - two new on Orchard Way, but no.12 dropped off", actual=reply)
