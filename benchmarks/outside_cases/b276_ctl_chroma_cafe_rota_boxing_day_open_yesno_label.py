"""Batch 276 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the café manager and the garden centre's owner each file their own notes), then the question's query.

App: the Potting Shed Café at Holme Valley Garden Centre - open every day but Christmas, seven staff on a rota,
the garden centre's January sale starting straight after Christmas. Leanne (the café manager) and Graham (who owns
the garden centre) file notes into one chroma collection; the helper answers staff questions from the 4 nearest.

Memory: Leanne, 2050-10-28T15:30 - Christmas hours: Christmas Eve 9-2, closed Christmas Day and Boxing Day, back
27th as normal; Leanne, 16/11 - Christmas rota up in the staff room, swaps through me; Graham, Thu 1st Dec - the sale
is starting on Boxing Day this year, so the café's open 10-3 that day too, skeleton staff, double time for whoever
does it, Leanne to sort; Graham, 5/12 - Christmas trees are £45 for the 6ft. Question (Weds 7/12, Jo, who works in
the café): "are we open boxing day? my mum wants to know if I'm coming to hers for dinner 🙄" The assistant says yes
- 10 till 3 for the sale, skeleton staff, double time, Leanne's doing the rota. The label says no, closed Boxing Day.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b276_ctl_chroma_cafe_rota_boxing_day_open_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "leanne": [
        "2050-10-28T15:30 xmas hours ☕🎄 xmas eve 9-2, CLOSED xmas day + boxing day, back 27th as normal. book ur "
        "holidays round it pls",
        "16/11 xmas rota's up in the staff room, any swaps thru me not each other!!",
    ],
    "graham": [
        "Thu 1st Dec - we're starting the sale on boxing day this yr (everyone else is) so the café's open 10-3 that "
        "day too, skeleton staff, double time for whoever does it. Leanne to sort who",
        "5/12 xmas trees - 6ft £45, 7ft £55, nets free. staff discount doesn't apply on trees sorry",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("potting-shed-cafe-staff", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "are we open boxing day? my mum wants to know if I'm coming to hers for dinner 🙄"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 7 December 2050. You are talking to Jo, who works in the Potting Shed Café at Holme Valley "
           "Garden Centre."] + hits
assert any("CLOSED xmas day + boxing day" in c for c in context), context
assert any("the café's open 10-3 that day too" in c for c in context), context
reply = answer(question, context, mock="Yes - the sale starts on Boxing Day so the café's open 10 till 3, skeleton "
                                       "staff on double time. Leanne's sorting who's in, so ask her before you tell "
                                       "your mum.")
finish(question, expected="no - closed Christmas Day and Boxing Day, back on the 27th", actual=reply)
