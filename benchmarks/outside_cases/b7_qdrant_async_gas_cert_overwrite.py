"""Batch 7 — a property-management bot on AsyncQdrantClient, asyncio, one root span per turn.

App: a letting agent keeps one qdrant point per compliance item per flat (gas safety, EICR, ...), payload
``{"text", "flat", "item"}``. When an engineer renews a certificate the bot rewrites the point's payload. A nightly
job also syncs each point with the landlord portal: it takes the portal's export (downloaded at the start of the
night, before the day's renewals are pushed to the portal) and writes its text back with ``overwrite_payload``,
adding the portal's reference field.

Fault (an update that merges stale and new): the renewal on turn 2 wrote "renewed 24 Sep 2025 ... expires 24 Sep
2026". The sync on turn 3 overwrites that point with the portal's stale text ("expires 2 Oct 2025") plus the new
``landlord_ref`` field. The renewal is gone from the store.

Question: "When does the gas safety certificate for Flat 4B run out?" — label "24/09/2026". The bot answers
"2 October 2025".

Expected verdict: UpdateError at the turn-3 ``qdrant.overwrite_payload`` (wrapped in ``fault()``): it replaced the
version holding the right date with a version holding last year's; the query then read that version.
"""
from __future__ import annotations

import asyncio

import common
from b3_support import turn_span
from common import answer, fault, finish, setup

NAME = "b7_qdrant_async_gas_cert_overwrite"
COLL = "compliance"
INITIAL = {
    101: {"flat": "4B", "item": "gas_safety",
          "text": "Flat 4B, 27 Quarry Street: gas safety certificate issued 2 Oct 2024 by Fenwick Gas, "
                  "expires 2 Oct 2025."},
    102: {"flat": "4B", "item": "eicr",
          "text": "Flat 4B, 27 Quarry Street: EICR electrical report satisfactory, valid until March 2029."},
    103: {"flat": "4A", "item": "gas_safety",
          "text": "Flat 4A, 27 Quarry Street: gas safety certificate expires 19 Jan 2026."},
}
RENEWED = {"flat": "4B", "item": "gas_safety",
           "text": "Flat 4B, 27 Quarry Street: gas safety certificate renewed 24 Sep 2025 by Fenwick Gas, "
                   "expires 24 Sep 2026."}
QUESTION = "When does the gas safety certificate for Flat 4B run out?"
EXPECTED = "24/09/2026"


async def main() -> None:
    setup(NAME, ["qdrant", "litellm"])
    from qdrant_client import AsyncQdrantClient, models

    from memtrace_otel import offline

    portal_export = {pid: dict(p) for pid, p in INITIAL.items()}  # downloaded before today's renewals
    client = AsyncQdrantClient(":memory:")
    await client.create_collection(COLL, vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
    with turn_span("bot.turn.1.import"):
        vecs = offline.embed([p["text"] for p in INITIAL.values()])
        await client.upsert(COLL, points=[models.PointStruct(id=pid, vector=v, payload=p)
                                          for (pid, p), v in zip(INITIAL.items(), vecs)])
    with turn_span("bot.turn.2.renewal"):  # the engineer's renewal, written correctly
        await client.overwrite_payload(COLL, payload=RENEWED, points=[101])
    with turn_span("bot.turn.3.portal_sync"):
        for pid, exported in portal_export.items():
            current = (await client.retrieve(COLL, ids=[pid], with_payload=True))[0].payload
            merged = {**exported, "landlord_ref": f"QS-27-{exported['flat']}"}  # stale text + the new field
            if {k: current.get(k) for k in merged} != merged:
                if pid == 101:
                    with fault():  # the fault: stale portal text written over the renewal
                        await client.overwrite_payload(COLL, payload=merged, points=[pid])
                else:
                    await client.overwrite_payload(COLL, payload=merged, points=[pid])
    with turn_span("bot.turn.4.question"):
        hits = (await client.query_points(COLL, query=offline.embed([QUESTION])[0], limit=3,
                                          with_payload=True)).points
        context = [h.payload["text"] for h in hits]
        assert any("Flat 4B" in c and "gas safety" in c for c in context)
        assert not any("2026" in c and "4B" in c and "gas" in c for c in context), context  # the fault happened
        reply = answer(QUESTION, context, mock="Flat 4B's gas safety certificate expires on 2 October 2025.")
        finish(QUESTION, EXPECTED, reply)


if __name__ == "__main__":
    asyncio.run(main())
