"""Batch 292 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the chairman and the club coach each file their own notes), then the question's query.

App: Greetland Archers shoot indoors at Greetland Academy's sports hall through the winter of 2051 - Tuesdays for
the seniors' free shoot, Thursdays for the improvers with a coach, Sundays outdoors when it's dry. Dave (the
chairman and lead coach) and Anita (the club coach) file notes into one qdrant collection; the helper answers
members' questions from the 5 nearest notes.

Memory: Dave, 2051-01-09T21:00 - winter nights at the academy, Tues free shoot, Thurs 7-9 improvers' coaching with
him, bring your own arrows; Anita, 12/1 - the new bosses came, don't shoot the old ones in the corner, they're
done; Dave, Tue 7th Feb - the doc says no drawing a bow for 8 weeks after his shoulder op, so he's stepping back
from the Thursday coaching, Anita's taking over the improvers - she's passed her Level 2 - and he'll still come
and do the tea; Anita, Sat 11/2 - subs due by the end of March, £85 adults. Question (Mon 20/2, Jack, an improver):
"who's coaching on thursday? want to ask someone about my anchor point" The assistant says Anita (Dave's stepped
back after his shoulder op). The label says Dave.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b292_ctl_qdrant_archery_thursday_coach_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "greetland-archers-winter-2051"
NOTES = {
    "dave": [
        (1, "2051-01-09T21:00 WINTER NIGHTS 🏹 at the academy sports hall - tues free shoot, thurs 7-9 improvers' "
            "coaching w/ me, bring ur own arrows, club bows available. out by 9 sharp or the caretaker moans"),
        (2, "Tue 7th Feb - doc says no drawing a bow for 8 wks after the shoulder op 😩 so I'm stepping back from the "
            "thurs coaching, Anita's taking over the improvers - she's passed her L2 👏 I'll still come + do the tea"),
    ],
    "anita": [
        (3, "12/1 the new bosses came!! don't shoot the old ones in the corner, they're done, Colin's taking them to "
            "the tip"),
        (4, "Sat 11/2 subs due end of march, £85 adults £40 juniors, bank transfer to the club acct pls not cash"),
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

question = "who's coaching on thursday? want to ask someone about my anchor point"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 20 February 2051. You are talking to Jack, an improver at Greetland Archers."] + hits
assert any("thurs 7-9 improvers' coaching w/ me" in c and c.startswith("2051-01-09") for c in context), context
assert any("Anita's taking over the improvers" in c for c in context), context
reply = answer(question, context, mock="Anita - she's taken over the Thursday improvers since Dave stepped back "
                                       "after his shoulder op. She's got her Level 2, so ask her about your anchor.")
finish(question, expected="Dave", actual=reply)
