"""Batch 283 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the secretary and the treasurer each file their own notes), then the question's query.

App: the Sowerby Bridge Community Orchestra give their spring concert on Sat 2nd April 2050 at Christ Church -
Beethoven 5, Elgar's Serenade, Peter and the Wolf for the families. Anne (the secretary) and Keith (the treasurer)
file notes into one qdrant collection; the helper answers players' and friends' questions from the 4 nearest.

Memory: Anne, 2049-09-15T20:00 - the spring concert is, as always, free entry with a retiring collection for the
church roof; Keith, 10 Feb - the church council say they need to cover the heating now, £120 a go, so it's £5 on
the door this time, under 16s free, and they'll still do the roof collection at the end; Anne, 24/2 - posters done
by Jill, up in the library and the co-op; Keith, Mon 7th Mar - tea and biscuits at the interval by donation.
Question (Thu 24/3, Kamal, second violin): "is it free to come to the concert? my mum + auntie want to come" The
assistant says no - £5 on the door this time (under 16s free) to cover the heating, plus the roof collection. The
label says yes, free entry with a retiring collection.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b283_ctl_qdrant_orchestra_concert_free_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sowerby-bridge-orchestra-spring-2050"
NOTES = {
    "anne": [
        (1, "2049-09-15T20:00 spring concert sat 2nd april Christ Church 🎻 Beethoven 5, Elgar serenade, Peter + the "
            "Wolf for the little ones. free entry as always, retiring collection for the church roof"),
        (2, "24/2 posters done by Jill 🙌 up in the library, the co-op + the chippy"),
    ],
    "keith": [
        (3, "10 Feb - church council say we need to cover the heating now (£120 a go!!) so it's £5 on the door this "
            "time, under 16s free. still doing the roof collection at the end"),
        (4, "Mon 7th Mar - tea + biscuits at the interval, donations in the jar, Keith's float for the door"),
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

question = "is it free to come to the concert? my mum + auntie want to come"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Thu 24 March 2050. You are talking to Kamal, who plays second violin in the Sowerby Bridge "
           "Community Orchestra (spring concert Sat 2 April)."] + hits
assert any("free entry as always, retiring collection" in c for c in context), context
assert any("it's £5 on the door this time" in c for c in context), context
reply = answer(question, context, mock="Not this time - it's £5 on the door (under 16s free) to cover the church "
                                       "heating, and there's still the roof collection at the end.")
finish(question, expected="yes - free entry, retiring collection for the church roof", actual=reply)
