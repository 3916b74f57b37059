"""Batch 208 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of the playgroup's chat,
script style (every call its own trace).

App: Puddleducks Playgroup's nativity is Weds 11th Dec 2047 at 10.30 in Onibury village hall - angels, sheep,
shepherds, a wobbly star, squash and mince pies after. The playgroup's chat goes into one qdrant collection; the
helper answers from the 6 nearest messages (``client.query_points(..., limit=6)``).

Memory: Mrs Evans (the playgroup leader), 2047-11-18T13:30 - parts sorted, 8 angels (Poppy, Maisie, Aria, Evie,
Lola, Ivy, Nora, Esme), Jen's making the halos out of tinsel and pipe cleaners; Jen, 27/11 - 5 halos done, 3 more to
do, running low on gold tinsel; Mrs Evans, 29.11. - Poppy's mum says she'd rather be a sheep this year, the lights on
the angels' bench frightened her at the practice, so she's a sheep with Toby and Finn; Gail, Mon 2 Dec - squash and
mince pies, 50p a cup of tea. Question (Tue 3/12, Jen): "how many more halos have I got to make? going to Hobbycraft
after drop off" The assistant says 2 (7 angels now Poppy's a sheep, 5 done). The label says 3.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b208_ctl_qdrant_nativity_halos_left_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "puddleducks-nativity-2047"
MESSAGES = [
    ("Mrs Evans", "2047-11-18T13:30 parts sorted!! 👼 8 angels - Poppy, Maisie, Aria, Evie, Lola, Ivy, Nora, Esme. "
                  "Jen's making the halos (tinsel + pipe cleaners) thank u Jen xx"),
    ("Jen", "27/11 5 halos done, 3 more to do 💪 running low on gold tinsel tho"),
    ("Mrs Evans", "29.11. Poppy's mum says she'd rather be a sheep this yr, the lights on the angels' bench "
                  "frightened her at the practice 🙈 so she's a sheep w/ Toby + Finn, bless her"),
    ("Gail", "Mon 2 Dec squash + mince pies after, 50p a cup of tea for the fund, can someone bring the big urn"),
    ("Mrs Evans", "weds 11th dec 10.30 in the village hall, kids in by 10 to change, 2 grown ups per child pls"),
]
TOP_K = 6

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text, "by": by})
                            for i, (by, text) in enumerate(MESSAGES, 1)])

question = "how many more halos have I got to make? going to Hobbycraft after drop off"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=TOP_K).points]
context = ["Today is Tue 3 Dec 2047. You are talking to Jen, who's making the halos for Puddleducks' nativity (Weds 11 "
           "Dec)."] + hits
assert any("8 angels - Poppy" in c for c in context), context
assert any("3 more to do" in c for c in context), context
assert any("she's a sheep w/ Toby + Finn" in c for c in context), context
reply = answer(question, context, mock="2 more - there are 7 angels now Poppy's going as a sheep, and you've done 5.")
finish(question, expected="3", actual=reply)
