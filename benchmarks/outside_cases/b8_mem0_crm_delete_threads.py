"""Batch 8 (held out). Sales CRM copilot: mem0 Memory (infer=False), notes ingested from worker threads, script
style.

App: the CRM sync pushes contact notes into mem0 with four worker threads (``memory.add(..., infer=False)`` with
the company and contact in metadata; embeddings from the local model server, qdrant in memory). A GDPR erasure job
handles "forget me" requests: it searches the requester's name and deletes the hits -- but it filters the hits by
company instead of by contact.

Planted fault (DeletionError): Tom Becker (Globex) asks to be erased. The job searches "Tom Becker Globex" and
deletes every hit whose metadata company is "Globex", which includes "Globex: Ana Ruiz (VP Operations) signs off
on any purchase over $50,000." Question: "Globex's order is $72,000 -- who has to sign it off?" -> expected "Ana
Ruiz, VP Operations". The copilot answers "I don't know who approves purchases at Globex."

Expected verdict: DeletionError at mem0.delete of Ana's note (fault() wraps that one call; Tom's deletes are
outside). Asserted: Ana is absent from the answer's context.
"""
from __future__ import annotations

import tempfile
from concurrent.futures import ThreadPoolExecutor

from common import answer, fault, finish, setup

setup("b8_mem0_crm_delete_threads", ["mem0", "litellm"])

import b3_support  # noqa: E402,F401  (puts tests/support on sys.path)
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402
from memtrace_otel.local_model import LocalModelServer  # noqa: E402

NOTES = [
    ("Globex", "ana.ruiz", "Globex: Ana Ruiz (VP Operations) signs off on any purchase over $50,000."),
    ("Globex", "tom.becker", "Globex: Tom Becker is the procurement lead and runs the vendor questionnaire."),
    ("Globex", "tom.becker", "Globex: Tom Becker prefers calls on Tuesday afternoons."),
    ("Initech", "bill.l", "Initech: Bill Lumbergh wants a demo of the reporting module in Q2."),
    ("Initech", "peter.g", "Initech: Peter Gibbons is the day-to-day admin for the pilot."),
    ("Umbrella", "alice.a", "Umbrella: Alice Abernathy approves anything over $20,000."),
]

with LocalModelServer() as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="crm"))

    def push(note):
        company, contact, text = note
        memory.add([{"role": "user", "content": text}], user_id="sales-team", infer=False,
                   metadata={"company": company, "contact": contact})

    with ThreadPoolExecutor(max_workers=4) as pool:
        list(pool.map(push, NOTES))

    # GDPR erasure for Tom Becker
    hits = memory.search("Tom Becker Globex", top_k=10, filters={"user_id": "sales-team"})["results"]
    for hit in hits:
        if (hit.get("metadata") or {}).get("company") != "Globex":  # the bug: should be contact == "tom.becker"
            continue
        if "Ana Ruiz" in hit["memory"]:
            with fault():
                memory.delete(hit["id"])
        else:
            memory.delete(hit["id"])

    question = "Globex's order is $72,000 -- who has to sign it off?"
    hits = memory.search(question, top_k=5, filters={"user_id": "sales-team"})["results"]
    context = [h["memory"] for h in hits]
    assert context and not any("Ana Ruiz" in c for c in context), context
    reply = answer(question, context, mock="I don't know who approves purchases at Globex.")
finish(question, expected="Ana Ruiz (VP Operations)", actual=reply)
