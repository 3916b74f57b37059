"""Batch 356 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the transportation office's dispatcher and its director each file their own notices), then the question's query.

App: the Fairview Township School District transportation office posts bus notices for families - early dismissals,
delays, late buses. Tasha (the dispatcher) and Mr. Keller (the transportation director) file them into one qdrant
collection; the district's parent helper answers bus questions from the 5 nearest.

Memory: Tasha, 2050-10-28 8:05 AM - parent-teacher conferences early dismissal Friday 11/18: AM routes normal, PM
routes run 3 hours early, elementary buses leave at 12:15 PM, middle + high at 11:30 AM; Mr. Keller, Wed 11/9 -
UPDATE, the Board voted Monday night to move the conference early dismissal from Fri 11/18 to Wed 11/23 so it lines
up with Thanksgiving break, Friday 11/18 is now a regular full day with normal PM routes, same early times on 11/23;
Tasha, 11/10 - reminder, no school Friday 11/11 for Veterans Day; Mr. Keller, Mon 11/14 - 2-hour delay procedures for
the winter. Question (Mon 11/14, a mom with a 2nd grader): "are buses leaving early this friday? need to know if I
have to leave work for pickup" -> the assistant says no: Friday 11/18 is a regular full day now, the early dismissal
moved to Wednesday 11/23 (elementary buses at 12:15 PM that day). The label says yes, elementary buses leave at
12:15 PM on Fri 11/18 - the date in memory from before the Board rescheduled it.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b356_ctl_qdrant_district_bus_early_dismissal_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "fairview-twp-sd-transportation-2050"
NOTES = {
    "tasha": [
        (1, "2050-10-28 8:05 AM - EARLY DISMISSAL Friday 11/18 (parent-teacher conferences). AM routes normal. PM "
            "routes run 3 hours early: elementary buses leave at 12:15 PM, middle + high school at 11:30 AM. Please "
            "make sure someone's home for K-2!"),
        (2, "11/10 reminder: NO SCHOOL tomorrow Fri 11/11 for Veterans Day, no buses 🇺🇸"),
    ],
    "mr-keller": [
        (3, "Wed 11/9 UPDATE: the Board voted Monday night to move the conference early dismissal from Fri 11/18 to "
            "Wed 11/23 so it lines up w/ Thanksgiving break. Friday 11/18 is now a regular full day, normal PM "
            "routes. Same early times on 11/23 (elem 12:15, MS/HS 11:30)"),
        (4, "Mon 11/14 winter is coming ❄️ on 2-hour delay days AM routes run exactly 2 hrs later, no AM "
            "kindergarten, we post by 5:30 AM on the district site + text alerts"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notices-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "are buses leaving early this friday? need to know if I have to leave work for pickup"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Monday, November 14, 2050. You are talking to a mom whose son is in 2nd grade in the Fairview "
           "Township School District."] + hits
assert any("EARLY DISMISSAL Friday 11/18" in c for c in context), context
assert any("Friday 11/18 is now a regular full day" in c for c in context), context
reply = answer(question, context, mock="No - this Friday (11/18) is a regular full day now with normal afternoon "
                                       "buses. The conference early dismissal moved to Wednesday 11/23, when "
                                       "elementary buses leave at 12:15 PM.")
finish(question, expected="yes - elementary buses leave at 12:15 PM on Friday 11/18", actual=reply)
