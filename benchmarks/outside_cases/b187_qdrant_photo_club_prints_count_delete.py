"""Batch 187 (held out). A photography club's exhibition: qdrant collection, threads (the committee's notes and the
hanging team's notes come in on their own worker threads, then a clear-out of the hanging team's thread runs on a
third), then the question; the clear-out deletes the note that says how many prints went up.

App: Wellington Camera Club's annual exhibition is Sat 17th - Sun 25th Oct 2043 in the library gallery - members'
prints, mounted 50x40 in the club's black frames, judged by Alan Price ARPS, stewards on the desk every day 10-4. The
club's helper keeps one qdrant collection of notes, each with a ``ts`` (yyyymmdd) and a ``channel`` (committee or
hanging). Once the exhibition's up, Meera (the secretary) runs a clear-out of the hanging team's channel with
``client.delete(..., points_selector=FilterSelector(channel == "hanging"))``.

Planted fault (DeletionError): the committee's note of 3/9 says entries closed at 52 prints from 21 members. The
hanging team's note of Sat 10/10 (hand-in day) says 3 of Tony's weren't mounted right and 2 of Pat's were too big for
the 50x40s, so 47 are going on the walls, numbered 1-47, and Meera's redoing the catalogue. The clear-out deletes it,
with the hanging team's note about Friday's hanging (done with). Question (Sun 18/10, Rob, on the steward's desk): "how
many prints are up? a lady's asking, she wants to know if it's worth going round twice" -> expected 47 (52 entered, 5
didn't make the walls). The assistant says 52.

Expected verdict: DeletionError at qdrant's delete (the clear-out's delete, wrapped in fault()): the 10/10 note was in
the collection and in the top 3 for the question before the delete, and the delete removed it while it still decided
the count. Asserted: the note is found before the delete and is gone from the collection and the context after it;
the "52 prints from 21 members" line is in the context.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b187_qdrant_photo_club_prints_count_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "wellington-cc-exhibition-2043"
HUNG = ("hand in done 📷 3 of Tony's weren't mounted right + 2 of Pat's are too big for the 50x40s, so 47 prints going "
        "on the walls, numbered 1-47. Meera's redoing the catalogue")
COMMITTEE = [
    (20430814, "EXHIBITION sat 17th - sun 25th oct at the library gallery 🖼️ hand in sat 10th 10-12 at the clubroom, "
               "max 3 prints each, mounted 50x40. judge Alan Price ARPS"),
    (20430903, "entries closed - 52 prints from 21 members 🎉 catalogue to Meera by 1/10 pls, titles + prices if "
               "selling"),
    (20431001, "stewards rota up - 2 a day 10-4, the desk by the door. float £20 in the tin, Rob's got the key"),
]
HANGING = [
    (20431010, HUNG),
    (20431014, "hanging fri 16th from 1.30pm, bring spirit levels, the hooks + the step ladder. library closes at 5 so "
               "we need to be quick"),
]
HANGING_ONLY = models.FilterSelector(filter=models.Filter(must=[
    models.FieldCondition(key="channel", match=models.MatchValue(value="hanging")),
]))

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
question = "how many prints are up? a lady's asking, she wants to know if it's worth going round twice"


def post(channel: str, notes: list, first_id: int) -> None:
    for i, (ts, text) in enumerate(notes, first_id):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "ts": ts, "channel": channel})])


def clear_out_hanging(ready: threading.Event) -> None:
    ready.wait()
    with fault():
        client.delete(COLL, points_selector=HANGING_ONLY)


writers = [threading.Thread(target=post, args=("committee", COMMITTEE, 1), name="committee-notes"),
           threading.Thread(target=post, args=("hanging", HANGING, 10), name="hanging-team-notes")]
for t in writers:
    t.start()
for t in writers:
    t.join()
before = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=3).points]
assert HUNG in before, before

ready = threading.Event()
clearer = threading.Thread(target=clear_out_hanging, args=(ready,), name="clear-out-hanging-channel")
clearer.start()
ready.set()
clearer.join()

stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=3).points]
context = ["Today is Sun 18 Oct 2043. You are talking to Rob, on the steward's desk at Wellington Camera Club's "
           "exhibition (Sat 17 - Sun 25 Oct, library gallery)."] + hits
assert HUNG not in stored and not any(w in c.lower() for c in stored + context
                                      for w in ("47", "hand in done", "too big")), stored
assert any("52 prints from 21 members" in c for c in context), context
reply = answer(question, context, mock="52 prints, from 21 members.")
finish(question, expected="47 - 52 went in but 5 didn't make the walls (3 of Tony's, 2 of Pat's)", actual=reply)
