"""Batch 349 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the two Year 4 teachers each file their own class's slip tracker notes), then the question's query.

App: Year 4 at Fernhill Primary go to the Eden Project on Fri 16 June 2051. Ms Okoye (4B) and Mr Reilly (4C) each
keep their class's permission-slip tracker in the school's trip helper - markdown tables with a TODO / DONE slip
column, and chase notes - in one qdrant collection; the office asks it who's cleared for the coach list, and it
answers from the 4 nearest notes.

Memory: Ms Okoye, 4B slips (2051-06-01) - | Maya Patel | DONE | paid Y |, Sami Haddad DONE, Ruby Lowe TODO; Mr
Reilly, 4C slips as of Mon 12/6 - | Maya Patil | TODO | paid N |, Oscar Finch DONE, Theo Grant DONE (not paid);
Mr Reilly, Tue 13/6 - "chased Maya Patil's mum at pick-up, she says it's 'in the bag' - still not on my desk. NB
that's Maya PATIL in 4C, not Maya Patel in 4B, hers came in ages ago"; Ms Okoye, 14/6 - coach 08:15 sharp from the
front gate. Question (Wed 14/6, the office): "has Maya Patil in 4C handed her slip in? doing the coach list" The
assistant says no - still TODO on Mr Reilly's sheet, chased Tuesday. The label says yes, it's in - that's the other
Maya, Maya Patel in 4B.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b349_ctl_qdrant_school_trip_slip_in_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "fernhill-y4-eden-slips-2051"
NOTES = {
    "okoye-4b": [
        (1, "EDEN TRIP 4B slips (2051-06-01)\n| pupil | slip | paid |\n|---|---|---|\n| Maya Patel | DONE | Y |\n"
            "| Sami Haddad | DONE | Y |\n| Ruby Lowe | TODO | N |"),
        (2, "14/6 coach 08:15 SHARP from the front gate, packed lunches, waterproofs. back approx 17:30"),
    ],
    "reilly-4c": [
        (3, "4C slips as of Mon 12/6\n| pupil | slip | paid |\n|---|---|---|\n| Maya Patil | TODO | N |\n"
            "| Oscar Finch | DONE | Y |\n| Theo Grant | DONE | N |"),
        (4, "Tue 13/6 chased Maya Patil's mum at pick-up, she says it's 'in the bag' - still not on my desk 🙄 NB "
            "that's Maya PATIL in 4C, not Maya Patel in 4B, hers came in ages ago"),
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

question = "has Maya Patil in 4C handed her slip in? doing the coach list"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Wed 14 June 2051. You are talking to the school office at Fernhill Primary, doing the coach list "
           "for Year 4's Eden Project trip (Fri 16 June)."] + hits
assert any("| Maya Patel | DONE | Y |" in c for c in context), context
assert any("| Maya Patil | TODO | N |" in c for c in context), context
assert any("still not on my desk" in c for c in context), context
reply = answer(question, context, mock="No - Maya Patil (4C) is still TODO on Mr Reilly's sheet; he chased her mum "
                                       "on Tuesday. (It's Maya Patel in 4B whose slip is in.)")
finish(question, expected="yes, it's in", actual=reply)
