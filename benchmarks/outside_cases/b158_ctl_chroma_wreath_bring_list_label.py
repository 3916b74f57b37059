"""Batch 158 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Carol and Margaret each add their own notes), then the question's query.

App: Marsden Moor WI's Christmas wreath workshop (Sat 5th Dec 2037, 2-4.30, the Mechanics Hall, six tables of five).
Carol (treasurer) and Margaret (who demonstrates) keep their notes in one chroma collection; the helper answers
members from a query of it.

Memory: Carol, 14/10: bring secateurs, gardening gloves (holly!!), a bin bag for your bits and an apron - the WI
does the ring, moss, holly, ivy and mince pies; Carol, Tue 17/11: six tables of five, bookings on the sheet at the
November meeting; Margaret, 3/11: won a box of 30 pairs of secateurs in the garden centre raffle of all things, one
for every place, so nobody needs to lug theirs, they'll be out on the tables; Margaret, 2037-11-20T14:00: the moss is
off the top field, four sacks drying in Joan's shed. Question (Thu 3/12, Pat): "what do i need to bring sat? first
time doing one" The assistant says gardening gloves, a bin bag for the bits and an apron - the secateurs are on the
tables. The label says secateurs, gardening gloves, a bin bag and an apron - Carol's list from before Margaret's
raffle win.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b158_ctl_chroma_wreath_bring_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

WRITERS = {
    "carol": [
        ("carol-1", "14/10 Carol - wreath workshop: bring secateurs, gardening gloves (holly!!), a bin bag for your "
                    "bits + an apron. we do the ring, moss, holly, ivy + mince pies"),
        ("carol-2", "Tue 17/11 Carol - 6 tables of 5, bookings on the sheet at the Nov meeting, £12 members"),
    ],
    "margaret": [
        ("margaret-1", "3/11 Margaret - won a box of 30 pairs of secateurs in the garden centre raffle of all "
                       "things!! one for every place so nobody needs to lug theirs, they'll be out on the tables"),
        ("margaret-2", "2037-11-20T14:00 Margaret - moss off the top field, 4 sacks drying in Joan's shed. smells "
                       "lovely"),
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("marsden-moor-wi-wreaths",
                                        embedding_function=offline.chroma_embedding_function())


def write(who: str) -> None:
    for note_id, text in WRITERS[who]:
        notes.add(ids=[note_id], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=write, args=(who,), name=f"wi-notes-{who}") for who in WRITERS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what do i need to bring sat? first time doing one"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 3 December 2037. You are talking to Pat, a member of Marsden Moor WI coming to the Christmas "
           "wreath workshop on Sat 5 December."] + hits
assert any("bring secateurs, gardening gloves" in c for c in context), context
assert any("30 pairs of secateurs" in c for c in context), context
reply = answer(question, context, mock="Gardening gloves (the holly's prickly), a bin bag for your bits and an apron. "
                                       "No need for secateurs - there's a pair for every place on the tables.")
finish(question, expected="secateurs, gardening gloves, a bin bag and an apron", actual=reply)
