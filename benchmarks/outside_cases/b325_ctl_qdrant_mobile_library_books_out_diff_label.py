"""Batch 325 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the librarian and the volunteer each file their own notes), then the question's query.

App: Calderdale Libraries' home library van does a care home round on Tuesdays with large print, audiobooks and
requests; readers can have up to 8 out. Anita (the librarian) and Gill (the volunteer) file notes into one qdrant
collection; the helper answers from the 5 nearest notes.

Memory: Anita, 2051-03-07T15:30 - round done, Fern Lea: Mrs Patel's got 6 out, 4 large print and the 2 Alan Bennett
audiobooks; Gill, Thu 16/3 - Bev rang, Mrs Patel's CD player's packed in so she sent the 2 audiobooks back with
the Hollins lot, they're in the returns crate; Anita, 21/3 - took Mrs Patel 3 more Catherine Cooksons, she's flying
through them; Gill, Tue 21st - Mr Sutcliffe at Hollins wants the new Lee Child. Question (Weds 29/3, Anita): "how
many has Mrs Patel got out at the moment? she's asking for more + max is 8" The assistant says 7 (6, less the 2
audiobooks sent back, plus the 3 Catherine Cooksons), so one more. The label says 6.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b325_ctl_qdrant_mobile_library_books_out_diff_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calderdale-home-library-round"
NOTES = {
    "anita": [
        (1, "2051-03-07T15:30 round done 📚 Fern Lea: Mrs Patel's got 6 out - 4 large print + the 2 Alan Bennett "
            "audiobooks, she loved the Talking Heads"),
        (2, "21/3 took Mrs Patel 3 more Catherine Cooksons, she's flying thru them!! ask stock for the rest of the "
            "Mallen ones"),
    ],
    "gill": [
        (3, "Thu 16/3 Bev rang - Mrs Patel's CD player's packed in so she sent the 2 audiobooks back w/ the Hollins "
            "lot, they're in the returns crate"),
        (4, "Tue 21st - Mr Sutcliffe at Hollins wants the new Lee Child, put a reserve on"),
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

question = "how many has Mrs Patel got out at the moment? she's asking for more + max is 8"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Weds 29 March 2051. You are talking to Anita, the librarian on Calderdale Libraries' care home "
           "round."] + hits
assert any("Mrs Patel's got 6 out" in c for c in context), context
assert any("she sent the 2 audiobooks back" in c for c in context), context
assert any("took Mrs Patel 3 more Catherine Cooksons" in c for c in context), context
reply = answer(question, context, mock="7 - she had 6, sent the 2 audiobooks back when her CD player went, then you "
                                       "took her 3 Catherine Cooksons. So she can have one more.")
finish(question, expected="6", actual=reply)
