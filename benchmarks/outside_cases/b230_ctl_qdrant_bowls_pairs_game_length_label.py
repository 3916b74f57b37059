"""Batch 230 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, two writers in
threads (the club secretary and the match captain), then the question.

App: Luddendenfoot Bowling Club hold a charity pairs day for the Forget Me Not hospice on Sat 18th September 2049 -
pairs on all 6 rinks from 10am, a buffet at 1, the Wilkinson cup for the winners. Kath (secretary) and Bill (match
captain) each file notes into one qdrant collection from their own thread; the helper answers from the 4 nearest.

Memory: Kath, 2049-07-02T18:30 - pairs Sat 18th Sept 10am, £12 a pair, 2 woods each, games 12 ends, buffet at 1;
Kath - 22 pairs in as of 14/8, cap is 32; Kath - buffet pie and peas, £5; Bill - all 6 rinks, Ron's mowing Friday;
Bill, Weds 8 Sep - 30 pairs in now, we'll never get through 12 ends a game and be done by 5, so 8 ends it is,
roughly 40 minutes a game, told Ron; Bill - prizes. Question (Thu 16/9, Dot, playing with her sister): "how long's
each game sat? want to know if I can nip out between" The assistant says 8 ends, about 40 minutes. The label says 12
ends (the first plan, before 30 pairs came in).
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b230_ctl_qdrant_bowls_pairs_game_length_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "luddendenfoot-bc-pairs-2049"
KATH = [
    "2049-07-02T18:30 CHARITY PAIRS sat 18th sept 10am for the Forget Me Not 💜 £12 a pair, 2 woods each, games 12 "
    "ends, buffet at 1",
    "entries - 22 pairs in as of 14/8, 6 from Sowerby, cap is 32. cash or the club account",
    "buffet - pie + peas off Dobson's, Jean's trifles, £5 on the day, bar open from 12",
]
BILL = [
    "rinks - all 6, Ron's mowing fri + it'll be quick if it stays dry. rink 4's a bit heavy at the ditch end",
    "Weds 8 Sep Bill - 30 pairs in now!! we'll never get thru 12 ends a game + be done by 5, so 8 ends it is, roughly "
    "40 mins a game, told Ron",
    "prizes - £50 + the Wilkinson cup for the winners, runners up £25, raffle half 3 for the hospice",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
write_lock = threading.Lock()
ids = iter(range(1, 100))


def writer(who: str, items: list) -> None:
    for text in items:
        with write_lock:
            client.upsert(COLL, points=[models.PointStruct(id=next(ids), vector=offline.embed([text])[0],
                                                           payload={"text": text, "by": who})])


threads = [threading.Thread(target=writer, args=("Kath", KATH), name="kath-secretary"),
           threading.Thread(target=writer, args=("Bill", BILL), name="bill-match-captain")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long's each game sat? want to know if I can nip out between"
vec = offline.embed([question])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
context = ["Today is Thu 16 September 2049. You are talking to Dot, who's playing in Luddendenfoot Bowling Club's "
           "charity pairs (Sat 18 September) with her sister."] + hits
assert any("games 12 ends, buffet at 1" in c for c in context), context
assert any("so 8 ends it is, roughly 40 mins a game" in c for c in context), context
reply = answer(question, context, mock="8 ends a game - roughly 40 minutes each - so there's time to nip out "
                                       "between if you're quick.")
finish(question, expected="12 ends", actual=reply)
