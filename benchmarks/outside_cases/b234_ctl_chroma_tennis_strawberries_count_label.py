"""Batch 234 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(teas and matches), then the question's query.

App: Brighouse Park Tennis Club hold their finals day on Sat 9th July 2050 - finals from 11, juniors on court 3,
strawberries and cream in the clubhouse from half 1, cups presented at 5ish. Pat (running the teas) and Margaret
(the match secretary) each file notes into one chroma collection; the helper answers from the 5 nearest.

Memory: Pat, 2050-06-01T18:00 - 40 punnets ordered from Haigh's farm for finals day, £2.50 a bowl with cream, Pat
and Sheila serving from 1.30pm; Pat, Tue 5th Jul - Mrs Haigh rang, the hail last week flattened half the bed, the
best she can do is 25 punnets, she'll throw in some raspberries to make up; Pat, Weds 6/7 - cream from the Co-op,
6 big tubs; Margaret - order of play, ladies' final 11, men's 12.30, mixed 2.30ish, juniors on court 3; Margaret,
Sat 2/7 - new balls, 2 tins a match. Question (Thu 7/7, Sheila): "how many punnets of strawbs have we got coming for
sat? doing the price list" The assistant says 25 (plus some raspberries). The label says 40 (the first order).
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b234_ctl_chroma_tennis_strawberries_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PAT = [
    "2050-06-01T18:00 strawbs 🍓 40 punnets ordered from Haigh's farm for finals day, £2.50 a bowl w/ cream, me + "
    "Sheila serving from 1.30pm in the clubhouse",
    "Tue 5th Jul - Mrs Haigh rang, the hail last wk's flattened half the bed 😩 best she can do us is 25 punnets, "
    "she'll throw in some raspberries to make up",
    "Weds 6/7 - cream from the Co-op, 6 big tubs, + paper bowls from the cash + carry",
]
MARGARET = [
    "order of play - ladies final 11, men's 12.30, mixed 2.30ish, juniors on court 3 all day. cups at 5ish",
    "Sat 2/7 - new balls, 2 tins a match, Dunlop. umpires' chairs out fri nite",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("brighouse-park-tc-finals-2050",
                                        embedding_function=offline.chroma_embedding_function())
lock = threading.Lock()


def writer(who: str, items: list[str]) -> None:
    for i, text in enumerate(items, 1):
        with lock:
            notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=writer, args=("pat", PAT), name="pat-teas"),
           threading.Thread(target=writer, args=("margaret", MARGARET), name="margaret-matches")]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert notes.count() == len(PAT) + len(MARGARET)

question = "how many punnets of strawbs have we got coming for sat? doing the price list"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Thu 7 July 2050. You are talking to Sheila, who's helping Pat with the teas at Brighouse Park "
           "TC's finals day (Sat 9 July)."] + hits
assert any("40 punnets ordered from Haigh's farm" in c for c in context), context
assert any("best she can do us is 25 punnets" in c for c in context), context
reply = answer(question, context, mock="25 punnets - Mrs Haigh can only do 25 after the hail, but she's adding some "
                                       "raspberries to make up.")
finish(question, expected="40", actual=reply)
