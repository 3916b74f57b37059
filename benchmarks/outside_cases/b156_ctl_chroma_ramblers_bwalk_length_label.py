"""Batch 156 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two walk leaders writing
their notes from their own threads, then the question's query.

App: Elland Ramblers' July coach walk (Sun 19th July 2037, Upper Wharfedale, coach from the bus station at 8) has two
walks; Ken leads the A and Pat the B, and each files their notes into one chroma collection from their own phone
(one thread each); the helper answers members from a query of it.

Memory: 14/3 Ken: the A walk, Kettlewell up Buckden Pike and back down the Walden road, about 6 hrs with stops, a
proper hill, boots not trainers; 22.3. Pat: the B walk, Kettlewell to Grassington along the Wharfe, flat, 4 hrs tops,
the tea room at the end; 16th may Pat: recce done, 4 hrs is generous, Brenda's knees were fine, one stile at
Ghaistrill's; 2037-07-12T20:05 Ken: coach picks up at 8 from the bus station, back for 7ish. Question (Tue 14/7,
Brenda, on the B walk): "how long's the B walk? my knees aren't what they were" The assistant says about 4 hours
(flat, riverside, Kettlewell to Grassington). The label says 6 hours - in memory, how long Ken's A walk up Buckden
Pike takes.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b156_ctl_chroma_ramblers_bwalk_length_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "ken": [("ken-1", "14/3 Ken - A walk: Kettlewell up Buckden Pike + back down the Walden rd, abt 6 hrs w stops. "
                      "proper hill this, boots not trainers pls"),
            ("ken-2", "2037-07-12T20:05 Ken - coach picks up 8 from the bus stn, back for 7ish. £17, pay me on the "
                      "coach")],
    "pat": [("pat-1", "22.3. Pat - B walk: Kettlewell to Grassington along the Wharfe, flat, 4 hrs tops, tea room at "
                      "the end"),
            ("pat-2", "16th may Pat - recce done, 4 hrs is generous, Brenda's knees were fine. one stile at "
                      "Ghaistrill's, bit of a squeeze")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("elland-ramblers-july-walk",
                                        embedding_function=offline.chroma_embedding_function())


def leader(who: str) -> None:
    for note_id, text in NOTES[who]:
        notes.add(ids=[note_id], documents=[text], metadatas=[{"leader": who}])


threads = [threading.Thread(target=leader, args=(who,), name=f"leader-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long's the B walk? my knees aren't what they were"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 14 July 2037. You are talking to Brenda, who is on the B walk of Elland Ramblers' coach walk "
           "to Upper Wharfedale on Sun 19 July."] + hits
assert any("abt 6 hrs w stops" in c for c in context), context
assert any("B walk: Kettlewell to Grassington" in c and "4 hrs tops" in c for c in context), context
reply = answer(question, context, mock="About 4 hours - it's the flat riverside walk from Kettlewell to Grassington, "
                                       "and Pat says that's generous.")
finish(question, expected="6 hours", actual=reply)
