"""Batch 209 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Pat's notes and Brian's notes added by their own threads), then the question's query.

App: Ludford Park Allotment Society holds its seed swap on Sat 14th March 2048 in the Scout hall - veg and flower
tables, seed potatoes by the bag, teas. The committee's notes go into one chroma collection; Pat (the secretary) and
Brian (the chair) each file theirs, and the helper answers plot holders from the 5 nearest notes.

Memory: Pat, 2048-01-22T19:00 - no raffle at the seed swap this year, the hall's insurance won't cover it; Brian, 3/2
- had a word with the Scouts' committee, the insurance has nothing to do with it: to sell tickets before the day
they'd need the small lottery registration off the council, which takes 8 weeks, and nobody sent the form in, so
that's that for this year; Pat, 11.2. - tables: veg, flowers, spuds, the mystery box; Brian - teas Doreen + Hilda,
urn from the WI. Question (Tue 10/3, Nora): "why aren't we having a raffle this time? I'd got a hamper to give" The
assistant says to sell tickets beforehand they'd need the council's small lottery registration, which takes about 8
weeks, and the form never went in. The label says because the hall's insurance won't cover it.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b209_ctl_chroma_seed_swap_raffle_why_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "pat": [
        "2048-01-22T19:00 seed swap sat 14th march 🌱 Scout hall 10-12. NO raffle this yr I'm afraid, the hall's "
        "insurance won't cover it",
        "11.2. tables - veg, flowers, spuds (by the bag, bring ur own paper bags), + the mystery box. 20p a packet "
        "for bought in",
    ],
    "brian": [
        "3/2 had a word w/ the Scouts' cttee - the insurance is nowt to do with it 🙄 if we sell tickets before the "
        "day we need the small lottery registration off the council, takes 8 wks, + nobody sent the form in. so "
        "that's that for this yr",
        "teas - Doreen + Hilda, urn from the WI, cakes welcome. no nuts",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ludford-park-allotments-2048",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "why aren't we having a raffle this time? I'd got a hamper to give"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Tue 10 Mar 2048. You are talking to Nora, a plot holder in Ludford Park Allotment Society; the "
           "seed swap is Sat 14 Mar."] + hits
assert any("the hall's insurance won't cover it" in c for c in context), context
assert any("small lottery registration off the council" in c for c in context), context
reply = answer(question, context,
               mock="To sell raffle tickets before the day they'd need the council's small lottery registration, "
                    "which takes about 8 weeks - and the form never went in. It's nothing to do with the insurance.")
finish(question, expected="because the hall's insurance won't cover a raffle", actual=reply)
