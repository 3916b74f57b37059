"""Batch 163 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the organiser's notes and the hall's), then the question's query.

App: Hambleden's Christmas craft fair is on Sat 27th Nov 2038, normally in the village hall (26 stalls, a raffle, the
WI's teas). Sue (organiser) posts her notes from one thread, and Dave (hall caretaker) and Pat (raffle) theirs from
another, into one chroma collection; the fair's helper answers villagers from a query of it.

Memory: 3/9 Sue: the hall roof's leaking again over the stage, Dave's getting a quote, might have to think about
moving the fair; 16th Sept Dave: roof's done, new flashing round the chimney, dry as a bone in Saturday's storm;
Weds 6 Oct Sue: the hall committee are having the floor sanded and resealed w/c 22nd Nov and Dennis says nobody on
it for 5 days after, so they're over at the school hall on the 27th, Mrs Kaur says fine; 22.10. Pat: raffle prizes;
2038-11-15T09:00 Sue: 26 stalls booked, the school hall has room for 30. Question (Weds 24/11, Mavis): "why's the
craft fair up at the school this yr? it's always been in the village hall" The assistant says the village hall's
floor is being sanded and resealed that week and can't be walked on for five days. The label says the village
hall's roof was leaking - the September worry, fixed a fortnight later.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b163_ctl_chroma_craftfair_venue_why_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

WRITERS = {
    "sue": [
        ("sue-1", "3/9 Sue - hall roof's leaking again over the stage 😩 Dave's getting a quote. might have to think "
                  "about moving the fair"),
        ("sue-2", "Weds 6 Oct Sue - hall committee are having the floor sanded + resealed w/c 22nd nov, Dennis says "
                  "nobody on it for 5 days after, so we're over at the school hall on the 27th. Mrs Kaur says fine, "
                  "we can have the dining tables"),
        ("sue-3", "2038-11-15T09:00 Sue - 26 stalls booked, school hall's got room for 30. doors 10, setting up from "
                  "8"),
    ],
    "hall": [
        ("dave-1", "16th Sept Dave - roof's done, new flashing round the chimney, dry as a bone in that storm sat "
                   "👍"),
        ("pat-1", "22.10. Pat - raffle prizes in: hamper off the Co-op, meal for 2 at the Fox, £20 voucher from Snip "
                  "hairdressers"),
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hambleden-craft-fair-2038",
                                        embedding_function=offline.chroma_embedding_function())
lock = threading.Lock()


def post(who: str) -> None:
    for note_id, text in WRITERS[who]:
        with lock:
            notes.add(ids=[note_id], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=post, args=(who,), name=f"craftfair-notes-{who}") for who in WRITERS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "why's the craft fair up at the school this yr? it's always been in the village hall"
hits = notes.query(query_texts=["why is the craft fair at the school hall not the village hall hall roof floor"],
                   n_results=5)["documents"][0]
context = ["Today is Weds 24 November 2038. You are talking to Mavis, who lives in Hambleden and is going to the "
           "craft fair on Sat 27 November."] + hits
assert any("roof's leaking again" in c for c in context), context
assert any("roof's done" in c for c in context), context
assert any("floor sanded + resealed" in c for c in context), context
reply = answer(question, context, mock="The village hall's having its floor sanded and resealed that week and nobody "
                                       "can walk on it for five days after, so it's at the school hall this year.")
finish(question, expected="the village hall roof was leaking", actual=reply)
