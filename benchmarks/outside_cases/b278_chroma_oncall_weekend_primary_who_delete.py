"""Batch 278 (held out). A small software team's on-call: chromadb collection of the team's rota and incident
notes, one root span per note, one for the tidy-up and one for the question; the tidy-up deletes, by a metadata
filter, the incident notes of closed incidents, and one of them also carried a weekend rota swap.

App: the five-person platform team at Brightloop (a small SaaS shop) runs a weekly on-call rota - a primary and a
secondary, weekends included - and keeps its rota notes, incident notes and runbook notes in one chroma collection
(metadata ``kind``: rota, incident, runbook; incidents also ``status``). Once a month Tom (the team lead) deletes
the notes of closed incidents, whose write-ups live in the postmortem doc. The support lead asks the helper who's
on call.

Planted fault (DeletionError): the rota note (2051-01-27T16:00) has w/e 25-26 Feb primary Tom, secondary Ruth.
Tom's incident note for INC-412 (Tue 14/2, the queue backlog, closed) ends with, in passing, "btw swapped w/ Alex
for the wknd of the 25th, he's primary sat+sun, I'll do his 11-12 Mar - rota sheet not updated yet". Tom's tidy-up
(Weds 22/2) deletes the closed incidents' notes, that one with them. Question (Fri 24/2, Nadia, support lead): "who's
primary on call this wknd? need a name for the escalation line on the status page" -> expected Alex (swapped with
Tom). The assistant says Tom.

Expected verdict: DeletionError at chroma's delete (the tidy-up, wrapped in fault()): the INC-412 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on Alex or a swap); the rota note's "primary Tom" for the 25-26 Feb is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b278_chroma_oncall_weekend_primary_who_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SWAP = ("Tue 14/2 INC-412 (Tom) - queue backlog on the webhooks worker, ~40 min delay, scaled to 6 replicas + it "
        "drained by 23:10. root cause a stuck consumer after the redis failover, CLOSED, PM in the doc. btw swapped "
        "w/ Alex for the wknd of the 25th, he's primary sat+sun, I'll do his 11-12 Mar - rota sheet not updated yet")
NOTES = [
    ("n1", {"kind": "rota", "by": "Tom"},
     "2051-01-27T16:00 ON-CALL ROTA feb 📟 wk of 6th primary Ruth / sec Alex, wk of 13th Jamal / Priti, wk of 20th "
     "Ruth / Jamal, w/e 25-26 Feb primary Tom, secondary Ruth. swaps - sort it between u + tell me"),
    ("n2", {"kind": "runbook", "by": "Ruth"},
     "3/2 runbook - if the webhooks queue backs up >10k, scale the worker first, THEN page. pager is PagerDuty, "
     "escalation after 15 mins to secondary"),
    ("n3", {"kind": "incident", "status": "closed", "by": "Jamal"},
     "8.2. INC-407 (Jamal) - cert expired on the status page domain 🤦 renewed by 09:40, CLOSED. auto-renew fixed"),
    ("n4", {"kind": "incident", "status": "closed", "by": "Tom"}, SWAP),
    ("n5", {"kind": "incident", "status": "open", "by": "Priti"},
     "Mon 20th Feb INC-419 (Priti) - intermittent 502s from the EU LB, watching, ticket w/ the cloud provider. OPEN"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("brightloop-platform-oncall",
                                        embedding_function=offline.chroma_embedding_function())
for nid, meta, text in NOTES:
    with turn_span(f"note-{nid}"):
        notes.add(ids=[nid], documents=[text], metadatas=[meta])
assert notes.count() == len(NOTES)

question = "who's primary on call this wknd? need a name for the escalation line on the status page"
with turn_span("tidy-up Weds 22/2"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert SWAP in before, before
    with fault():
        notes.delete(where={"$and": [{"kind": "incident"}, {"status": "closed"}]})

with turn_span("question Fri 24/2"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Fri 24 February 2051. You are talking to Nadia, Brightloop's support lead."] + hits
    assert SWAP not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("alex for the wknd", "swapped", "11-12 mar")), stored
    assert any("w/e 25-26 Feb primary Tom, secondary Ruth" in c for c in context), context
    reply = answer(question, context, mock="Tom's primary this weekend (Sat 25 - Sun 26 Feb), with Ruth as secondary.")
finish(question, expected="Alex - Tom swapped the weekend of the 25th with him", actual=reply)
