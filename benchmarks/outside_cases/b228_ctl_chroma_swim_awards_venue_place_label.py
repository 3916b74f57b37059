"""Batch 228 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, script style
(every call its own trace).

App: Elland Otters ASC hold their awards night on Fri 12th November 2049, 7 for 7.30 - two courses, the medals and
trophies, speeches, a disco for the juniors. Linda (the club secretary) and Gemma (the head coach) file notes into
one chroma collection; the helper answers from the 4 nearest notes.

Memory: 2049-09-10T20:00 Linda - awards night Fri 12th Nov, 7 for 7.30, the Waterfront Hotel's function suite, 2
courses and the medals, £18 adults, £10 swimmers; Tue 21st Sept Linda - the Waterfront's gone bust, staff turned up
to locked doors, the deposit's safe (it went on the card), she's rung round and the cricket club pavilion can have
them the same night and will do a hot buffet; 3/10 Gemma - trophies ordered, swimmer of the year plus most improved
in 3 age groups; 16.10. Linda - speeches short please. Question (Mon 8/11, Rach): "where's the awards do fri? need to
put it in the satnav for my dad" The assistant says the cricket club pavilion. The label says the Waterfront Hotel's
function suite (where it was booked before the hotel closed).
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b228_ctl_chroma_swim_awards_venue_place_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("Linda", "2049-09-10T20:00 AWARDS NIGHT 🏅 fri 12th nov, 7 for 7.30, the Waterfront Hotel function suite. 2 "
              "courses + the medals, £18 adults £10 swimmers"),
    ("Linda", "Tue 21st Sept - Waterfront's gone bust 😱 staff turned up to locked doors. deposit's safe thank god "
              "(went on the card). rang round + the cricket club pavilion can have us same night, they'll do a hot "
              "buffet"),
    ("Gemma", "3/10 Gemma - trophies ordered 🏆 swimmer of the year + most improved x 3 age groups, engraving's "
              "back by the 5th"),
    ("Linda", "16.10. speeches short pls!! chair 5 mins, Gemma 10, the mayor if she turns up. disco for the juniors "
              "till 10"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("elland-otters-awards-2049",
                                        embedding_function=offline.chroma_embedding_function())
for i, (who, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"by": who}])

question = "where's the awards do fri? need to put it in the satnav for my dad"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 8 November 2049. You are talking to Rach, whose daughter swims for Elland Otters ASC and is "
           "going to the awards night (Fri 12 November)."] + hits
assert any("the Waterfront Hotel function suite" in c for c in context), context
assert any("the cricket club pavilion can have us same night" in c for c in context), context
reply = answer(question, context, mock="It's at the cricket club pavilion now - the Waterfront's closed down - so put "
                                       "the cricket club in the satnav. 7 for 7.30.")
finish(question, expected="the Waterfront Hotel's function suite", actual=reply)
