"""Batch 6: a maths-tutoring app's session notes (qdrant-client ``QdrantClient(":memory:")``, ingestion in worker
threads, script style).

App: after each weekly session the tutor dictates a note; a sync job uploads a term's notes in a
``ThreadPoolExecutor`` (one ``upsert`` per note, context carried with ``memtrace_otel.bind_context``), payload
``{"student", "date", "text"}``, vectors from the offline embedder. Parents and the student ask the app's assistant
questions; it runs ``query_points`` filtered to the student with ``limit=3`` ("keep the prompt short") and answers
with litellm (``mock_response``).

Fault: ``limit=3``. The note that names Leo's recurring mistake (dropping the negative sign when a bracket has a
minus in front) uses different words from the question's, while three other notes about brackets, expanding and
"mistakes" ("no mistakes", "keep practising expanding") rank above it, so it is the 4th hit and never reaches the
prompt.
Question: "What mistake does Leo keep making when expanding brackets?"  Expected: "He drops the negative sign when
there is a minus in front of the bracket".  The app answers that he makes no mistakes with brackets.

Why RetrievalError @ qdrant.query_points: the note was written once and never changed, so the store held it at
answer time; the query that served the answer returned the top 3 and this note was ranked 4th
(``ranked_below_top_k``). Nothing earlier lost it.

Crash fix (2026-12-03, after the held-out run, by the engine's side): concurrent upserts into qdrant-client's local
mode are not thread-safe (the search results then vary between runs, with or without instrumentation: 165 of 200
threaded runs differed from the serial ranking in a plain check), so the app's own assertion failed in about one
run in ten. The workers now take a lock around the upsert, as an app using local mode from threads must; the fault,
the question and the label are unchanged.
"""
from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

from common import answer, fault, finish, setup

NAME = "b6_qdrant_tutor_notes_topk"
setup(NAME, ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

import memtrace_otel  # noqa: E402
from memtrace_otel import offline  # noqa: E402

NOTES = [  # (point id, date, note)
    (1, "2025-01-21", "Session 1: Leo solved linear equations confidently; homework is worksheet 4 on equations."),
    (2, "2025-01-28", "Session 2: Leo expanded single brackets like 3(x + 4) correctly, no mistakes; ready for "
                      "double brackets next week."),
    (3, "2025-02-04", "Session 3: when a bracket has a minus in front, Leo keeps dropping the negative sign, e.g. "
                      "he writes -(x - 3) as -x - 3; drill the sign rules."),
    (4, "2025-02-11", "Session 4: Leo expanded double brackets (x + 2)(x + 5) without mistakes; keep making him "
                      "show the grid method."),
    (5, "2025-02-18", "Session 5: simultaneous equations by elimination went well; Leo's mock is on 12 March "
                      "(Higher tier, calculator paper)."),
    (6, "2025-02-25", "Session 6: factorising quadratics: Leo is slow but accurate; keep practising expanding and "
                      "factorising together."),
]

client = QdrantClient(":memory:")
client.create_collection("tutor_notes", vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))


# qdrant-client's local mode is not thread-safe (concurrent upserts into one ":memory:" collection leave it in a
# state whose search results vary from run to run, instrumented or not), so the workers take turns at the store
_store_lock = threading.Lock()


def upload(note: tuple[int, str, str]) -> None:
    point_id, date, text = note
    vector = offline.embed([text])[0]
    with _store_lock:
        client.upsert("tutor_notes", points=[models.PointStruct(
            id=point_id, vector=vector, payload={"student": "leo", "date": date, "text": text})])


with ThreadPoolExecutor(max_workers=3) as pool:
    list(pool.map(memtrace_otel.bind_context(upload), NOTES))

stored = client.retrieve("tutor_notes", ids=[3], with_payload=True)
assert stored and "negative sign" in stored[0].payload["text"]  # in the store, unchanged, when the question comes

question = "What mistake does Leo keep making when expanding brackets?"
with fault():  # the planted fault: limit=3 leaves the note about the sign mistake out
    hits = client.query_points("tutor_notes", query=offline.embed([question])[0], limit=3, with_payload=True,
                               query_filter=models.Filter(must=[models.FieldCondition(
                                   key="student", match=models.MatchValue(value="leo"))])).points
context = [f"[{h.payload['date']}] {h.payload['text']}" for h in hits]
assert len(context) == 3 and not any("negative sign" in c for c in context), context
actual = answer(question, context,
                mock="He doesn't really make mistakes with brackets: he expanded single and double brackets "
                     "correctly; just keep him showing the grid method.")
finish(question, "He drops the negative sign when there is a minus in front of the bracket", actual)
