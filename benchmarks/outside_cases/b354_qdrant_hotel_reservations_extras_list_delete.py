"""Batch 354 (held out). A hotel chain's reservations: qdrant collection of a reservation's records, one root span
per record, one for the nightly transcript archive job and one for the question; the job deletes, by a payload
filter, the chat transcripts it has copied to the CRM, and one of them carried a confirmed airport transfer.

App: Halvorsen Hotels' central reservations keep each reservation's records in one qdrant collection (payload
``kind``: booking, loyalty, billing, transcript, housekeeping). Each night an archive job copies closed chat
transcripts to the CRM and deletes them from the collection with a filter on ``kind``; the guest-facing assistant
answers from the 5 nearest records.

Planted fault (DeletionError): the booking record (confirmation HH-88412-LX, Mr T. Wisniewski, Halvorsen Lisboa
Baixa, Fri 12 - Mon 15 May 2051, Superior King, breakfast for two included) and the loyalty record (Halvorsen
Circle Gold: late check-out until 14:00 confirmed) are kept. The chat transcript of 2051-05-03 (agent Ines, after a
hand-off from the bot) deals mostly with the guest's question about parking, and in it Ines confirms a private
airport transfer from LIS on arrival, flight TP1351 landing 21:40 local (UTC+1), EUR 35 charged to the room. The
archive job (Sat 6 May, 02:00) deletes the transcripts, that one with them. Question (Wed 10 May 2051, the guest):
"Could you please confirm which additional services are included in my reservation, apart from the room itself?"
-> expected breakfast for two, late check-out until 14:00, and the airport transfer from LIS on arrival (TP1351,
21:40). The assistant lists breakfast and the late check-out only.

Expected verdict: DeletionError at qdrant's delete (the archive job's delete, wrapped in fault()): the transcript
was in the collection and in the question's 5 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the transcript is in the 5 nearest before the delete and gone from the collection and
the context after it (nothing on the transfer, TP1351 or 21:40); breakfast for two and the 14:00 late check-out are
in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b354_qdrant_hotel_reservations_extras_list_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "halvorsen-res-HH-88412-LX"
TRANSFER = ("Chat transcript 2051-05-03 14:12-14:26 (Europe/Lisbon, UTC+1). [Bot] I'll pass you to a colleague. "
            "[Ines, Reservations] Good afternoon Mr Wisniewski, thank you for waiting. [Guest] hi, is there parking "
            "at the hotel? and can you arrange a car from the airport, we land late. [Ines] We do not have on-site "
            "parking, I'm afraid; the public garage on Rua dos Fanqueiros is 3 min walk (approx. EUR 22/24h). I have "
            "confirmed a private airport transfer from LIS on arrival for you - flight TP1351, landing 21:40 local, "
            "driver will wait in arrivals with a name board; EUR 35 charged to the room. [Guest] great thx. [Ines] "
            "You're welcome, is there anything else I can help with? [Guest] no that's all")
RECORDS = [
    (1, "booking", "Reservation HH-88412-LX - WISNIEWSKI/TOMASZ MR + 1 - Halvorsen Lisboa Baixa - arr Fri 12/05/2051, "
                   "dep Mon 15/05/2051 (3 nts) - Superior King - rate FLEX-BB, breakfast for two included - "
                   "guaranteed by Mastercard, free cancellation until 18:00 local on 11/05."),
    (2, "loyalty", "Halvorsen Circle: member 7730-221-908, tier GOLD. Benefits applied to HH-88412-LX: welcome "
                   "drink, late check-out until 14:00 (confirmed 02 May), room upgrade subject to availability."),
    (3, "billing", "Billing: deposit nil (FLEX); city tax EUR 4 pp per night payable at the hotel, max 7 nights; "
                   "invoice to be issued to Wisniewski Consulting sp. z o.o., NIP on file."),
    (4, "transcript", "Chat transcript 2051-04-21 09:03-09:06 (UTC+1). [Guest] do you have cots? [Bot] Yes, cots "
                      "are available free of charge on request. [Guest] not needed, just asking thanks"),
    (5, "transcript", TRANSFER),
    (6, "housekeeping", "Housekeeping pref: extra pillows (hypoallergenic), high floor if possible, no turndown."),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in RECORDS:
    with turn_span(f"record-{pid} {kind}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind})])
assert client.count(COLL).count == len(RECORDS)

question = ("Could you please confirm which additional services are included in my reservation, apart from the "
            "room itself?")
vec = offline.embed([question])[0]
with turn_span("archive job Sat 2051-05-06T02:00"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
    assert TRANSFER in before, before
    archived = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="transcript"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=archived))

with turn_span("question Wed 2051-05-10"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
    context = ["Today is Wed 10 May 2051. You are Halvorsen Hotels' reservations assistant, writing to Mr Tomasz "
               "Wisniewski about reservation HH-88412-LX."] + hits
    assert TRANSFER not in stored and not any(w in c.lower() for c in stored + context
                                              for w in ("transfer", "tp1351", "21:40")), stored
    assert any("breakfast for two included" in c for c in context), context
    assert any("late check-out until 14:00" in c for c in context), context
    reply = answer(question, context,
                   mock="Dear Mr Wisniewski, in addition to your Superior King room, your reservation includes "
                        "breakfast for two each morning and, as a Halvorsen Circle Gold member, a late check-out "
                        "until 14:00 on 15 May.")
finish(question, expected="breakfast for two, late check-out until 14:00, and the private airport transfer from LIS "
                          "on arrival (TP1351, 21:40, EUR 35 to the room)", actual=reply)
