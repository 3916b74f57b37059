"""Batch 277 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(each walker files their own notes), then the question's query.

App: Pawprints (dog walkers in Huddersfield - Lisa runs it, Marcus does weekends and cover) keep notes on each dog
in one qdrant collection; the helper answers the walkers from the 5 nearest notes.

Memory: Lisa, 2053-04-02T09:30 - Bella (Mrs Kapoor's rescue greyhound) is ON LEAD ALWAYS, no recall at all, she'd
be gone after a rabbit; Marcus, 15/4 - Bella's finished her 6 weeks of recall training with the trainer, Mrs K's
thrilled; Lisa, Fri 2nd May - Mrs Kapoor says Bella can go off lead in the fenced dog field at Beaumont Park now,
gate shut, still on lead everywhere else and round the lake; Marcus, 6/5 - her muzzle's on the hook in the porch,
she wears it in the field with other dogs. Question (Mon 12/5, Jo, covering): "can Bella go off lead? taking her to
Beaumont Park tmrw w/ Monty" The assistant says yes, in the fenced dog field at Beaumont Park with the gate shut and
her muzzle on, on lead everywhere else. The label says no - on lead always, she has no recall.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b277_ctl_qdrant_dog_walkers_bella_off_lead_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "pawprints-dogs-2053"
NOTES = {
    "lisa": [
        (1, "2053-04-02T09:30 Bella (Mrs Kapoor's rescue greyhound 🐕) - ON LEAD ALWAYS, no recall at all, she'd be "
            "gone after a rabbit + we'd never see her again. harness not collar, she backs out of collars"),
        (2, "Fri 2nd May - Mrs Kapoor says Bella can go off lead in the fenced dog field at Beaumont Park now 🎉 "
            "gate shut!! still on lead everywhere else + round the lake"),
    ],
    "marcus": [
        (3, "15/4 Bella's finished her 6 wks of recall training w/ the trainer, Mrs K's thrilled, whistle's in "
            "her bag"),
        (4, "6/5 Bella's muzzle's on the hook in the porch, she wears it in the field w/ other dogs (she's fine, "
            "it's just in case w/ the little ones)"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "can Bella go off lead? taking her to Beaumont Park tmrw w/ Monty"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 12 May 2053. You are talking to Jo, a Pawprints walker covering Bella's walk tomorrow."] + hits
assert any("ON LEAD ALWAYS, no recall at all" in c for c in context), context
assert any("can go off lead in the fenced dog field at Beaumont Park now" in c for c in context), context
reply = answer(question, context, mock="Yes, but only in the fenced dog field at Beaumont Park with the gate shut - "
                                       "muzzle on if there are other dogs. On lead everywhere else, and round the "
                                       "lake.")
finish(question, expected="no - on lead always, she has no recall", actual=reply)
