"""Batch 10 (held out). Freight forwarder shipment desk: qdrant-client (in-memory), one point per shipment whose
payload ``text`` is the shipment's running file note; two background workers (a ``ThreadPoolExecutor``) write to it.
Script style.

App: each import shipment is a point (id = the shipment number); its ``text`` is the file note the desk appends to.
The customs worker appends clearance results; the carrier-ETA worker rebuilds the note from a copy it read when its
job started and appends the vessel's new arrival time. The client portal answers questions with ``query_points``
over the shipments and litellm.

Planted fault (UpdateError, overwritten -- a lost update): shipment FF-24117 (Rotterdam -> Felixstowe, 14 pallets of
ceramic tiles). At 09:00 the ETA worker reads the note; at 09:05 the customs worker appends "Customs cleared 3 June
2026: import duty GBP 1,842.60 and VAT GBP 9,311.00 paid by deferment"; at 09:10 the ETA worker writes its stale copy
plus "ETA Felixstowe moved to 5 June 06:00", overwriting the clearance line. Question: "How much duty did we end up
paying on the Felixstowe tiles shipment?" -> expected "GBP 1,842.60 in import duty (VAT was separate)". The portal
answers that customs clearance is still pending.

Expected verdict: UpdateError at the ETA worker's qdrant.upsert (fault() wraps it). Asserted: the clearance line was
in the point before that upsert and is absent from the answer's context.
"""
from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

from common import answer, fault, finish, setup

setup("b10_qdrant_freight_duty_lost_update", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = QdrantClient(":memory:")
client.create_collection("shipments", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
SHIPMENTS = {
    24117: "FF-24117 Rotterdam -> Felixstowe, 14 pallets ceramic floor tiles for Harlow Tiles Ltd, vessel "
           "Maersk Kentucky. Booked 20 May 2026. Customs entry lodged 1 June, awaiting clearance.",
    24120: "FF-24120 Antwerp -> Tilbury, 6 pallets garden furniture for Brookfield Home, vessel MSC Aurora. "
           "Booked 22 May 2026. Customs cleared 28 May: duty GBP 412.00 paid.",
    24133: "FF-24133 Valencia -> Southampton, 2 x 40ft reefer, citrus for FreshLine. Booked 25 May 2026.",
}


def write(shipment: int, text: str) -> None:
    client.upsert("shipments", points=[models.PointStruct(id=shipment, vector=offline.embed([text])[0],
                                                          payload={"shipment": f"FF-{shipment}", "text": text})])


def note_of(shipment: int) -> str:
    return client.retrieve("shipments", ids=[shipment], with_payload=True)[0].payload["text"]


for sid, text in SHIPMENTS.items():
    write(sid, text)

eta_read = threading.Event()
customs_done = threading.Event()


def eta_worker():  # 09:00 job start: reads the note, then waits on the carrier API
    stale = note_of(24117)
    eta_read.set()
    customs_done.wait(5)
    with fault():  # 09:10: the stale copy plus the new ETA replaces the note (the bug: no re-read / no version check)
        write(24117, stale + " ETA Felixstowe moved to 5 June 06:00 (carrier notice 3 June).")


def customs_worker():  # 09:05: appends the clearance
    eta_read.wait(5)
    current = note_of(24117)
    write(24117, current.replace(" Customs entry lodged 1 June, awaiting clearance.", " Customs entry lodged 1 June.")
          + " Customs cleared 3 June 2026: import duty GBP 1,842.60 and VAT GBP 9,311.00 paid by deferment.")
    assert "1,842.60" in note_of(24117)
    customs_done.set()


with ThreadPoolExecutor(max_workers=2) as pool:
    futures = [pool.submit(eta_worker), pool.submit(customs_worker)]
    for f in futures:
        f.result()

question = "How much duty did we end up paying on the Felixstowe tiles shipment?"
hits = client.query_points("shipments", query=offline.embed([question])[0], limit=2, with_payload=True).points
context = [h.payload["text"] for h in hits]
assert any("FF-24117" in c for c in context) and not any("1,842.60" in c for c in context), context
reply = answer(question, context, mock="Customs clearance for FF-24117 is still pending, so no duty has been paid "
                                       "on the Felixstowe tiles yet.")
finish(question, expected="GBP 1,842.60 in import duty (VAT was separate)", actual=reply)
