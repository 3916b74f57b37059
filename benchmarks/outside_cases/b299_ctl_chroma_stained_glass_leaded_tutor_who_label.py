"""Batch 299 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the studio owner and her Saturday helper each file their own notes), then the question's query.

App: Coloured Light Glass Studio in Hebden Bridge runs Saturday taster classes and two-day leaded light weekends.
Carys (who runs it and usually teaches) and Ffion (the Saturday helper) file notes into one chroma collection; the
helper answers students from the 4 nearest.

Memory: Carys, 2051-09-01T16:00 - two-day leaded light course Sat 20th and Sun 21st Sept, she's teaching, 10-4 both
days, £180 including the glass and lead, max 6; Carys, 12/9 - cutting templates done, 6 booked, full; Ffion, Weds
17th Sep - Carys has got covid (she's fine, just rough) so Dafydd's stepping in for the leaded course this weekend,
he did his City & Guilds in leaded glass and taught at the college for years, everything else the same; Ffion, 18/9
- lunch is bring your own, closed shoes. Question (Thu 18/9, Helen, booked on the course): "who's teaching the
leaded course this wknd? want to bring them my nan's old window to look at, the lead's all bowed" The assistant says
Dafydd (Carys has covid; he's done City & Guilds in leaded glass). The label says Carys.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b299_ctl_chroma_stained_glass_leaded_tutor_who_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "carys": [
        "2051-09-01T16:00 2 DAY LEADED LIGHT course 🪟 sat 20th + sun 21st sept, I'm teaching, 10-4 both days, £180 "
        "incl glass + lead, max 6. u go home with a 30x30 panel",
        "12/9 cutting templates done ✂️ 6 booked, that's us full, waiting list on the board",
    ],
    "ffion": [
        "Weds 17th Sep - Carys has got covid 🤒 (she's ok just rough) so Dafydd's stepping in for the leaded course "
        "this wknd, he did his City & Guilds in leaded glass + taught at the college for yrs. everything else the "
        "same",
        "18/9 lunch is bring ur own, kettle + biscuits here. closed shoes pls, + the soldering irons are HOT",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("coloured-light-2051", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = ("who's teaching the leaded course this wknd? want to bring them my nan's old window to look at, the "
            "lead's all bowed")
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 18 September 2051. You are talking to Helen, who's booked on Coloured Light's two-day "
           "leaded light course (Sat 20 - Sun 21 Sept)."] + hits
assert any("I'm teaching, 10-4 both days" in c for c in context), context
assert any("Dafydd's stepping in for the leaded course" in c for c in context), context
reply = answer(question, context, mock="Dafydd - Carys has covid, so he's taking the course this weekend. He did his "
                                       "City & Guilds in leaded glass, so he'd be a good one to look at the window.")
finish(question, expected="Carys", actual=reply)
