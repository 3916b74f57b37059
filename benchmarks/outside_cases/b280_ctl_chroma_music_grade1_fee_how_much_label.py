"""Batch 280 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the two teachers who share the studio each file their own notes), then the question's query.

App: Clare (piano, flute) and Mark (brass) share a teaching studio over the music shop in Elland and enter pupils
for ABRSM exams each term; they pass the exam fees on at cost. Each files notes into one chroma collection; the
helper answers parents from the 4 nearest.

Memory: Clare, 2087-01-20 - ABRSM fees this year: gr1 £49, gr2 £54, gr3 £59, passed on at cost, no admin fee; Mark,
10/2 - heads up, ABRSM's put the fees up for the summer session (he saw it on the teachers' page), gr1's £52 now, gr2
£57, gr3 £63, autumn was the old prices; Clare, Weds 12/3 - summer entries: Ben gr1 flute, Isla gr3 piano, closing
2nd May; Mark, Thu 13 March - the brass group's moving to the scout hut after Easter. Question (Mon 17/3, Ben's mum):
"how much is Ben's grade 1 exam fee? I'll do a transfer with his lesson money" The assistant says £52 (the summer
session price). The label says £49.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b280_ctl_chroma_music_grade1_fee_how_much_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "clare": [
        "2087-01-20 ABRSM exam fees this yr 🎹 gr1 £49, gr2 £54, gr3 £59 - I pass them on at cost, no admin fee",
        "Weds 12/3 summer entries: Ben gr1 flute, Isla gr3 piano. closing date 2nd May, fees to me by the end of "
        "the month pls",
    ],
    "mark": [
        "10/2 heads up Clare - ABRSM's put the exam fees up for the summer session, saw it on the teachers' page 😬 "
        "gr1's £52 now, gr2 £57, gr3 £63. autumn was the old prices",
        "Thu 13 March - brass group's moving to the scout hut after Easter, the studio's too small for 9 trombones",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("elland-studio-2087", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much is Ben's grade 1 exam fee? I'll do a transfer with his lesson money"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 17 March 2087. You are talking to Ben's mum; Ben has flute lessons with Clare at the Elland "
           "studio."] + hits
assert any("gr1 £49" in c for c in context), context
assert any("put the exam fees up for the summer session" in c and "gr1's £52 now" in c for c in context), context
assert any("Ben gr1 flute" in c for c in context), context
reply = answer(question, context, mock="£52 - ABRSM put the fees up for the summer session, and that's what Ben's "
                                       "entered for. Clare passes it on at cost.")
finish(question, expected="£49", actual=reply)
