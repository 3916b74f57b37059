"""Batch 379 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the crawfish chairman and the treasurer each file their own notes), then the question's query.

App: St. Médard Catholic Church at Lac Sauvage holds its crawfish boil on Sat. April 18, 2026 behind the parish
hall - all you can eat, a zydeco band, a cakewalk. Lyle Fontenot (who does the crawfish) and Miss Gussie Hebert (the
treasurer) file notes into one qdrant collection; the helper answers the committee's questions from the 5 nearest.

Memory: Lyle, 3/20/26 - ordered 40 sacks from Pellerin's Crawfish out on Hwy 5520 for Sat. 4/18, $92 a sack,
pickup 7 am; Miss Gussie, Tue. 4/7/26 - presale's at 171 tickets, $4,617 in the bank bag; Lyle, Thu. 4/9/26 -
Pellerin's called, the cold snap slowed everything down, they can only do 32 sacks this weekend, same price; Miss
Gussie, Sat. 4/11/26 - the Men's Club got 6 sacks out of Pierre Guillory's pond to make up some of it, he's
donating them. Question (Tue. 4/14/26, Nonc Alcide, the boil master): "how many sacks we got coming Saturday?
figuring how much seasoning to pick up" The assistant says 38 (32 from Pellerin's plus Pierre Guillory's 6). The
label says 40.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b379_ctl_qdrant_crawfish_boil_sacks_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "st-medard-crawfish-boil-2026"
NOTES = {
    "lyle": [
        (1, "3/20/26 ordered 40 sacks from Pellerin's Crawfish out on Hwy 5520 for Sat. 4/18 🦞 $92 a sack, pickup "
            "7 am, I'll take the flatbed"),
        (2, "Thu. 4/9/26 Pellerin's called - cold snap slowed everything down, they can only do 32 sacks this "
            "weekend, same price. not their fault y'all"),
    ],
    "miss-gussie": [
        (3, "Tue. 4/7/26 presale's at 171 tickets, $4,617 in the bank bag, I'll deposit Thurs."),
        (4, "Sat. 4/11/26 good news - the Men's Club got 6 sacks out of Pierre Guillory's pond to make up some of "
            "it, he's donating them 🙏 somebody write him a thank-you"),
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

question = "how many sacks we got coming Saturday? figuring how much seasoning to pick up"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Tue. April 14, 2026. You are talking to Nonc Alcide, the boil master for St. Médard's crawfish "
           "boil (Sat. April 18)."] + hits
assert any("ordered 40 sacks from Pellerin's" in c for c in context), context
assert any("they can only do 32 sacks this weekend" in c for c in context), context
assert any("the Men's Club got 6 sacks out of Pierre Guillory's pond" in c for c in context), context
reply = answer(question, context, mock="38 sacks - Pellerin's can only do 32 after the cold snap, plus the 6 Pierre "
                                       "Guillory's donating out of his pond.")
finish(question, expected="40", actual=reply)
