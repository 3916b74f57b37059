"""b5: a home-renovation assistant on Zep (the real zep-cloud client against the in-process stand-in of b3_support:
one fact per user message, in the user's words; searches rank facts by shared words). One root span per turn (the
app's own span). Messages carry the day they were said as ``reference_time``.

The app does not search with the user's question: it routes it to a "topic query" built from its own list of
renovation topics (rooms and materials; a trade is mapped to its material, "tiler" -> "tiles"), and asks for the top
3 facts.

Messages from Maya: 20 April "The tiler quoted three days for the bathroom, starting Monday 4 May."; then the sage green
tiles for the bathroom floor, the bathroom tiles delivered on Friday 1 May, light grey grout for the bathroom tiles,
the kitchen tiles on back order.

Planted fault: the question's ``search_edges`` runs the topic query "bathroom tiles" with ``page_size=3``: the three
facts about the bathroom tiles fill it and the tiler's quote is cut (``zep.graph.search_edges``, wrapped in
``fault()``).

Question (a number written in words in memory): "How many days will the tiler need for the bathroom?" Expected "3
days". The answer says the notes do not say.

Why RetrievalError at zep.graph.search_edges: the fact held the quote at answer time (Zep's extraction of it is never
observed, since no read returned it; per docs/attribution.md the answer's retrieval is then where it is first seen
missing); the retrieval that served the answer did not return it. Another reading: the app's query rewrite (plain
Python, no span) is the real culprit; it is inside the retrieval step, whose query it set.
"""
from __future__ import annotations

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, fault, finish, setup  # noqa: E402
import b3_support  # noqa: E402

setup("b5_zep_tiler_topic_query", ["zep", "litellm"])

import zep_cloud  # noqa: E402

GRAPH, THREAD = "user-maya", "thread-reno"
server = b3_support.fake_zep()
server.add_thread(THREAD, GRAPH, "Maya")
client = b3_support.zep_client(server)

MESSAGES = [
    ("r1", "2026-04-20T10:00:00Z", "The tiler quoted three days for the bathroom, starting Monday 4 May."),
    ("r2", "2026-04-21T10:00:00Z", "I chose the sage green tiles for the bathroom floor."),
    ("r3", "2026-04-22T10:00:00Z", "The bathroom tiles are being delivered on Friday 1 May."),
    ("r4", "2026-04-23T10:00:00Z", "We need light grey grout for the bathroom tiles."),
    ("r5", "2026-04-24T10:00:00Z", "The kitchen tiles are on back order until June."),
]
for uid, when, text in MESSAGES:
    with b3_support.turn_span(f"turn-{when[:10]}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Maya",
                                                                          uuid_=uid, reference_time=when)])

TOPICS = ["bathroom", "kitchen", "tiles", "grout", "plumbing", "electrics", "flooring"]
TRADE_TO_MATERIAL = {"tiler": "tiles", "plumber": "plumbing", "electrician": "electrics"}


def topic_query(question: str) -> str:
    words = [TRADE_TO_MATERIAL.get(w, w) for w in re.findall(r"[a-z]+", question.lower())]
    return " ".join(t for t in TOPICS if t in words)


QUESTION = "How many days will the tiler need for the bathroom?"
with b3_support.turn_span("turn-2026-04-27"):
    query = topic_query(QUESTION)
    assert query == "bathroom tiles", query
    with fault():
        edges = client.graph.search_edges(GRAPH, query=query, page_size=3).items
    context = [e.fact for e in edges]
    assert not any("tiler" in c for c in context), context  # the fault decided
    assert any("tiler" in e["fact"] for e in server._live(GRAPH))  # Zep still held the quote
    reply = answer(QUESTION, context, mock="Your notes don't say how long the tiling takes - the bathroom tiles are "
                                           "delivered on Friday 1 May.")
finish(QUESTION, "3 days", reply)
