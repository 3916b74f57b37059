"""Batch 271 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the sweep and his wife, who does the bookings, each file their own notes), then the question's query.

App: Firth & Son Chimney Sweeps, Luddenden Foot - sweeping, bird guards, nest removal, cowls. Dave (the sweep) and
Sharon (the bookings) file notes into one chroma collection; the helper answers customers' questions from the 4
nearest.

Memory: Sharon, 2051-03-01T09:15 - no nest removals March to the end of August, nesting birds are protected
(Wildlife and Countryside Act), book them in for September onwards; Sharon, 20/6 - Mrs Patel, 3 Lees Rd, jackdaw
nest in the lounge chimney, wants it out before the winter; Dave, Fri 30th Jun - popped round Mrs Patel's on the
way back, the jackdaws have fledged, watched them go off the pot, the nest's empty, so they can take it out now, put
her in for Tue 11th July 9am, and a cowl so they don't come back; Dave, Mon 3/7 - the van's in for its MOT on
Thursday. Question (Weds 5/7, Mrs Patel): "can you get the old jackdaw nest out this month? or is it too early with
the nesting rules" The assistant says yes - the jackdaws have fledged and the nest's empty, so she's booked for Tue
11th July at 9am, with a cowl. The label says no, not till September - nests are protected March to August.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b271_ctl_chroma_chimney_sweep_jackdaw_nest_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "sharon": [
        "2051-03-01T09:15 reminder for the diary 🐦 NO nest removals march to end of aug, nesting birds are "
        "protected (Wildlife + Countryside Act) - book them in for sept onwards",
        "20/6 Mrs Patel, 3 Lees Rd - jackdaw nest in the lounge chimney, wants it out b4 the winter, rang twice",
    ],
    "dave": [
        "Fri 30th Jun - popped round Mrs Patel's on the way back, the jackdaws have fledged, watched them go off "
        "the pot + the nest's empty, nowt in it. so we CAN take it out now - put her in for Tue 11th July 9am + a "
        "cowl so they don't come back",
        "Mon 3/7 van's in for MOT thurs, no jobs b4 12 that day",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("firth-sweeps-2051", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can you get the old jackdaw nest out this month? or is it too early with the nesting rules"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 5 July 2051. You are talking to Mrs Patel of 3 Lees Rd, a customer of Firth & Son Chimney "
           "Sweeps."] + hits
assert any("NO nest removals march to end of aug" in c for c in context), context
assert any("the jackdaws have fledged" in c and "Tue 11th July 9am" in c for c in context), context
reply = answer(f"(Mrs Patel) {question}", context,
               mock="Yes - Dave checked on the 30th and the jackdaws have fledged, the nest's empty, so it can come "
                    "out now. You're booked for Tue 11th July at 9am, with a cowl so they don't come back.")
finish(question, expected="no - not till September, nests are protected March to August", actual=reply)
