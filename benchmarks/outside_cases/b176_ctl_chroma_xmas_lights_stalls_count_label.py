"""Batch 176 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the events officer and the market manager each post their own notes), then the question's query.

App: Newport's Christmas light switch-on is Sat 29th November 2042 - a stage in the square, stalls down the High St,
the road shut 8am-9pm. Claire (the town council's events officer) and Sue (who runs the market) post notes into one
chroma collection; the helper answers the volunteers from a query.

Memory: Claire, 2042-10-03: 30 stalls booked so far, the last few wanted by the 14th; Claire, Weds 12/11: the road
closure's through, High St shut 8am-9pm; Sue, 14/11: stalls all in - 36 booked, including the WI cakes and the hog
roast, the pitch plan on the board in the council office; Sue, Fri 21st Nov: the mulled wine fella from Ellesmere
rang, his van's died and he can't get a hire one for the Saturday, so he's not coming - gutted, he always does well.
Question (Weds 26/11, Pete, a volunteer marshal): "how many stalls are we going to have on the night? doing the
marshal map" The assistant says 35 - 36 were booked but the mulled wine man from Ellesmere can't come. The label
says 36 - the number booked when the stalls closed.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b176_ctl_chroma_xmas_lights_stalls_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

POSTS = {
    "claire": [("c1", "2042-10-03 Claire - switch on stalls: 30 booked so far 🎄 need the last few in by the 14th"),
               ("c2", "Weds 12/11 Claire - road closure's through, High St shut 8am-9pm sat, diversion via Avenue "
                      "Rd")],
    "sue": [("s1", "14/11 Sue - stalls all in!! 36 booked incl the WI cakes + the hog roast, pitch plan's on the "
                   "board in the council office"),
            ("s2", "Fri 21st Nov Sue - the mulled wine fella from Ellesmere rang, his van's died + he can't get a "
                   "hire one for the sat so he's not coming 😩 gutted, he always does well")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("newport-xmas-lights-2042-volunteers",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for note_id, text in POSTS[who]:
        notes.add(ids=[note_id], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=post, args=(who,), name=f"{who}-notes") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many stalls are we going to have on the night? doing the marshal map"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 26 November 2042. You are talking to Pete, a volunteer marshal at Newport's Christmas light "
           "switch-on (Sat 29 November)."] + hits
assert any("36 booked" in c for c in context), context
assert any("he's not coming" in c for c in context), context
reply = answer(question, context, mock="35 - 36 were booked, but the mulled wine man from Ellesmere can't come now "
                                       "(his van's died).")
finish(question, expected="36", actual=reply)
