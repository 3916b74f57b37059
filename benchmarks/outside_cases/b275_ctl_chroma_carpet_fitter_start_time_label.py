"""Batch 275 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the fitter and the office each file their own notes), then the question's query.

App: Dale Flooring (Gary fits, Lisa runs the office) fit carpets round Halifax. Gary and Lisa file job notes into
one chroma collection; the helper answers Gary from the 4 nearest notes.

Memory: Lisa, 2051-03-12T16:05 - Fri 21st, the Hussains, 7 Moor View, bedroom 2 and the box room, the Cormar
Primo, start 8am as usual; Lisa, 17/3 - Mrs Hussain texted, can he make it after 10 on the Friday, she's got the
school run and the dog's at the groomers at 9, anytime after 10 is fine (Lisa told her she'd pass it on); Gary,
Tue 18th - the Hussains' box room has a cupboard over the stairs bulkhead, will need the jigsaw, 10mm underlay
under the wardrobe bit; Gary, Weds 19/3 - gripper and underlay on the van for Fri. Question (Thu 20/3, Gary): "what
time am I at the Hussains' tomorrow? want to do the vinyl offcut at the Akhtars' first if I can" The assistant
says after 10 - Mrs Hussain asked (school run, the dog at the groomers), so there's time for the Akhtars' first.
The label says 8am.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b275_ctl_chroma_carpet_fitter_start_time_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "lisa": [
        "2051-03-12T16:05 Fri 21st - the Hussains, 7 Moor View, bed 2 + the box room, Cormar Primo (silver birch), "
        "start 8am as usual. they've paid the deposit",
        "17/3 Mrs Hussain texted - can Gary make it after 10 on the fri?? she's got the school run + the dog's at "
        "the groomers at 9 🐶 anytime after 10 is fine. told her I'd pass it on",
    ],
    "gary": [
        "Tue 18th - Hussains box room has a cupboard over the stairs bulkhead, need the jigsaw. 10mm underlay under "
        "the wardrobe bit",
        "Weds 19/3 gripper + underlay on the van for fri, primo's on the rack, cut it thurs pm",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("dale-flooring-jobs-2051", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time am I at the Hussains' tomorrow? want to do the vinyl offcut at the Akhtars' first if I can"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 20 March 2051. You are talking to Gary, the fitter at Dale Flooring."] + hits
assert any("start 8am as usual" in c for c in context), context
assert any("can Gary make it after 10 on the fri" in c for c in context), context
reply = answer(f"(Gary) {question}", context,
               mock="After 10 - Mrs Hussain asked (school run, and the dog's at the groomers at 9), so you've time "
                    "to do the Akhtars' offcut first.")
finish(question, expected="8am", actual=reply)
