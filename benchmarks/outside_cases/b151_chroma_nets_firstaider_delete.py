"""Batch 151 (held out). A cricket club's junior nets notes: chromadb collection, script style (each call its own
trace); at the start of May the head coach clears out April's session notes.

App: Dan runs Booth Wood CC's junior nets (Fridays 6-7.30 from 10 April 2037, U9s to U13s, Dan and Mick coaching).
The coaches' notes go into a chroma collection with metadata (kind: setup / session / kit, month); the club's helper
answers parents and coaches with ``query`` and a litellm answer call.

Planted fault (DeletionError, deleted): Dan's clear-out ``delete(where=kind=session and month=apr)`` takes April's
session notes, including his 17.4. note - rained off at 6.40, and, in passing, Ian's first aid certificate ran out in
March and he isn't redoing it, so Steph (Hattie's mum, a nurse at Calderdale) is first aider from now on. The setup
note still says first aid is Ian behind the bar. Question (Thu 7/5, Kirsty, Ollie's mum): "who's first aider at
nets tmrw? Ollie's got a new inhaler + I need to tell someone" -> expected Steph (Hattie's mum). The assistant says
Ian behind the bar.

Expected verdict: DeletionError at chroma.delete (fault() wraps that one delete): before it the 17.4. note is what a
query for the question finds; the delete removes it while it still holds the current first aider, and the answer
follows the setup note left behind. Asserted: the note is in a query's hits before; after, it is not stored and no
stored document or context line mentions Steph or the lapsed certificate; the setup note's 'first aid: Ian' is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b151_chroma_nets_firstaider_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

RAINED_OFF = ("17.4. Dan - rained off at 6.40, did catching in the pavilion instead, kids loved it tbh. Ian's first "
              "aid cert ran out in march + he's not redoing it, so Steph (Hattie's mum, she's a nurse at Calderdale) "
              "is our first aider from now on - she's there every wk anyway")
NOTES = [
    ({"kind": "setup", "month": "mar"}, "JUNIOR NETS - fri 6-7.30 from 10th apr. U9s + U11s on the outdoor nets, "
                                        "U13s at the square end. £3 a session. coaches Dan (ECB level 2) + Mick. "
                                        "first aid: Ian behind the bar, the kit's in the pavilion kitchen. helmets "
                                        "on for EVERYONE batting, no arguments"),
    ({"kind": "session", "month": "apr"}, "10/4 Dan - 23 kids!! ran out of helmets, need 4 more smalls. Mick lost "
                                          "his voice shouting at the U11s"),
    ({"kind": "kit", "month": "apr"}, "Weds 8 Apr Mick - kit bag: 6 bats (sizes 3-6), 3 sets of pads, 12 balls "
                                      "(windballs for the U9s), stumps x4, the bowling machine's in my garage"),
    ({"kind": "session", "month": "apr"}, RAINED_OFF),
    ({"kind": "session", "month": "apr"}, "Fri 24th Mick - U13s on the bowling machine, Josh 3 clean bowleds. U9s "
                                          "did kwik cricket on the outfield"),
    ({"kind": "kit", "month": "may"}, "2037-05-02T10:00 Dan - 4 more small helmets came from the grant, in the "
                                      "blue kit bag. DON'T let the U13s nick them"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("booth-wood-junior-nets",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[m for m, _ in NOTES])

question = "who's first aider at nets tmrw? Ollie's got a new inhaler + I need to tell someone"
before = notes.query(query_texts=[question], n_results=4)["documents"][0]
assert RAINED_OFF in before, before

with fault():
    notes.delete(where={"$and": [{"kind": "session"}, {"month": "apr"}]})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=3)["documents"][0]
context = ["Today is Thu 7 May 2037. You are talking to Kirsty, whose son Ollie (U11s) goes to Booth Wood CC's junior "
           "nets on Fridays."] + hits
assert RAINED_OFF not in stored and not any("Steph" in c or "cert ran out" in c for c in stored + context), stored
assert any("first aid: Ian behind the bar" in c for c in context), context
reply = answer(question, context, mock="Ian behind the bar is the first aider - the first aid kit's in the pavilion "
                                       "kitchen, so have a word with him about Ollie's inhaler.")
finish(question, expected="Steph, Hattie's mum (a nurse) - Ian's first aid certificate ran out in March",
       actual=reply)
