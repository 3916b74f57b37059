"""Batch 11 (held out). Council housing repairs line: qdrant-client (in-memory), one point per repair job whose payload
``text`` is the job's current appointment note; two dispatcher threads (a ``ThreadPoolExecutor``) reschedule jobs
with ``set_payload``. Script style.

App: each job ticket is a point; its id is worked out from the block and flat number by the dispatcher's helper
(``job_point``). When a contractor moves an appointment, a dispatcher thread rewrites the ticket's ``text`` with
``set_payload``. Tenants ask the repairs assistant, which runs ``query_points`` over the jobs and answers with litellm.

Planted fault (UpdateError, overwritten): Harwood House flat 12 has a damp and mould inspection on Tuesday 6 October
2026, 1 pm to 5 pm (job HH-12-D). Flat 21 in the same block has a boiler service (job HH-21-B). The boiler contractor
moves flat 21's visit to Wednesday 7 October, 8 am to 1 pm; the contractor's sheet has the flat number with its
digits swapped ("12"), the dispatcher thread builds the point id from it, and its ``set_payload`` rewrites flat 12's
ticket with flat 21's boiler text. Question from the flat-12
tenant: "When is the damp inspector coming to my flat?" -> expected "Tuesday 6 October, between 1 pm and 5 pm". The
assistant finds no damp inspection for flat 12, only flat 21's boiler visit, and says so.

Expected verdict: UpdateError at that thread's qdrant.set_payload (fault() wraps it). Asserted: the damp inspection
text was in point HH-12 before that call and is absent from the answer's context. Another reading: none that we see
-- the other thread's set_payload (flat 7's window cleaning) is correct and touches another point.
"""
from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

from common import answer, fault, finish, setup

setup("b11_qdrant_housing_repairs_set_payload", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = QdrantClient(":memory:")
client.create_collection("repairs", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
JOBS = {
    (12, "damp"): "Job HH-12-D, Harwood House flat 12 (tenant J. Mensah): damp and mould inspection in the bathroom "
                  "and back bedroom, Tuesday 6 October 2026, 1 pm to 5 pm, surveyor from Castle Property Care.",
    (21, "boiler"): "Job HH-21-B, Harwood House flat 21: annual boiler service and gas safety check, Monday "
                    "5 October 2026, 8 am to 1 pm, Ardent Heating.",
    (7, "windows"): "Job HH-07-W, Harwood House flat 7: communal window cleaning access, Thursday 8 October 2026.",
}


def job_point(flat: int) -> int:
    return 5000 + flat


def write(flat: int, text: str) -> None:
    client.upsert("repairs", points=[models.PointStruct(id=job_point(flat), vector=offline.embed([text])[0],
                                                        payload={"block": "Harwood House", "flat": flat,
                                                                 "text": text})])


def text_of(flat: int) -> str:
    return client.retrieve("repairs", ids=[job_point(flat)], with_payload=True)[0].payload["text"]


for (flat, _), text in JOBS.items():
    write(flat, text)
assert "damp and mould" in text_of(12)

started = threading.Barrier(2)


def reschedule_boiler():  # contractor sheet says flat "12" for job HH-21-B (digits swapped); the id is built from it
    started.wait(5)
    sheet_flat = int("21"[::-1])
    new_text = ("Job HH-21-B, Harwood House flat 21: annual boiler service and gas safety check moved by Ardent "
                "Heating to Wednesday 7 October 2026, 8 am to 1 pm.")
    with fault():
        client.set_payload("repairs", payload={"text": new_text}, points=[job_point(sheet_flat)])


def reschedule_windows():
    started.wait(5)
    client.set_payload("repairs", payload={"text": "Job HH-07-W, Harwood House flat 7: communal window cleaning "
                                                   "access moved to Friday 9 October 2026, 9 am to 12 noon."},
                       points=[job_point(7)])


with ThreadPoolExecutor(max_workers=2) as pool:
    for f in [pool.submit(reschedule_boiler), pool.submit(reschedule_windows)]:
        f.result()

question = "When is the damp inspector coming to my flat? I'm in flat 12, Harwood House."
hits = client.query_points("repairs", query=offline.embed([question])[0], limit=3, with_payload=True).points
context = [h.payload["text"] for h in hits]
assert not any("damp" in c for c in context) and any("Wednesday 7 October" in c for c in context), context
reply = answer(question, context, mock="I can't see a damp inspection booked for flat 12. The only Harwood House "
                                       "visits I have are flat 21's boiler service (Wednesday 7 October, 8 am to "
                                       "1 pm) and flat 7's window cleaning.")
finish(question, expected="Tuesday 6 October, between 1 pm and 5 pm", actual=reply)
