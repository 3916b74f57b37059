"""Batch 261 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the co-ordinator and the collections volunteer each file their own notes), then the question's query.

App: the Mill Street Community Fridge, in the back porch of the Methodist hall - the Co-op's and Greggs' surplus
and the allotments' gluts, free to anyone, run by volunteers. Ruth (who co-ordinates it) and Tariq (who sorts the
shop collections) file notes into one qdrant collection; the helper answers volunteers from the 4 nearest notes.

Memory: Ruth, 2051-02-06T19:00 - the Co-op surplus comes Tuesdays after they shut, 8pm, need two to carry the
crates in; Ruth, Sat 25/2 - the fridge door seal's gone, Dave from the hardware shop's fixing it Monday; Tariq,
3.3. - Greggs bags Thursdays about 4.30, Gemma picks up; Tariq, Mon 13th Mar - the Co-op manager says their surplus
is coming Thursdays now, not Tuesdays, new delivery slot at the depot, same time after they shut, so it's Greggs and
the Co-op on a Thursday and more hands needed. Question (Fri 17/3, Aisha, a new volunteer): "what day's the Co-op
drop? I'd like to help carry the crates in 💪" The assistant says Thursday, about 8 after they shut. The label
says Tuesday.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b261_ctl_qdrant_community_fridge_coop_day_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "mill-street-fridge-2051"
NOTES = {
    "ruth": [
        (1, "2051-02-06T19:00 CO-OP 🛒 their surplus comes tues after they shut, 8pm. need 2 of us to carry the "
            "crates in, fridge first then the shelves"),
        (2, "Sat 25/2 fridge door seal's gone 🙄 Dave from the hardware's fixing it mon, keep the door shut till "
            "then"),
    ],
    "tariq": [
        (3, "3.3. Greggs bags thurs 4.30ish, Gemma's picking up in her car"),
        (4, "Mon 13th Mar - Co-op manager says their surplus is coming thurs now not tues, new delivery slot at the "
            "depot, same time after they shut. so we'll have Greggs + the Co-op on a thurs, need more hands 💪"),
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

question = "what day's the Co-op drop? I'd like to help carry the crates in 💪"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Fri 17 March 2051. You are talking to Aisha, a new volunteer at the Mill Street Community "
           "Fridge."] + hits
assert any("their surplus comes tues after they shut, 8pm" in c for c in context), context
assert any("coming thurs now not tues" in c for c in context), context
reply = answer(f"(Aisha) {question}", context,
               mock="Thursdays now - the Co-op's surplus comes about 8pm after they shut, same night as the Greggs "
                    "bags. They'll be glad of the help.")
finish(question, expected="Tuesday", actual=reply)
