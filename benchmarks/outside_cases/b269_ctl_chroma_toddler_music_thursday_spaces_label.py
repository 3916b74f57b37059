"""Batch 269 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the class leader and the one who does the bookings each file their own notes), then the question's query.

App: Little Notes (a music class for babies and toddlers - songs, shakers, bubbles, the parachute) runs Monday 9.30
and 10.30 at St John's church hall and Thursday 9.30 at the library, 12 little ones a class, booked a term at a
time. Becky (who runs it) and Jo (who does the bookings) file notes into one chroma collection; the helper answers
parents' and grandparents' questions from the 4 nearest.

Memory: Jo, 2051-08-30T20:00 - autumn term from Mon 11th / Thu 14th Sept, the Thursday 9.30 at the library has 3
spaces left as of tonight, waiting list for the Monday 9.30; Becky, 4/9 - new songs this term, autumn leaves and the
bonfire one, bubbles in week 3; Jo, Tue 5th Sept - the Wilsons have booked the twins into the Thursday, both paid;
Becky, Weds 6/9 - Olly's mum rang, they're moving to Leeds at the end of the month so he's dropping out of the
Thursday, she's had a refund for the rest, so that's his place free. Question (Thu 7/9, Graham, a grandad): "are
there any spaces on the thursday class? want to book my granddaughter Isla, she's 14 months" The assistant says
yes, 2 (the 3, less the Wilson twins, plus Olly's place). The label says 3.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b269_ctl_chroma_toddler_music_thursday_spaces_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "jo": [
        "2051-08-30T20:00 AUTUMN TERM 🍂 starts mon 11th / thurs 14th sept. thurs 9.30 at the library has 3 spaces "
        "left as of tonight, mon 9.30 has a waiting list. £6.50 a wk, term up front",
        "Tue 5th Sept - the Wilsons have booked the twins into the thurs class, both paid 👶👶",
    ],
    "becky": [
        "4/9 new songs this term!! autumn leaves + the bonfire one, bubbles wk 3 (the machine's fixed)",
        "Weds 6/9 Olly's mum rang, they're moving to Leeds end of the month so he's dropping out of the thurs 😢 "
        "she's had a refund for the rest, so that's his place free",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("little-notes-autumn-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "are there any spaces on the thursday class? want to book my granddaughter Isla, she's 14 months"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 7 September 2051. You are talking to Graham, a grandad asking about Little Notes (toddler "
           "music class)."] + hits
assert any("has 3 spaces left as of tonight" in c for c in context), context
assert any("booked the twins into the thurs class" in c for c in context), context
assert any("dropping out of the thurs" in c and "his place free" in c for c in context), context
reply = answer(question, context, mock="Yes - 2 spaces on the Thursday 9.30 at the library: there were 3, the Wilson "
                                       "twins took 2, and Olly's place has just come free.")
finish(question, expected="3", actual=reply)
