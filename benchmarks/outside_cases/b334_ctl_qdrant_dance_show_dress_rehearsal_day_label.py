"""Batch 334 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the principal and the show secretary each file their own notes), then the question's query.

App: the Lord Academy of Dance put on their summer show on Sat 9th July 2050 at the Rochdale Playhouse - a matinee
and an evening show, every class from the pre-school babies to the seniors. Miss Amy (the principal) and Mrs Lord
(the show secretary) file notes into one qdrant collection; the helper answers parents' questions from the 4 nearest
notes.

Memory: Miss Amy, 2050-06-10T21:00 - dress rehearsal Thurs 7th July at the Playhouse, 5-9pm, full costume, everyone;
Mrs Lord, 20/6 - tickets 60% gone, the evening's nearly full; Miss Amy, Weds 29th June - the Playhouse have double
booked them with the panto auditions on the Thursday, so the dress rehearsal has moved to Weds 6th, same times, 5-9,
full costume; Mrs Lord, 2nd July - the chaperone rota's done. Question (Mon 4/7, a mum): "which day's the dress
rehearsal? need to swap my shift at work" The assistant says Wednesday 6th July, 5-9 (moved from the Thursday). The
label says Thursday 7th July.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b334_ctl_qdrant_dance_show_dress_rehearsal_day_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "lord-academy-summer-show-2050"
NOTES = {
    "miss-amy": [
        (1, "2050-06-10T21:00 DRESS REHEARSAL 💃 thurs 7th july at the Playhouse, 5-9pm, full costume + hair, "
            "everyone incl the babies (they'll go first + home by 6)"),
        (2, "Weds 29th June - the Playhouse have double booked us w/ the panto auditions on the thurs 🙄 so dress "
            "rehearsal's moved to weds 6th, same times 5-9, full costume"),
    ],
    "mrs-lord": [
        (3, "20/6 tickets 60% gone, evening's nearly full, matinee plenty left. programmes £2 on the door"),
        (4, "2nd July chaperone rota's done + on the parents' whatsapp, 2 per dressing room, DBS'd"),
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

question = "which day's the dress rehearsal? need to swap my shift at work"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Mon 4 July 2050. You are talking to a mum whose son is in the Lord Academy of Dance summer show "
           "(Sat 9 July)."] + hits
assert any("thurs 7th july at the Playhouse, 5-9pm" in c for c in context), context
assert any("dress rehearsal's moved to weds 6th" in c for c in context), context
reply = answer(question, context, mock="Wednesday 6th July, 5 till 9 - it moved from the Thursday because the "
                                       "Playhouse double booked it with the panto auditions.")
finish(question, expected="Thursday 7th July", actual=reply)
