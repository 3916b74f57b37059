"""Batch 340 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the booking desk and the teacher each file their own notes), then the question's query.

App: Sprachinsel is a language school in Vienna; private lessons are sold as 10-lesson cards, one unit = 45
minutes, and a double lesson of 90 minutes takes 2 units from the card. The desk (Agnieszka) and the teacher (Herr
Brandt) file notes on each student into one qdrant collection; the desk helper answers the student from the 6
nearest notes. The student here is Hiroshi Yamamoto, an engineer from Nagoya working in Vienna.

Memory: desk, 02.03.2026 - Hiroshi bought a 10-lesson card for private German, 10 units of 45 min, EUR 350, valid
until 30.06.2026; Herr Brandt, 05.03.2026 - double lesson with Hiroshi, 90 min (2 units), the Perfekt; Herr
Brandt, 10/03/2026 - double lesson again, 90 min, 2 units, he wants more speaking next time; Herr Brandt,
17/03/2026 - single lesson 45 min, 1 unit, Konjunktiv II; desk, 18.03.2026 - Hiroshi booked Tue 24.03 and Thu 26.03
at 17:00, single lessons; he still counts his visits ("I came 3 times so 7 left"), she will show him the card
print-out. Question (19.03.2026, Hiroshi): "How many lessons I still have on my card? I want to plan until the
summer." The assistant says 5 units (10 - 2 - 2 - 1; the bookings of next week are not used yet). The label says 7 -
Hiroshi's own count of visits, which takes a double lesson as one.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b340_ctl_qdrant_language_school_lessons_left_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sprachinsel-private-lessons-2026"
NOTES = {
    "desk": [
        (1, "02.03.2026 Desk (Agnieszka) - Hiroshi Yamamoto bought a 10-lesson card for private German lessons: 10 "
            "units of 45 min, €350, paid by card, valid until 30.06.2026. Double lesson (90 min) takes 2 units."),
        (5, "18.03.2026 Desk (Agnieszka) - Hiroshi booked Tue 24.03 and Thu 26.03 at 17:00, single lessons. He still "
            "counts his visits ('I came 3 times so 7 left on my card'), I will show him the card print-out."),
    ],
    "teacher": [
        (2, "05.03.2026 Herr Brandt - double lesson with Hiroshi, 90 min (2 units from the card), topic Perfekt. "
            "Good progress with the verbs."),
        (3, "10/03/2026 Herr Brandt - double lesson again with Hiroshi, 90 min, 2 units. He wants more speaking next "
            "time, less grammar."),
        (4, "17/03/2026 Herr Brandt - single lesson 45 min with Hiroshi, 1 unit, Konjunktiv II. Homework page 48."),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who,
                                                                "student": "hiroshi-yamamoto"})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 5

question = "How many lessons I still have on my card? I want to plan until the summer."
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=6).points]
context = ["Today is 19.03.2026. You are talking to Hiroshi Yamamoto, a private student at Sprachinsel language "
           "school."] + hits
assert any("10-lesson card" in c and "Double lesson (90 min) takes 2 units" in c for c in context), context
assert sum(("double lesson" in c.lower() and "2 units" in c) for c in context) >= 2, context
assert any("1 unit, Konjunktiv II" in c for c in context), context
assert any("so 7 left on my card" in c for c in context), context
reply = answer(question, context, mock="You have 5 units left on your card: two double lessons took 2 units each "
                                       "and the single lesson on 17.03 took 1. Your bookings on 24.03 and 26.03 "
                                       "will take 1 unit each.")
finish(question, expected="7", actual=reply)
