"""Batch 255 (held out). A small wedding florist's order chats: qdrant collection of the order notes, two writers
in threads (the florist and her assistant each file their own), then the question's query; for a "how many" question
the helper asks only the flower-list notes, and the note adding two buttonholes was filed under the venue.

App: Wild Poppy Flowers is Lauren Firth's one-woman florist (plus Becky on Saturdays and wedding weeks) in Hebden
Bridge. For each wedding she and Becky file what the couple says in their chats into one qdrant collection, payload
``kind``: buttonholes, bouquets, corsages, venue, payment, ceremony. For a "how many" question the helper asks only
the flower-list notes (``kind`` in buttonholes, bouquets, corsages; the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Lauren's note of 2051-04-02T19:20 has 6 buttonholes for
the Hartley-Shah wedding (Sat 14 June) - groom, best man, 2 ushers, both dads - ivory spray rose and eucalyptus. Her
note of Tue 6 May (a call with Aisha, the bride) starts with the barn wanting the arch out by 10pm, so it was filed as
venue, and says in passing that Aisha wants 2 more buttonholes for the grandads, Bert and Mohammed, same as the
dads. Question (Mon 9/6, Becky, ordering): "how many buttonholes am I making for the Hartley-Shah wedding? ordering
the spray roses tmrw" -> expected 8 (6 plus the 2 grandads). The scoped query returns the buttonholes, corsages and
bouquets notes; the assistant says 6.

Expected verdict: RetrievalError at qdrant's query_points (the scoped query, wrapped in fault()): the Tue 6 May note
is in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
mentions the grandads, Bert or "2 more"; the first note's x6 is in.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b255_qdrant_florist_buttonholes_count_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "wild-poppy-hartley-shah-2051"
GRANDADS = ("Tue 6 May call w/ Aisha - the barn want the arch out by 10pm sharp (the caterers need the doors), we "
            "collect the rest sun am. oh + she wants 2 more buttonholes for the grandads, Bert + Mohammed, same as "
            "the dads 💐 mums' corsages still as was")
NOTES = {
    "lauren": [
        (1, "buttonholes", "2051-04-02T19:20 Hartley-Shah wedding, sat 14 june 💍 buttonholes x6 - groom, best man, "
                           "2 ushers, both dads. ivory spray rose + eucalyptus + a sprig of wax flower, pins not "
                           "magnets"),
        (2, "venue", GRANDADS),
        (3, "payment", "deposit £250 paid 3/4 by bank transfer, balance due 14 days b4 (31st may), invoice sent"),
    ],
    "becky": [
        (4, "bouquets", "4/4 bridal bouquet - ivory + blush garden roses, astilbe, trailing silk ribbon. 3 "
                        "bridesmaids, smaller versions, no astilbe in Chloe's (hay fever?? check w/ Lauren)"),
        (5, "corsages", "corsages x2 for the mums, wrist not pin, blush to go with the bridesmaids"),
        (6, "ceremony", "Fri 16/5 - register office want 2 pedestals either side of the table, we leave them for "
                        "the next couple lol, in by 11"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, kind, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 6

question = "how many buttonholes am I making for the Hartley-Shah wedding? ordering the spray roses tmrw"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
assert GRANDADS in wider, wider
flower_lists = models.Filter(must=[models.FieldCondition(
    key="kind", match=models.MatchAny(any=["buttonholes", "bouquets", "corsages"]))])
with fault():
    found = client.query_points(COLL, query=vec, query_filter=flower_lists, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Mon 9 June 2051. You are talking to Becky, who helps Lauren at Wild Poppy Flowers; the "
           "Hartley-Shah wedding is Sat 14 June."] + hits
assert GRANDADS not in hits and not any(w in c.lower() for c in context
                                        for w in ("grandad", "bert", "2 more")), context
assert any("buttonholes x6" in c for c in context), context
reply = answer(question, context, mock="6 - groom, best man, the 2 ushers and both dads: ivory spray rose, "
                                       "eucalyptus and a sprig of wax flower each.")
finish(question, expected="8 - the 6 on the first list plus 2 for the grandads (Bert and Mohammed)", actual=reply)
