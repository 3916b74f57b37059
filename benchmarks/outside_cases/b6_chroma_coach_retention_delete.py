"""Batch 6: a health-coach app with a retention job (chromadb ``EphemeralClient``, script style).

App: the coach stores everything the user tells it as notes in the chroma collection ``coach_notes`` with metadata
``kind`` (``log`` for workouts and sleep, ``medical`` for clinician advice, ``goal``), ``date`` and ``ts`` (epoch
seconds). A daily retention job is meant to delete *workout logs* older than 30 days. When the user asks something,
the coach queries the user's notes (top 4) and answers with litellm (``mock_response``). Each call is its own trace.

Fault: the retention job's ``delete`` filters only on ``ts < cutoff``; the ``kind == "log"`` condition was left out.
Run on 2 May, it also deletes the physio's note of 28 March: no running until the knee MRI on 22 May (swimming and
cycling are fine). Distractors: a goal note to build up to three runs a week for a 10k in September, and recent
swim and ride logs.
Question (3 May): "Can I go for a run this weekend?"  Expected: "No, not until after the knee MRI on 22 May".  The
coach says yes, pointing at the 10k goal.

Why DeletionError @ chroma.delete: the medical note (one record, written once) held the answer; the retention
job's delete removed it (a tombstone) before the question, so no retrieval could have found it. The same call also
deleted old logs, rightly; that does not change which call removed the evidence.
"""
from __future__ import annotations

from datetime import datetime, timezone

from common import answer, fault, finish, setup

NAME = "b6_chroma_coach_retention_delete"
setup(NAME, ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402


def ts(day: str) -> int:
    return int(datetime.fromisoformat(day).replace(tzinfo=timezone.utc).timestamp())


client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("coach_notes", embedding_function=offline.chroma_embedding_function())

NOTES = [  # (id, date, kind, text)
    ("n-0318", "2025-03-18", "log", "Ran 5 km easy in 31 minutes; left knee a bit sore afterwards."),
    ("n-0325", "2025-03-25", "log", "Skipped the Tuesday run, knee swollen after stairs."),
    ("n-0328", "2025-03-28", "medical", "Physio (Dr. Hale): no running until after the knee MRI on 22 May; "
                                        "swimming and cycling are fine, keep the knee exercises daily."),
    ("n-0408", "2025-04-08", "goal", "Goal: run the Riverside 10k in September; build up to three runs a week "
                                     "over the summer."),
    ("n-0422", "2025-04-22", "log", "Swam 1.5 km at the lido, knee felt fine."),
    ("n-0427", "2025-04-27", "log", "Cycled 40 km with the club, average 24 km/h."),
    ("n-0430", "2025-04-30", "log", "Slept 7.5 hours; resting heart rate 54."),
]
for note_id, day, kind, text in NOTES:
    notes.add(ids=[note_id], documents=[text], metadatas=[{"user": "ben", "kind": kind, "date": day, "ts": ts(day)}])

# the daily retention job, run on 2 May: meant to be {"$and": [{"kind": "log"}, {"ts": {"$lt": cutoff}}]}
cutoff = ts("2025-05-02") - 30 * 86400
with fault():  # the planted fault: the kind condition is missing, medical notes older than 30 days go too
    notes.delete(where={"ts": {"$lt": cutoff}})
left = notes.get(ids=["n-0328"])
assert left["ids"] == [], left  # the fault happened: the physio's note is gone

question = "Can I go for a run this weekend?"
found = notes.query(query_texts=[question], n_results=4, where={"user": "ben"})
context = [f"[{m['date']}, {m['kind']}] {d}" for d, m in zip(found["documents"][0], found["metadatas"][0])]
assert not any("MRI" in c for c in context), context
actual = answer(question, context, history=[{"role": "system", "content": "Today is Saturday 3 May 2025."}],
                mock="Yes: your goal is to build up to three runs a week for the Riverside 10k in September, so an "
                     "easy run this weekend fits the plan.")
finish(question, "No, not until after the knee MRI on 22 May", actual)
