"""Batch 8 (held out) CONTROL. Recruiting assistant: Zep facts (v4 client against the in-process stand-in), one
root span per turn.

App: the recruiter logs candidate updates into a Zep thread; each becomes a fact on the recruiter's graph; the
assistant answers from ``graph.search_edges`` and a litellm call.

No fault: "Dana Okafor's notice period at Brightwave is three months" and "Felix Braun's notice period at Kestrel
is one month" are both facts and both retrieved. Question: "How long is Dana Okafor's notice period?" Answer "Three
months" (right). The label "one month" is wrong: it is the other candidate's value, also in the context.

Expected verdict: AnnotationError.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b8_ctl_zep_notice_label", ["zep", "litellm"])

import zep_cloud  # noqa: E402
from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "user-nora", "recruiting-nora"
server = fake_zep()
server.add_thread(THREAD, GRAPH, "Nora")
client = zep_client(server)
UPDATES = [
    "Dana Okafor's notice period at Brightwave is three months.",
    "Felix Braun's notice period at Kestrel is one month.",
    "Dana Okafor expects around EUR 78,000 base salary.",
]
for i, text in enumerate(UPDATES):
    with turn_span(f"turn-{i + 1}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Nora")])

question = "How long is Dana Okafor's notice period?"
with turn_span("turn-4 question"):
    facts = client.graph.search_edges(GRAPH, query="notice period Dana Okafor", page_size=3).items
    context = [f.fact for f in facts]
    assert any("three months" in c for c in context) and any("one month" in c for c in context), context
    reply = answer(question, context, mock="Dana Okafor's notice period is three months.")
finish(question, expected="one month", actual=reply)
