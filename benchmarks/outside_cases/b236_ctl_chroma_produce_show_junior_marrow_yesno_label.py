"""Batch 236 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the show secretary and the chairman each file their own notes), then the question's query.

App: Ripponden Horticultural Society hold their produce show on Sat 3rd Sept 2050 in the Conservative Club - veg,
flowers, baking and preserves, a junior section, the giant veg (heaviest marrow, heaviest onion, longest runner
bean). Brenda (the show secretary) and Keith (the chairman) file notes into one chroma collection; the helper
answers members' questions from the 4 nearest.

Memory: Brenda, 2050-06-02T19:00 - the schedule's at the printers, veg 1-30, flowers 31-45, baking and preserves
46-60, the giant veg is open class, over 16s only; Brenda, 9/7 - the juniors (under 16s) have their own classes
61-66, scarecrow, veg animal, miniature garden, free to enter; Keith, Tue 12th July - the Ackroyds have given a cup
in memory of Stan for the heaviest junior marrow, so the kids can go in with the big lads on the giant veg, tick
'junior' on the form, Stan would have loved that; Keith, 14/8 - staging Friday night 6-8. Question (Sun 21/8,
Margaret, a member): "can my grandson go in the giant marrow? he's 11 + he's been feeding it since may 😂" The
assistant says yes - there's the Stan Ackroyd cup for the heaviest junior marrow, tick 'junior' on the form. The
label says no, giant veg is over 16s only.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b236_ctl_chroma_produce_show_junior_marrow_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "brenda": [
        "2050-06-02T19:00 schedule's at the printers 🌻 veg 1-30, flowers 31-45, baking + preserves 46-60. giant veg "
        "(heaviest marrow, heaviest onion, longest runner bean) is open class, over 16s only",
        "9/7 juniors (under 16s) have their own classes 61-66 - scarecrow, veg animal, miniature garden in a seed "
        "tray. free to enter",
    ],
    "keith": [
        "Tue 12th July - the Ackroyds have given a lovely cup in memory of Stan for the heaviest junior marrow 🥒 so "
        "the kids can go in with the big lads on the giant veg, just tick 'junior' on the form. Stan would've loved "
        "that",
        "14/8 staging fri nite 6-8, entries in sat 8-9.45, hall shut for judging till 2",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ripponden-hort-show-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can my grandson go in the giant marrow? he's 11 + he's been feeding it since may 😂"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sun 21 August 2050. You are talking to Margaret, a member of Ripponden Horticultural Society "
           "(produce show Sat 3 Sept)."] + hits
assert any("is open class, over 16s only" in c for c in context), context
assert any("the kids can go in with the big lads on the giant veg" in c for c in context), context
reply = answer(question, context, mock="Yes - there's a cup for the heaviest junior marrow now (in memory of Stan "
                                       "Ackroyd), so he can enter the giant veg; just tick 'junior' on the form.")
finish(question, expected="no - the giant veg is open class, over 16s only", actual=reply)
