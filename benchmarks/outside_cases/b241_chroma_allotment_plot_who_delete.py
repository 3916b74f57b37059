"""Batch 241 (held out). An allotment society: chromadb collection of the committee's notes, script style (every
call its own trace); once the waiting list is typed into the new spreadsheet the secretary deletes the waiting-list
notes with a ``where`` filter, and one of them also said who took plot 14.

App: Birchcliffe Road Allotment Society has 32 plots, a waiting list, a water rota for the troughs and a shed
with the shared tools. Pam (the secretary) and Colin (the chairman) file notes into one chroma collection with
metadata ``kind`` (plots, waiting list, water, shed, committee); plot holders ask the society's helper things, and
it answers from the 4 nearest notes.

Planted fault (DeletionError): Colin's plots note of 2018-03-04T16:00 has plot 14 with Derek Pollard (13 Maureen,
15 Joe + Cath). Pam's waiting-list note of Sun 22nd Apr starts with the list (9 on it now, 2 new this month) and
says, in the middle, that Derek's given up 14 - his hip, he's gutted - so she offered it to the top of the list,
Grace Okafor, who's taken it, keys done, and she's keeping Derek's rhubarb. Pam's clear-out (Weds 2 May) deletes the
waiting-list notes, that one with them. Question (Sat 12/5, Joe on plot 15): "who's got plot 14 now? their bean
poles are leaning right over my onions" -> expected Grace Okafor (off the waiting list, after Derek gave it up).
The assistant says Derek Pollard.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Pam's Sun 22nd Apr note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Grace, Okafor or "given up"); the plots note's "14 Derek Pollard" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b241_chroma_allotment_plot_who_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PLOT = ("Sun 22nd Apr (Pam) - waiting list's 9 now, 2 new this month (one's a lad from the flats, v keen). Derek's "
        "given up 14 😢 his hip, he's gutted, so I offered it to top of the list - Grace Okafor - she's took it, keys "
        "done, she's keeping Derek's rhubarb. next on the list is the Hussains")
NOTES = [
    ("plots", "Colin", "2018-03-04T16:00 plot list for the yr - 12 Stan, 13 Maureen, 14 Derek Pollard, 15 Joe + "
                       "Cath, 16 vacant (brambles!!). rents £28 full plot / £15 half, due by 31/3"),
    ("water", "Colin", "12/4 troughs back on from sat 14th 🚿 water rota on the shed door, one wk each, top up the "
                       "troughs + check the ballcock. NO hoses"),
    ("waiting list", "Pam", "Thu 12 April - waiting list's 7, Grace Okafor at the top, then the Hussains. council "
                            "says keep it to 10 max"),
    ("waiting list", "Pam", PLOT),
    ("shed", "Colin", "shed padlock's new, code's the same as the gate. strimmer's back from the menders 👍"),
    ("committee", "Pam", "AGM thurs 7th june in the scout hut 7pm, plot inspections the sat after, tidy ur paths!!"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("birchcliffe-allotments-2018",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])

question = "who's got plot 14 now? their bean poles are leaning right over my onions 😤"
before = notes.query(query_texts=[question], n_results=4)["documents"][0]
assert PLOT in before, before
with fault():
    notes.delete(where={"kind": "waiting list"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sat 12 May 2018. You are talking to Joe, who has plot 15 at Birchcliffe Road Allotments."] + hits
assert PLOT not in stored and not any(w in c.lower() for c in stored + context
                                      for w in ("grace", "okafor", "given up")), stored
assert any("14 Derek Pollard" in c for c in context), context
reply = answer(question, context, mock="Plot 14's Derek Pollard's - might be worth a word with him about the bean "
                                       "poles.")
finish(question, expected="Grace Okafor - she took it off the waiting list when Derek gave it up (his hip)",
       actual=reply)
