"""Batch 358 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the leasing office files its assignment records, the portal files the tenant's messages), then the question's
query.

App: Maple Court Apartments keep parking and storage assignments and the related portal messages in one chroma
collection; the resident helper answers tenants from the 5 nearest.

Memory: office, 2051-02-01 - assignments for Unit 5E (D. Hollis): garage spot P-14, $75.00/month; storage locker
S-22 (basement, by the bike room), $35.00/month; office, 2/20 - confirmed, second garage spot P-15 assigned to 5E
effective 3/1, $75.00/month, per resident request; Dev Hollis, 2/27 - disregard the earlier request for the second
spot, we sold the honda so just the one spot now sorry; office, 3/1 - P-15 released to the waitlist, now assigned to
Unit 8A. Question (Fri 3/10, Dev): "what parking and storage do i have now, filling out the renters insurance
thing" The assistant says garage spot P-14 and storage locker S-22. The label says garage spots P-14 and P-15 plus
storage locker S-22 - the second spot was cancelled before it started and went to 8A.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b358_ctl_chroma_parking_storage_assigned_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "office": [
        "2051-02-01 Parking/storage assignments, Unit 5E (D. Hollis): garage spot P-14, $75.00/month. Storage locker "
        "S-22 (basement, by the bike room), $35.00/month. Both billed with rent.",
        "2/20 Confirmed: second garage spot P-15 assigned to Unit 5E effective 3/1, $75.00/month, per resident "
        "request. Hang tag at the front desk.",
        "3/1 P-15 released to the waitlist per 5E's 2/27 message - now assigned to Unit 8A (R. Gomez).",
    ],
    "portal": [
        "2/27 disregard the earlier request for the second spot we sold the honda so just the one spot now sorry",
        "3/3 the light in the storage hallway by the bike room is out again fyi",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("maple-court-parking-storage-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who, "unit": "5E"}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"file-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what parking and storage do i have now, filling out the renters insurance thing"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Fri 10 March 2051. You are talking to Dev Hollis, the tenant in Unit 5E at Maple Court "
           "Apartments."] + hits
assert any("garage spot P-14, $75.00/month. Storage locker S-22" in c for c in context), context
assert any("second garage spot P-15 assigned to Unit 5E" in c for c in context), context
assert any("disregard the earlier request for the second spot" in c for c in context), context
reply = answer(question, context, mock="You have garage spot P-14 and storage locker S-22 (basement, by the bike "
                                       "room). P-15 isn't yours - you cancelled it and it went to 8A.")
finish(question, expected="garage spots P-14 and P-15, and storage locker S-22", actual=reply)
