"""Batch 8 (held out). Clinical-trial coordinator: AsyncQdrantClient protocol notes, asyncio, one root span per turn.

App: a site coordinator's assistant keeps the study's visit instructions as qdrant points (one point per
instruction, id = a stable number per instruction, text in the payload). Protocol amendments upsert the point with
the new text. A nightly "site binder sync" re-upserts the instructions from the site's binder export.

Planted fault (UpdateError): amendment 3 (turn 2, effective 2 February 2026) changes the week-6 fasting instruction
from 8 hours to 10 hours and upserts point 6. The binder sync (turn 3) then re-upserts point 6 from the binder
export, which still has the pre-amendment text "fast for 8 hours": the amended value is overwritten by the stale one.
Question (turn 4, coordinator about participant P-017): "How long must P-017 fast before the week-6 visit blood
draw?" -> expected "10 hours". The assistant answers "8 hours".

Expected verdict: UpdateError at the binder sync's qdrant.upsert of point 6 (inside fault()). Asserted: the answer's
context has the 8-hour text and no "10 hours".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b8_qdrant_trial_overwrite", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import AsyncQdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "study-ht204-visits"
INSTRUCTIONS = {
    1: "Screening visit: consent, vitals, ECG and a urine pregnancy test where applicable.",
    3: "Week-2 visit: vitals and a dosing diary check; no fasting needed.",
    6: "Week-6 visit: participants must fast for 8 hours before the blood draw (water allowed).",
    8: "Week-12 visit: MRI of the knee and a fasting lipid panel.",
}
AMENDED_6 = ("Week-6 visit: participants must fast for 10 hours before the blood draw (water allowed); "
             "amendment 3, effective 2 February 2026.")
BINDER_EXPORT = dict(INSTRUCTIONS)  # the site binder was printed before amendment 3


def point(pid: int, text: str) -> models.PointStruct:
    return models.PointStruct(id=pid, vector=offline.embed([text], dim=64)[0], payload={"text": text})


async def main():
    client = AsyncQdrantClient(":memory:")
    await client.create_collection(COLL, vectors_config=models.VectorParams(size=64, distance=models.Distance.COSINE))
    with turn_span("turn-1 load protocol"):
        await client.upsert(COLL, points=[point(i, t) for i, t in INSTRUCTIONS.items()])
    with turn_span("turn-2 amendment 3"):
        await client.upsert(COLL, points=[point(6, AMENDED_6)])
    with turn_span("turn-3 nightly binder sync"):
        for pid, text in BINDER_EXPORT.items():
            if pid == 6:
                with fault():
                    await client.upsert(COLL, points=[point(pid, text)])
            else:
                await client.upsert(COLL, points=[point(pid, text)])
    question = "How long must P-017 fast before the week-6 visit blood draw?"
    with turn_span("turn-4 question"):
        hits = (await client.query_points(COLL, query=offline.embed([question], dim=64)[0], limit=3)).points
        context = [h.payload["text"] for h in hits]
        assert any("8 hours" in c for c in context) and not any("10 hours" in c for c in context), context
        reply = answer(question, context, mock="P-017 needs to fast for 8 hours before the week-6 blood draw.")
    finish(question, expected="10 hours", actual=reply)


asyncio.run(main())
