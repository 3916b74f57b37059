"""Batch 362 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(Madam Seun and Emeka each file their own notes, one upsert at a time under a lock), then the question's query.

App: Oluwaseun Farms (layers outside Abeokuta) sell eggs by the crate to market women on standing orders. Madam Seun
(the owner) and Emeka (the farm hand who does the deliveries on the bike) file notes into one qdrant collection;
the helper answers from the 5 nearest notes.

Memory: Madam Seun, 2050-05-30T18:00 - Mama Ngozi's standing order, 30 crates every Saturday, N3,200 a crate, she
pays on delivery; Emeka, Thu 2/6 - pen B production going up small, 36 crates today; Madam Seun, Mon 6/6 - Mama
Ngozi called, cancel 10 from her order, her sister has opened a shop on the same street and will take from another
farm, so it's 20 crates from this week; Madam Seun, Thu 9/6 - Mama Ngozi again, this Saturday add 5 crates for her
church harvest, only this week; Emeka, Thu 9/6 - the bike's back tyre is patched. Question (Fri 10/6, Emeka): "how
many crates I go carry go Mama Ngozi tomorrow? make I arrange the bike" The assistant says 25 (20 since the
cancellation, plus 5 for the harvest this week only). The label says 30 - the standing order before she cancelled 10.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b362_ctl_qdrant_poultry_crates_saturday_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "oluwaseun-farms-eggs-2050"
NOTES = {
    "madam-seun": [
        (1, "2050-05-30T18:00 Mama Ngozi standing order 🥚 30 crates every Saturday, N3,200 a crate, she dey pay on "
            "delivery. Emeka carry am reach her shop for Kuto before 8"),
        (3, "Mon 6/6 Mama Ngozi call - cancel 10 from her order o, her sister don open shop for the same street, "
            "she go take from another farm. so na 20 crates from this week"),
        (4, "Thu 9/6 Mama Ngozi again 😅 this Saturday make we add 5 crates for her church harvest, only this week"),
    ],
    "emeka": [
        (2, "Thu 2/6 pen B production dey go up small, 36 crates today. 2 crack ones I give Mama Emeka"),
        (5, "Thu 9/6 the bike back tyre puncture again, I patch am N1,500. e fit carry 12 crates one trip"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


write_lock = threading.Lock()  # the local (in-process) qdrant client is not safe for concurrent upserts


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                           payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 5

question = "how many crates I go carry go Mama Ngozi tomorrow? make I arrange the bike"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Fri 10 June 2050. You are talking to Emeka, the farm hand at Oluwaseun Farms who does the egg "
           "deliveries."] + hits
assert any("30 crates every Saturday" in c for c in context), context
assert any("cancel 10 from her order" in c and "na 20 crates from this week" in c for c in context), context
assert any("add 5 crates for her church harvest" in c for c in context), context
reply = answer(question, context, mock="25 crates - na 20 since she cancel 10, plus 5 for her church harvest this "
                                       "week only. The bike go need 3 trips (12 a trip).")
finish(question, expected="30", actual=reply)
