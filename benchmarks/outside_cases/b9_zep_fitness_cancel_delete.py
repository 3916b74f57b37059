"""Batch 9 (held out). Fitness studio booking assistant: Zep (v4 client against the in-process stand-in), one root
span per turn.

App: a member (Jonas) chats with the studio's assistant; every message goes into his Zep thread and Zep turns it into
facts on his graph. When he cancels a class, the app's cancel handler searches his facts with the cancel request and
deletes the top ``page_size=2`` hits as "the booking being cancelled" (it assumes a booking is stored as two facts:
the booking and its reminder).

Planted fault (DeletionError): "Cancel my Tuesday spin class" -- the search returns the Tuesday spin booking first and,
second, "Jonas's Thursday spin class with Noor moves to 7:15 am from 5 March" (it shares "spin class"); the handler
deletes both. Question (turn 6): "What time is my Thursday spin now?" -> expected "quarter past seven in the morning".
The assistant answers that he has no Thursday spin class booked.

Expected verdict: DeletionError at zep.graph.edge.delete of the Thursday fact (fault() wraps that one delete; the
intended Tuesday delete is outside it). Asserted: the Thursday fact existed before and is absent from the answer's
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b9_zep_fitness_cancel_delete", ["zep", "litellm"])

import zep_cloud  # noqa: E402
from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "member-jonas", "studio-chat-jonas"
server = fake_zep()
server.add_thread(THREAD, GRAPH, "Jonas")
client = zep_client(server)

MESSAGES = [
    "I bought the 10-class pack on 1 February; 6 classes are left on it.",
    "I'm booked on the Tuesday 6:30 pm spin class with Marco every week.",
    "My Thursday spin class with Noor moves to 7:15 am from 5 March.",
    "I'd like to try the Saturday 10 am mobility class sometime.",
]
for i, text in enumerate(MESSAGES, 1):
    with turn_span(f"turn-{i} member message"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Jonas")])

with turn_span("turn-5 cancel request"):
    # "Cancel my Tuesday spin class please" is a command: the handler acts on it and does not store it
    hits = client.graph.search_edges(GRAPH, query="Tuesday spin class booked", page_size=2).items
    assert len(hits) == 2 and "Tuesday" in hits[0].fact and "Thursday" in hits[1].fact, [h.fact for h in hits]
    client.graph.edge.delete(GRAPH, hits[0].uuid_)
    with fault():
        client.graph.edge.delete(GRAPH, hits[1].uuid_)

question = "What time is my Thursday spin now?"
with turn_span("turn-6 question"):
    facts = client.graph.search_edges(GRAPH, query="Thursday spin class time", page_size=5).items
    context = [f.fact for f in facts]
    assert not any("7:15" in c for c in context), context
    reply = answer(question, context, mock="I can't see a Thursday spin class booked for you at the moment.")
finish(question, expected="quarter past seven in the morning", actual=reply)
