"""Batch 8 (held out). DevOps incident assistant: Zep (v4 client against the in-process stand-in), one root span per
turn.

App: the on-call engineer (Ravi) posts incident updates into a Zep thread; Zep turns each message into a fact on
Ravi's graph. The assistant answers questions from ``graph.search_edges``. When an incident is closed, a tidy-up job
searches the graph for the incident id and deletes the "timeline chatter" facts it finds, so they do not crowd later
searches; it keeps only facts that mention "postmortem".

Planted fault (DeletionError): closing INC-2291 (turn 5), the tidy-up searches "INC-2291" and deletes every fact
without "postmortem" -- including "INC-2291: the rollback target for payments-api is v4.12.3", which the team
wanted kept for the next deploy. Question (turn 6, the next morning, payments-api erroring again): "Which version
should we roll payments-api back to?" -> expected "v4.12.3". The assistant answers "v4.11.0" (the checkout-web
rollback target of another incident, which is in its context).

Expected verdict: DeletionError at zep.graph.edge.delete of the rollback fact (fault() wraps that one delete call;
the other tidy-up deletes are outside it). Asserted: the rollback fact is gone from the answer's context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b8_zep_incident_delete", ["zep", "litellm"])

import zep_cloud  # noqa: E402
from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "user-ravi", "oncall-ravi"
server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ravi")
client = zep_client(server)

UPDATES = [
    ["INC-2288: checkout-web rollback target is v4.11.0, rolled back and stable."],
    ["INC-2291: payments-api 5xx spike started at 13:52 after the deploy of v4.13.0.",
     "INC-2291: the rollback target for payments-api is v4.12.3."],
    ["INC-2291: status page updated at 14:20, customers notified.",
     "INC-2291: error rate back under 0.1% at 14:41."],
    ["INC-2291: postmortem owner is Ravi, due Friday 20 March."],
]
for i, batch in enumerate(UPDATES):
    with turn_span(f"turn-{i + 1} incident updates"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=t, role="user", name="Ravi")
                                                     for t in batch])

with turn_span("turn-5 close INC-2291"):
    found = client.graph.search_edges(GRAPH, query="INC-2291", page_size=10).items
    for edge in found:
        if "INC-2291" not in edge.fact or "postmortem" in edge.fact:
            continue
        if "rollback target for payments-api" in edge.fact:
            with fault():
                client.graph.edge.delete(GRAPH, edge.uuid_)
        else:
            client.graph.edge.delete(GRAPH, edge.uuid_)

question = "Which version should we roll payments-api back to?"
with turn_span("turn-6 question"):
    facts = client.graph.search_edges(GRAPH, query="payments-api rollback target version", page_size=5).items
    context = [f.fact for f in facts]
    assert any("v4.11.0" in c for c in context) and not any("v4.12.3" in c for c in context), context
    reply = answer(question, context, mock="Roll payments-api back to v4.11.0.")
finish(question, expected="v4.12.3", actual=reply)
