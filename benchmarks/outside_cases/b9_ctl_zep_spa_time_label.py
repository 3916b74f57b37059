"""Batch 9 (held out), wrong-label control. Hotel concierge chat: Zep (v4 client against the in-process stand-in),
one root span per turn.

App: a guest (Amira) chats with the hotel's concierge assistant; her messages go into her Zep thread and become facts
on her graph; the assistant answers from ``graph.search_edges`` with litellm.

No fault: Amira says her own spa treatment is Saturday at 4 pm and that her husband Karim's massage is Saturday at
5:30 pm. Question: "What time is my spa appointment on Saturday?" -> the assistant answers "4 pm" (right). The label
is "5:30 pm" -- Karim's massage, on the same day.

Expected verdict: AnnotationError (the label's time is attached to another person's booking).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b9_ctl_zep_spa_time_label", ["zep", "litellm"])

import zep_cloud  # noqa: E402
from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "guest-amira-room-512", "concierge-512"
server = fake_zep()
server.add_thread(THREAD, GRAPH, "Amira")
client = zep_client(server)
MESSAGES = [
    "I booked the hot stone spa treatment for Saturday at 4 pm.",
    "My husband Karim has a deep tissue massage at the spa on Saturday at 5:30 pm.",
    "I'd like a table for two at the rooftop restaurant on Saturday at 8 pm.",
]
for i, text in enumerate(MESSAGES, 1):
    with turn_span(f"turn-{i} guest message"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Amira")])

question = "What time is my spa appointment on Saturday?"
with turn_span("turn-4 question"):
    facts = client.graph.search_edges(GRAPH, query=question, page_size=4).items
    context = [f.fact for f in facts]
    assert any("4 pm" in c for c in context) and any("5:30 pm" in c for c in context), context
    reply = answer(question, context, mock="Your hot stone treatment is on Saturday at 4 pm.")
finish(question, expected="5:30 pm", actual=reply)
