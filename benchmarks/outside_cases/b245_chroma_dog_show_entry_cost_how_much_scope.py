"""Batch 245 (held out). A village fete's dog show: chromadb collection of the dog show committee's notes, script
style (every call its own trace); for a "how much" question the helper asks only the money and classes notes, and
the note with the new entry price was filed under the rosettes.

App: Norland village fete is on Sat 3rd Aug 2047 on the rec, and the fun dog show is its biggest draw - eight
classes from the waggiest tail to best in show, a judge who used to show at Crufts and the vicar for the fun
classes, rosettes to 5th, all the entry money to the dog rescue. Sue (who runs the dog show) files the notes into
one chroma collection with metadata ``kind`` (money, classes, judges, rosettes, ring, teas); for a "how much" question
the helper asks only the money and classes notes (``where={"kind": {"$in": ["money", "classes"]}}``, the 3
nearest).

Planted fault (RetrievalError, filtered out by the scope): Sue's note of 2047-06-02T09:00 has entries £2 a class,
on the day, all to the rescue; her classes note lists the classes on one line with a time beside each. Her note of
Mon 22/7 starts with the rosettes (red, blue, yellow, green, white to 5th and the big purple one for best in show,
so it was filed under rosettes) and says, in passing, that the committee reckon they've underpriced it, so it's £3
a class now, still all to the rescue. Question (Fri 2/8, Jo): "how much will it be to put Biscuit in the waggiest
tail, best rescue + dog most like owner? 😂" -> expected £9 (3 x £3). The scoped query returns the first money note
and the classes; the assistant says £6.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Mon 22/7 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
£3 or "underpriced"; the £2 a class and the class list are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b245_chroma_dog_show_entry_cost_how_much_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PRICE = ("Mon 22/7 rosettes came from the trophy place 🎀 red blue yellow green white to 5th + the big purple one for "
         "best in show. committee reckon we've underpriced it so it's £3 a class now, still all to the rescue, I've "
         "changed the poster in the shop window")
NOTES = [
    ("money", "2047-06-02T09:00 DOG SHOW 🐕 at the fete sat 3rd aug on the rec. entries £2 a class on the day at the "
              "gazebo from 10.30, every penny to Greyhound & Lurcher Rescue. dogs on leads at ALL times"),
    ("classes", "classes: waggiest tail 11.00, best puppy 11.20, golden oldie (8+) 11.40, prettiest bitch 12.00, "
                "handsomest dog 12.20, dog most like owner 12.40, best rescue 1.00, best in show 1.30"),
    ("judges", "the 14th (july) judges sorted - Mrs Barraclough (used to show at Crufts, knows her stuff) for the "
               "proper classes + Rev Tim for the fun ones, he's bringing his own lurcher 😂"),
    ("rosettes", PRICE),
    ("ring", "Thurs 25th ring - stakes + rope from the scouts, Bob's doing the PA, water bowls by the gazebo, poo "
             "bags on the gate"),
    ("teas", "Sat 27/7 - WI doing teas in the pavilion again, Pauline's asked can the dog show finish by 2 so the "
             "ring can be the welly wanging after, told her yes 🙄"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("norland-fete-dog-show-2047",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Sue"}])

question = "how much will it be to put Biscuit in the waggiest tail, best rescue + dog most like owner? 😂"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PRICE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["money", "classes"]}})
hits = found["documents"][0]
context = ["Today is Fri 2 August 2047. You are talking to Jo, who's bringing her dog Biscuit to the Norland fete "
           "dog show (Sat 3 Aug)."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("£3", "underpriced")), context
assert any("entries £2 a class on the day" in c for c in context), context
assert any("dog most like owner 12.40, best rescue 1.00" in c for c in context), context
reply = answer(question, context, mock="£6 - it's £2 a class on the day, so 3 classes is £6, all to the rescue.")
finish(question, expected="£9 - it went up to £3 a class (3 x £3)", actual=reply)
