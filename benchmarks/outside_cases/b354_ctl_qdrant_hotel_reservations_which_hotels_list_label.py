"""Batch 354 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the booking engine and the reservations agents each file their own records), then the question's query.

App: Halvorsen Hotels' central reservations keep a guest's reservations for a trip in one qdrant collection - the
booking engine files each reservation, the agents file emails and changes - and the assistant answers the guest
from the 6 nearest records.

Memory: booking engine - HH-90117-OS, Dr A. Okonkwo, Halvorsen Oslo Sentrum, Mon 4 - Wed 6 Sep 2051, Classic
Double; HH-90118-BG, Halvorsen Bergen Bryggen, Wed 6 - Fri 8 Sep 2051, Harbour View Double; HH-90119-SV, Halvorsen
Stavanger Havn, Fri 8 - Sat 9 Sep 2051, Classic Double. Agents - 2051-08-22 10:41 (K. Berg): the guest wrote that
her conference in Stavanger has been cancelled, please cancel HH-90119-SV; cancelled within the free-cancellation
period, no charge, cancellation no. CX-44120; she flies home from Bergen on the 8th; 2051-08-23 (K. Berg):
Halvorsen Circle Silver, late check-out requested in Bergen. Question (Fri 1 Sep 2051, the guest): "Could you
please confirm which Halvorsen hotels I am booked into next week, and for which nights?" The assistant says Oslo
Sentrum, 4-6 Sep, and Bergen Bryggen, 6-8 Sep (the Stavanger booking was cancelled). The label lists Oslo, Bergen
and Stavanger Havn (8-9 Sep) - a cancelled booking.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b354_ctl_qdrant_hotel_reservations_which_hotels_list_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "halvorsen-guest-okonkwo-sep-2051"
RECORDS = {
    "booking-engine": [
        (1, "Reservation HH-90117-OS - OKONKWO/AMARA DR - Halvorsen Oslo Sentrum - arr Mon 04/09/2051, dep Wed "
            "06/09/2051 (2 nts) - Classic Double, room only - flexible rate."),
        (2, "Reservation HH-90118-BG - OKONKWO/AMARA DR - Halvorsen Bergen Bryggen - arr Wed 06/09/2051, dep Fri "
            "08/09/2051 (2 nts) - Harbour View Double, breakfast incl. - flexible rate."),
        (3, "Reservation HH-90119-SV - OKONKWO/AMARA DR - Halvorsen Stavanger Havn - arr Fri 08/09/2051, dep Sat "
            "09/09/2051 (1 nt) - Classic Double, room only - flexible rate."),
    ],
    "agents": [
        (4, "2051-08-22 10:41 K. Berg: email from Dr Okonkwo - 'Dear Halvorsen, unfortunately my conference in "
            "Stavanger has been cancelled, so please cancel that hotel.' HH-90119-SV cancelled within the free "
            "cancellation period, no charge, cancellation no. CX-44120 sent. She now flies home from Bergen on the "
            "8th."),
        (5, "2051-08-23 K. Berg: Halvorsen Circle SILVER (4410-877-120). Late check-out requested for Bergen, to be "
            "confirmed on arrival subject to availability."),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_records(who: str) -> None:
    for pid, text in RECORDS[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_records, args=(who,), name=f"records-{who}") for who in RECORDS]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 5

question = "Could you please confirm which Halvorsen hotels I am booked into next week, and for which nights?"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=6).points]
context = ["Today is Fri 1 September 2051. You are Halvorsen Hotels' reservations assistant, replying to Dr Amara "
           "Okonkwo."] + hits
assert any("Halvorsen Oslo Sentrum" in c for c in context), context
assert any("Halvorsen Bergen Bryggen" in c for c in context), context
assert any("Halvorsen Stavanger Havn" in c for c in context), context
assert any("HH-90119-SV cancelled within the free cancellation period" in c for c in context), context
reply = answer(question, context,
               mock="Dear Dr Okonkwo, you are booked at Halvorsen Oslo Sentrum for the nights of 4 and 5 September "
                    "(check-out Wed 6 Sep) and at Halvorsen Bergen Bryggen for the nights of 6 and 7 September "
                    "(check-out Fri 8 Sep). Your Stavanger Havn reservation was cancelled on 22 August.")
finish(question, expected="Oslo Sentrum 4-6 Sep, Bergen Bryggen 6-8 Sep and Stavanger Havn 8-9 Sep", actual=reply)
