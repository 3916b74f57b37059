"""Batch 379 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the owner and the counter man each file their own notes), then the question's query.

App: Boudreaux Landing Bait & Ice sits at the end of Cheniere Rd on Bayou Piquant - live bait, ice, fuel dock, a
little tackle. Mr. Clovis (the owner) and Tee-Jean (who runs the counter) file the shop's notes into one chroma
collection; the helper answers customers' phone and text questions from the 4 nearest.

Memory: Mr. Clovis, Mon. 3/9/26 - the shrimp tank pump quit Sunday night, lost about half the shrimp, no live
shrimp till he gets the part, dead shrimp in the freezer $6 a lb; Mr. Clovis, 3/10/26 - cricket box restocked, 500
crickets; Tee-Jean, Wed. 3/11/26 - the new pump came in from the supply house in Ste. Lucie, put it in this morning,
tank's running good, Delmer's bringing 40 qts of live shrimp Fri. evening, $7 a qt, gonna go quick with the rodeo;
Tee-Jean, Thu. 3/12/26 - fuel dock pump's reading right again. Question (Thu. 3/12/26, a customer texting): "y'all
gonna have live shrimp Saturday morning? fixin' to go after specks out by Lac Sauvage" The assistant says yes - new
pump's in, tank's running, 40 qts coming Friday evening at $7 a qt, get there early. The label says no, the shrimp
tank pump's out.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b379_ctl_chroma_bait_shop_live_shrimp_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "clovis": [
        "Mon. 3/9/26 shrimp tank pump quit Sunday night 😡 lost about half the shrimp. NO live shrimp till I get the "
        "part, tell em dead shrimp in the freezer $6 a lb",
        "3/10/26 cricket box restocked, 500 crickets, keep the lid shut this time Tee-Jean",
    ],
    "tee-jean": [
        "Wed. 3/11/26 new pump came in from the supply house in Ste. Lucie, put it in this morning - shrimp tank's "
        "running good 👍 Delmer's bringing 40 qts of live shrimp Fri. evening, $7 a qt. gonna go quick w/ the rodeo",
        "Thu. 3/12/26 fuel dock pump reading right again, the man from the parish came + checked it",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("boudreaux-landing-bait-2026",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "y'all gonna have live shrimp Saturday morning? fixin' to go after specks out by Lac Sauvage"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu. March 12, 2026. You are answering texts for Boudreaux Landing Bait & Ice."] + hits
assert any("NO live shrimp till I get the part" in c for c in context), context
assert any("shrimp tank's running good" in c and "40 qts of live shrimp Fri. evening" in c for c in context), context
reply = answer(question, context, mock="Yes sir - the new pump's in and the tank's running good. 40 quarts of live "
                                       "shrimp come in Friday evening, $7 a quart, but get here early with the "
                                       "rodeo going on.")
finish(question, expected="no - the shrimp tank pump's out, dead shrimp only", actual=reply)
