"""Batch 179 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Joan's notes and Margaret's), then the question's query.

App: Hinstock WI's centenary lunch is Weds 13th May 2043 at the Four Alls. Joan (the president) and Margaret (the
secretary) post into one chroma collection; the helper answers members from a query of it.

Memory: Joan, 2043-04-22T10:30: top table 8 - herself, Dr Mellor (the speaker), the mayor and mayoress, Mrs Hill
(county federation chair), Edna and Win (the oldest members, 94 and 91) and Margaret; Joan, Weds 29th: the centenary
cake's from Bake My Day, three tiers, cut after the toast; Margaret, Tue 28/4: Mrs Hill has sent her apologies - her
granddaughter's wedding in Cornwall that weekend - she'll send a card and a cheque for the raffle; Margaret, 2.5.:
final numbers to the Four Alls, 94 plus the top table. Question (Tue 5/5, Rita, doing the flowers): "how many on the
top table? doing a little posy for each place" The assistant says 7 - Mrs Hill can't come. The label says 8 - the
count in Joan's note.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b179_ctl_chroma_wi_top_table_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

POSTS = {
    "joan": [("j1", "2043-04-22T10:30 Joan - top table 8: me, Dr Mellor (speaker), the mayor + mayoress, Mrs Hill "
                    "(county fed chair), Edna + Win (our oldest, 94 + 91!) + Margaret"),
             ("j2", "Weds 29th Joan - centenary cake from Bake My Day 🎂 3 tiers, cut after the toast")],
    "margaret": [("m1", "Tue 28/4 Margaret - Mrs Hill's sent her apologies 😔 granddaughter's wedding in Cornwall that "
                        "wkend, she'll send a card + a cheque for the raffle"),
                 ("m2", "2.5. Margaret - final numbers in to the Four Alls, 94 + the top table, 6 veggie")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hinstock-wi-centenary-2043",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for note_id, text in POSTS[who]:
        notes.add(ids=[note_id], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=post, args=(who,), name=f"{who}-notes") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many on the top table? doing a little posy for each place"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 5 May 2043. You are talking to Rita, who's doing the flowers for Hinstock WI's centenary "
           "lunch (Weds 13 May at the Four Alls)."] + hits
assert any("top table 8" in c and "Mrs Hill" in c for c in context), context
assert any("Mrs Hill's sent her apologies" in c for c in context), context
reply = answer(question, context, mock="7 - Joan's list had 8 but Mrs Hill's sent her apologies (her granddaughter's "
                                       "wedding).")
finish(question, expected="8", actual=reply)
