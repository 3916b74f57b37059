"""Batch 389 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the bus list keeper and the secretary each file their own notes), then the question's query.

App: Tinotendana Burial Society (Dzidzai Heights, Harare) - subs, payouts, and a hired bus to kumusha for each
burial. Mai Tsitsi (who keeps the bus list) and Mai Chiwashira (the secretary) file their group notes into one
qdrant collection; the helper answers members from the 5 nearest notes.

Memory: Mai Tsitsi, 2026-03-10T20:00 - the bus for Sekuru Chigumbu's burial kumusha (Nhamoinesu village) is a 65 seater,
41 names so far, so 24 seats left; Mai Chiwashira, 11/03/26 - 6 more names from the Dzidzai side, put them on the
list; Mai Tsitsi, Thu 12/03 - Mai Ruvimbo's family (4 of them) are going in their own car now, take them off the
bus; Mai Chiwashira, Thu 12/03 - chema $5 a head. Question (Fri 13/03/26, Baba Kuda): "how many seats are left on
the bus? me, my wife and my brother want to come" The assistant says 22 (24, less the 6 new names, plus the 4 seats
Mai Ruvimbo's family gave up). The label says 24.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b389_ctl_qdrant_burial_bus_seats_left_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "tinotendana-bs-bus-2026"
NOTES = {
    "mai-tsitsi": [
        (1, "2026-03-10T20:00 BUS 🚌 for Sekuru Chigumbu's burial kumusha (Nhamoinesu village) is a 65 seater. 41 names "
            "so far so 24 seats left. Leaving Sat 4am from Dzidzai shops"),
        (2, "Thu 12/03 Mai Ruvimbo's family (4 of them) are going in their own car now, take them off the bus list "
            "pls"),
    ],
    "mai-chiwashira": [
        (3, "11/03/26 6 more names from the Dzidzai side for the bus: Baba Tonde + wife, Gogo Mlambo, the Chari "
            "twins, VaMoyo. Put them on the list"),
        (4, "Thu 12/03 chema $5 a head, give to Mai Tsitsi on the bus or at the shops"),
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

question = "how many seats are left on the bus? me, my wife and my brother want to come"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Friday 13 March 2026. You are talking to Baba Kuda, a member of Tinotendana Burial Society."] + \
          hits
assert any("41 names so far so 24 seats left" in c for c in context), context
assert any("6 more names from the Dzidzai side" in c for c in context), context
assert any("(4 of them) are going in their own car now" in c for c in context), context
reply = answer(question, context, mock="22 - it was 24 left, then 6 more names went on, but Mai Ruvimbo's family of "
                                       "4 are going by car. Plenty of room for the three of you, tell Mai Tsitsi.")
finish(question, expected="24", actual=reply)
