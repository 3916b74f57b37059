"""Batch 59 (held out), control. A village fete dog show's judging notes: chromadb EphemeralClient with memtrace's
offline embedding function, script style (each call its own trace).

App: Pauline, dog show secretary for the Little Badwell fete (Sat 11 July 2026), keeps her notes in one collection
with metadata ``{"kind"}`` (judges, ring, entries, prizes). Dilys was first down to judge Waggiest Tail, Handsomest
Dog and Golden Oldie. Her own dog Max turned eight in the spring and she wants to show him in Golden Oldie, and she
can't judge a class her dog is in, so Sam Ellery the vet judges that one.

No fault planted. Question (Fri 10/7, Keith doing the tannoy running order): "which classes is Dilys judging?" The
model answers Waggiest Tail and Handsomest Dog, right per memory. The label lists Waggiest Tail, Handsomest Dog and
Golden Oldie. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b59_ctl_chroma_dogshow_dilys_classes_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("judges", "judges sorted 2/6!! Dilys - Waggiest Tail, Handsomest Dog + Golden Oldie (she did them all last yr). "
               "Rev Tony - Fancy Dress + Junior Handler. BIS Mrs Hargreaves"),
    ("ring", "ring by the hall, Geoff posts + rope sat 8am, judges' table under the PC gazebo"),
    ("entries", "pre-entries 46, Golden Oldie 7 so far incl Dilys's Max (8 in March, the old softie)"),
    ("judges", "Dilys popped round 15.6 - course she can't judge the oldies w Max in it, what was I thinking. Sam "
               "Ellery (the Hook Norton vet) will do it, he's coming anyway w the sponsorship cheque"),
    ("prizes", "rosettes 1st-4th every class, Golden Oldie winner gets the vets' hamper too"),
    ("entries", "Fancy Dress theme seaside, expect a lot of dogs in sunhats"),
    ("ring", "running order: Waggiest Tail 1.30, Handsomest Dog 1.55, Golden Oldie 2.15, Fancy Dress 2.35, Junior "
             "Handler 3.00, BIS after"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("badwell-dog-show", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "which classes is Dilys judging?"
hits = notes.query(query_texts=["Dilys judging classes judge Golden Oldie Waggiest Handsomest"],
                   n_results=5)["documents"][0]
context = ["Today is Fri 10 July 2026 (the fete is tomorrow)."] + hits
assert any("Dilys - Waggiest Tail, Handsomest Dog + Golden Oldie" in c for c in context), context
assert any("Sam Ellery (the Hook Norton vet) will do it" in c for c in context), context
reply = answer(question, context, mock="Waggiest Tail and Handsomest Dog. Sam Ellery's judging Golden Oldie because "
                                       "Dilys's Max is entered in it.")
finish(question, expected="Waggiest Tail, Handsomest Dog and Golden Oldie", actual=reply)
