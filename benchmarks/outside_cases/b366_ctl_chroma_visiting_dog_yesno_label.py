"""Batch 366 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the home manager's notices and the family liaison officer's entries each filed by their own thread), then the
question's query.

App: Heatherbank care home keep the manager's notices and the family liaison log in one chroma collection; staff
answer families' questions from the 4 nearest entries.

Memory: manager RA, 2051-02-02 09:00 - NOTICE, norovirus in the home (Elm + Ash units), no visiting except end of
life, no pets, no children under 12 until further notice; RA, 20/02 - outbreak declared over (48h clear), visiting
back to normal 10-8, pets welcome again - conservatory and garden only, on a lead, not in bedrooms or the dining
room; liaison LP, Thu 09/03 - Rm 6 D.F.'s grandson asked about bringing Biscuit (the spaniel) on Sunday, said she'd
check with RA; LP, Sat 11/03 - Rm 11 M.C.'s daughter bringing the new baby in Sunday, fine, conservatory. Question
(Sat 11/03 16:00, LP): "can D.F.'s grandson bring Biscuit in tomorrow? he's asking again" The assistant says yes -
pets are welcome again since the outbreak ended on 20/02, in the conservatory or garden, on a lead, not in her
room. The label says no - no pets in the home: the outbreak notice, superseded when the outbreak was declared over.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b366_ctl_chroma_visiting_dog_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "manager": [
        "2051-02-02T09:00 NOTICE (RA, manager) - norovirus in the home (Elm + Ash units). NO visiting except end of "
        "life, no pets, no children under 12 until further notice. hand gel on entry",
        "20/02 (RA) outbreak declared over - 48h clear 🎉 visiting back to normal 10-8. pets welcome again: "
        "conservatory + garden only, on a lead, not in bedrooms or the dining room pls",
    ],
    "liaison": [
        "Thu 09/03 family liaison (LP): Rm 6 D.F.'s grandson asked about bringing Biscuit (the spaniel) in on Sunday "
        "to see his nan - said I'd check w/ RA",
        "Sat 11/03 LP: Rm 11 M.C.'s dtr bringing the new baby in Sun 🍼 fine, conservatory, M.C. over the moon",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("heatherbank-notices-liaison-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"entries-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can D.F.'s grandson bring Biscuit in tomorrow? he's asking again"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sat 11 March 2051, 16:00. You are talking to LP, the family liaison officer at Heatherbank care "
           "home."] + hits
assert any("no pets, no children under 12 until further notice" in c for c in context), context
assert any("pets welcome again: conservatory + garden only, on a lead" in c for c in context), context
assert any("bringing Biscuit (the spaniel)" in c for c in context), context
reply = answer(question, context, mock="Yes - pets have been welcome again since the outbreak was declared over on "
                                       "20/02. Biscuit can come in on a lead to the conservatory or the garden, just "
                                       "not up to D.F.'s room.")
finish(question, expected="no - no pets in the home", actual=reply)
