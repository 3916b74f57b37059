"""Batch 394 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Rudy and Doña Chela each file their own notes), then the question's query.

App: Taquería Doña Chela on the west side of San Antonio - Doña Chela (the owner) and her son Rudy (the manager)
file the taquería's notes into one chroma collection; the helper answers the staff's questions from the 4 nearest.

Memory: Rudy, 2/28/50 - taco Tuesday, $1.50 street tacos (pastor, asada, chicken) all day Tuesdays, limit 10 a
person; Chela, 3/8 - no more taco Tuesday for the rest of March, we're losing money with the price of the meat,
tell the customers it's only for now; Rudy, 3/22 - talked to mom, taco Tuesday is back starting 4/5 but $2 not
$1.50 with the new tortilla price, pastor + chicken only; Chela, 3/24 - closed Easter Sunday 4/10, open Sat 4/9
till 4. Question (Fri 4/1, Yesenia at the register): "customer's asking are we doing taco tuesday next week?" The
assistant says yes - from Tue 4/5, $2 street tacos, pastor and chicken only. The label says no, taco Tuesday's off
because of the meat prices.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b394_ctl_chroma_taqueria_taco_tuesday_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "rudy": [
        "2/28/50 TACO TUESDAY 🌮 $1.50 street tacos (pastor, asada, chicken) all day tuesdays, limit 10 per person",
        "3/22 talked to mom 🙏 taco tuesday is BACK starting 4/5 but $2 not $1.50, w/ the new tortilla price. only "
        "pastor + chicken, no asada",
    ],
    "chela": [
        "3/8 no more taco tuesday for the rest of march, we're losing money w/ the price of the meat. tell the "
        "customers it's only for now",
        "3/24 we're closed easter sunday 4/10, open sat 4/9 till 4. Memo make extra barbacoa for the sat",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("taqueria-dona-chela-notes",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "customer's asking are we doing taco tuesday next week?"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 4/1/2050. You are talking to Yesenia, who works the register at Taquería Doña Chela."] + hits
assert any("no more taco tuesday for the rest of march" in c for c in context), context
assert any("taco tuesday is BACK starting 4/5" in c for c in context), context
reply = answer(question, context, mock="Yes - taco Tuesday's back from Tue 4/5: $2 street tacos, pastor and chicken "
                                       "only, no asada.")
finish(question, expected="no - taco Tuesday's off, we're losing money with the meat prices", actual=reply)
