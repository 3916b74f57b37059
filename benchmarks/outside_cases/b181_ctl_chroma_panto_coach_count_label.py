"""Batch 181 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Claire's notes and Lisa's, each added by its own thread), then the question's query.

App: Phoenix Youth Theatre (Dawley) are taking the juniors and seniors to see Aladdin at the Grand in Wolverhampton,
Sun 10th Jan 2044 - a Whittle's coach from the leisure centre, tickets in the circle. Claire (who runs the youth
theatre) and Lisa (a parent helper) add notes to one chroma collection; the helper answers from a query.

Memory: Claire, 27/11: 38 tickets in the circle - 30 kids + 8 grown ups; Claire, Sun 6/12: Whittle's 49 seater from
the leisure centre; Lisa, Thurs 3rd Dec: Jake's mum is taking Jake and Ollie straight from their gran's in Brum,
they'll meet us in the foyer, so she'll keep their tickets for them; Lisa, 2044-01-04T19:00: snack bags packed, 38,
names on. Question (Thurs 7/1, Claire, on the phone to Whittle's): "how many are going on the coach sunday?
Whittle's want numbers for the insurance" The assistant says 36 - the 38 less Jake and Ollie, who are going straight
from their gran's. The label says 38, the tickets.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b181_ctl_chroma_panto_coach_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "claire": [("c1", "27/11 Claire - 38 tickets for Aladdin 🧞 in the circle, 30 kids + 8 grown ups, £18 a head"),
               ("c2", "Sun 6/12 Claire - coach booked, Whittle's 49 seater from the leisure centre, Trevor driving")],
    "lisa": [("l1", "Thurs 3rd Dec Lisa - Jake's mum's taking him + Ollie straight from their gran's in Brum, they'll "
                    "meet us in the foyer 🎭 I'll hang on to their tickets + hand them over there"),
             ("l2", "2044-01-04T19:00 Lisa - snack bags all packed 🍭 38, names on, in my boot")],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("phoenix-yt-panto-2044", embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for note_id, text in NOTES[who]:
        notes.add(ids=[note_id], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=writer, args=(who,), name=f"panto-notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many are going on the coach sunday? Whittle's want numbers for the insurance"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thurs 7 January 2044. You are talking to Claire, who runs Phoenix Youth Theatre, Dawley; the "
           "panto trip (Aladdin at the Grand) is Sun 10 January."] + hits
assert any("38 tickets" in c for c in context), context
assert any("straight from their gran's" in c for c in context), context
reply = answer(question, context, mock="36 - 38 tickets, but Jake and Ollie are going straight from their gran's "
                                       "and meeting you in the foyer.")
finish(question, expected="38", actual=reply)
