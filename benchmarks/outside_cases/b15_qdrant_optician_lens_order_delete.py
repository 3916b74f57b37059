"""Batch 15 (held out). Independent opticians' patient notes: qdrant-client (in-memory) with offline embeddings; the
two branches' tablets sync their notes by worker threads, and the nightly housekeeping runs in its own thread.

App: every note staff type goes in as a point with payload {patient, kind, day, text} (day = days since 1 Jan 2026).
Housekeeping deletes appointment reminders more than 14 days old with one filtered ``delete``. The front-desk
assistant answers patients with ``query_points`` filtered on the patient and litellm.

Planted fault (DeletionError, a record deleted by a too-wide filter): the optometrist filed Mr Okafor's eye test of
Tue 10/2 on the appointment form, so it is kind "appointment": "Eye test 10/2/26 D Okafor: Rx R -1.75/-0.50x90, L
-2.00 DS, add +1.50. Ordered varifocals - Hoya iD, 1.6 index, anti-glare + photochromic (grey), frame Lindberg 2310.
GBP 465, GBP 200 dep pd. Lab ETA 7-10 wkg days." The 5 March housekeeping delete (kind == appointment, day < 49)
removes the two old reminders and this note. Question (Mr Okafor on the phone, 5 March): "What lenses did I order at
my February eye test?" -> expected "Varifocals: Hoya iD, 1.6 index, with anti-glare and grey photochromic coatings".
The assistant finds only his call and the lab's delay note and cannot say which lenses.

Expected verdict: DeletionError at qdrant.delete (fault() wraps that one housekeeping call). Asserted: the eye-test
point matches the patient query before the delete; after it no stored point and nothing in the context holds the
lens order. Another reading: none that we see -- the lab note names the lab, not the lenses.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b15_qdrant_optician_lens_order_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

BRANCHES = {
    "high-st": [
        (101, "okafor-d", "appointment", 41,
         "Eye test 10/2/26 D Okafor: Rx R -1.75/-0.50x90, L -2.00 DS, add +1.50. Ordered varifocals - Hoya iD, 1.6 "
         "index, anti-glare + photochromic (grey), frame Lindberg 2310. GBP 465, GBP 200 dep pd. Lab ETA 7-10 wkg "
         "days."),
        (102, "okafor-d", "appointment", 36, "Reminder sent: D Okafor eye test Tue 10 Feb 11.20am (text + email)."),
        (103, "nwosu-a", "appointment", 38, "Reminder sent: A Nwosu contact lens check Mon 9/2 4pm."),
    ],
    "station-rd": [
        (201, "okafor-d", "call", 62, "D Okafor rang 3/3 - are his new glasses in yet? Said we'd chase the lab."),
        (202, "okafor-d", "lab", 63, "Hoya lab: job H-55821 (D Okafor) held up, coating batch failed QC, new ETA w/c "
                                      "9 March."),
        (203, "nwosu-a", "dispense", 60, "A Nwosu collected daily CLs, 90 pack, GBP 96, next check Aug."),
    ],
}

client = QdrantClient(":memory:")
client.create_collection("notes", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
lock = threading.Lock()


def sync(items) -> None:
    points = [models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                 payload={"patient": who, "kind": kind, "day": day, "text": text})
              for pid, who, kind, day, text in items]
    with lock:
        client.upsert("notes", points=points)


threads = [threading.Thread(target=sync, args=(items,)) for items in BRANCHES.values()]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "What lenses did I order at my February eye test?"
patient = models.Filter(must=[models.FieldCondition(key="patient", match=models.MatchValue(value="okafor-d"))])
vector = offline.embed([question])[0]
before = client.query_points("notes", query=vector, query_filter=patient, limit=4).points
assert any(p.id == 101 for p in before), before

TODAY = 63  # Thu 5 March 2026
old_reminders = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="appointment")),
                                    models.FieldCondition(key="day", range=models.Range(lt=TODAY - 14))])


def housekeeping() -> None:
    with fault():
        client.delete("notes", points_selector=models.FilterSelector(filter=old_reminders))


job = threading.Thread(target=housekeeping)
job.start()
job.join()

hits = client.query_points("notes", query=vector, query_filter=patient, limit=4).points
context = [h.payload["text"] for h in hits]
stored = [p.payload["text"] for p in client.scroll("notes", limit=50)[0]]
assert context and not any("Hoya iD" in c or "varifocal" in c.lower() for c in context + stored), stored
reply = answer(question, context, mock="I can see you rang on the 3rd and that the lab's coating batch held your job "
                                       "up (new ETA week of 9 March), but there's no record here of which lenses "
                                       "you ordered.")
finish(question, expected="Varifocals: Hoya iD, 1.6 index, with anti-glare and grey photochromic coatings",
       actual=reply)
