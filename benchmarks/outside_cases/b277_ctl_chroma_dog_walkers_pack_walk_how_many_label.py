"""Batch 277 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the two walkers each file their own notes), then the question's query.

App: Pack Leaders (Craig and Nadia, dog walkers in Marsden) run group walks on the moor in Craig's van, plus solo
walks. They file rota notes into one chroma collection; the helper answers whoever's covering from the 4 nearest.

Memory: Craig, 2053-09-01T07:30 - Weds morning pack walk: Odin, Freya, Biscuit, Monty, Pip and Nell, that's 6,
the van's max; Nadia, 4/9 - Pip's family have moved to Leeds, today was his last walk with us, gutted; Craig,
10.9. - new one from next week, Hector (a boxer, 2), Weds mornings, he goes in the back crate on his own; Nadia,
Sun 14 Sept - Monty's mum's on maternity leave till Christmas so she's walking him herself, no walks for him till
Jan. Question (Tue 16/9, Sam, covering Craig): "how many am I taking on the weds morning pack walk? want to know if
I need the big van" The assistant says 5 (Odin, Freya, Biscuit, Nell and Hector - Pip's moved away and Monty's off
till January). The label says 6.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b277_ctl_chroma_dog_walkers_pack_walk_how_many_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "craig": [
        "2053-09-01T07:30 WEDS AM PACK WALK 🐾 Odin, Freya, Biscuit, Monty, Pip + Nell - that's 6, the van's max. "
        "pick ups from 8.15, on the moor by 9, back by 11.30",
        "10.9. new one from next wk!! Hector (boxer, 2, v bouncy) weds mornings w/ the pack, he goes in the back "
        "crate on his own, doesn't share",
    ],
    "nadia": [
        "4/9 Pip's family have moved to Leeds 😢 today was his last walk w/ us, gutted, he was the best",
        "Sun 14 Sept - Monty's mum's on maternity leave till xmas so she's walking him herself, no walks for him "
        "till jan. she'll let us know",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("pack-leaders-rota-2053",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many am I taking on the weds morning pack walk? want to know if I need the big van"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 16 September 2053. You are talking to Sam, who's covering Craig's walks for Pack Leaders "
           "this week."] + hits
assert any("that's 6, the van's max" in c for c in context), context
assert any("Pip's family have moved to Leeds" in c for c in context), context
assert any("Hector (boxer, 2" in c for c in context), context
assert any("no walks for him till jan" in c for c in context), context
reply = answer(question, context, mock="5 - Odin, Freya, Biscuit, Nell and the new boxer Hector (back crate on his "
                                       "own). Pip's moved to Leeds and Monty's off till January.")
finish(question, expected="6", actual=reply)
