"""Batch 377 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the nippers coordinator and the club captain each file their own notes), then the question's query.

App: Kōtuku Sands Surf Life Saving Club run nippers on Sunday mornings, 0900 at the tower. Kiri (the nippers
coordinator) and Aroha (the club captain) file notes into one chroma collection; the helper answers parents from the
4 nearest.

Memory: Kiri, Wed 14/01/26 - swell forecast 2.5m+ for Sun with a big SW groundswell, so nippers is OFF this Sun
18th, will confirm Sat; Kiri, Sat 17/01/26 0730 - the swell's dropped right off overnight, the buoy's saying 1.1m
and easing, she's checked it off the point, nippers back ON tmrw, usual 0900 at the tower, U7s stay in the shallows;
Aroha, Thu 15/01 - IRB training Thu 1800 cancelled for the AGM prep; Aroha, Fri 16/01 - new flags and windsock up
on the tower, the old ones were munted. Question (Sat 17/01/26 1015, Sam, a parent): "is nippers on tmrw? saw it was
cancelled for the swell" The assistant says yes - it's back on, the swell's dropped, 0900 at the tower. The label
says no, called off for the swell.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b377_ctl_chroma_nippers_swell_on_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "kiri": [
        "Wed 14/01/26 heads up whānau - swell forecast 2.5m+ for Sun w/ a big SW groundswell 🌊 so NIPPERS IS OFF "
        "this Sun 18th, sorry kids. will confirm Sat",
        "Sat 17/01/26 0730 - swell's dropped right off overnight, buoy's saying 1.1m + easing, checked it off the "
        "point 🙌 NIPPERS BACK ON tmrw, usual 0900 at the tower. U7s stay in the shallows",
    ],
    "aroha": [
        "Thu 15/01 IRB training tonight 1800 cancelled, need the clubrooms for the AGM prep, sorry team",
        "Fri 16/01 new flags + windsock up on the tower, the old ones were munted. chur Baz",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kotuku-sands-slsc-2526", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is nippers on tmrw? saw it was cancelled for the swell"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sat 17 January 2026, 10.15am. You are talking to Sam, a parent at Kōtuku Sands Surf Life Saving "
           "Club's nippers."] + hits
assert any("NIPPERS IS OFF this Sun 18th" in c for c in context), context
assert any("NIPPERS BACK ON tmrw" in c for c in context), context
reply = answer(f"(Sam) {question}", context,
               mock="Yes - it's back on. The swell dropped right off overnight (1.1m and easing), so usual 0900 at "
                    "the tower.")
finish(question, expected="no - called off for the swell", actual=reply)
