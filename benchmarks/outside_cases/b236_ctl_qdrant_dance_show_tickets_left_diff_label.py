"""Batch 236 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the principal and the ticket secretary each file their own notes), then the question's query.

App: the Jo Whiteley School of Dance put on their summer show on Sat 16th July 2050 at Sowerby Bridge Town Hall -
a matinee at 2 and an evening show at 7, about 180 seats. Miss Jo (the principal) and Mrs Khan (who does the
tickets) file notes into one qdrant collection; the helper answers parents' questions from the 5 nearest notes.

Memory: Mrs Khan, 2050-06-20T18:45 - evening's sold out, 38 left for the sat matinee as of tonight, £7 / £4;
Miss Jo, Tue 28/6 - the Brownies have had 10 for the matinee, Brown Owl paid cash, it's in the tin; Miss Jo, 1st
July - the man doing the DVD needs the front row for his tripods at the matinee, so those 12 seats are gone, he's
filming the evening from the balcony; Mrs Khan, Sat 2nd - costumes parade in the hall at 10. Question (Mon 4/7,
a dad): "how many tickets are left for the matinee? want to bring both grandmas + my brother's lot (5 of them)"
The assistant says 16 (38, less the Brownies' 10 and the front row's 12). The label says 38.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b236_ctl_qdrant_dance_show_tickets_left_diff_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "jo-whiteley-dance-show-2050"
NOTES = {
    "mrs-khan": [
        (1, "2050-06-20T18:45 TICKETS 🎟️ evening's SOLD OUT!! 38 left for the sat matinee as of tonight, £7 adults "
            "£4 kids, from me at sat class or the office"),
        (2, "Sat 2nd - costume parade in the hall at 10, everyone in full kit, Miss Jo checking hems 😬"),
    ],
    "miss-jo": [
        (3, "Tue 28/6 the Brownies have had 10 for the matinee, Brown Owl paid cash, it's in the tin in the office"),
        (4, "1st July - the man doing the DVD needs the front row for his tripods at the matinee 🎥 so those 12 seats "
            "are gone I'm afraid, he's doing the evening from the balcony"),
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

question = "how many tickets are left for the matinee? want to bring both grandmas + my brother's lot (5 of them)"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 4 July 2050. You are talking to a dad whose daughter is in the Jo Whiteley School of Dance "
           "summer show (Sat 16 July)."] + hits
assert any("38 left for the sat matinee" in c for c in context), context
assert any("the Brownies have had 10 for the matinee" in c for c in context), context
assert any("so those 12 seats are gone" in c for c in context), context
reply = answer(question, context, mock="16 - there were 38, but the Brownies took 10 and the front row's 12 seats "
                                       "went to the DVD filming. So there's room for your 7 if you're quick.")
finish(question, expected="38", actual=reply)
