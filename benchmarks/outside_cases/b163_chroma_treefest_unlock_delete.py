"""Batch 163 (held out). A church's Christmas tree festival: chromadb collection, script style (each call its own
trace); the organiser's clear-out of October's planning notes deletes one the first morning still needs.

App: St Michael's, Upper Norton, holds a Christmas tree festival Fri 3rd - Sun 5th Dec 2038 (trees from local groups
and businesses, set up on Thurs 2nd from 9, doors 10-4, Sun 12-4, judging Sat 2pm). Margaret (organiser) and Pauline
(stewards' rota) post notes into one chroma collection with a ``posted`` date (yyyymmdd). On Mon 29/11 Margaret
tidies it: ``collection.delete(where={"posted": {"$lt": 20381101}})`` - October was "all the old planning chat".

Planted fault (DeletionError): Margaret's note of 20/10 says Ray (the verger) is off to his daughter's in Tenerife 28
Nov - 10 Dec, so Graham (churchwarden) has his keys and is opening up every morning of festival week at 9; Ray's set
the heating timer before he goes. Pauline's stewards' note of 2038-11-10 says the church is unlocked by the verger as
usual, 9ish. The clear-out deletes the 20/10 note. Question (Mon 29/11, Bev, Brownie leader): "who's opening up
thurs? I'm bringing the brownies' tree down for 9" -> expected Graham, the churchwarden (Ray the verger's away in
Tenerife). The assistant says Ray, the verger, about 9.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the 20/10 note was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided who
opens up. Asserted: the note is found before the delete and is gone from the collection and the context after it;
Pauline's unlocked-by-the-verger line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b163_chroma_treefest_unlock_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

AWAY = ("20/10 Margaret - Ray (verger) is off to his daughter's in Tenerife 28 nov - 10 dec so Graham (churchwarden) "
        "has got his keys + is opening up every morning festival wk, 9am. Ray's set the heating on the timer b4 he "
        "goes")
NOTES = [
    (20381006, "Weds 6 Oct Margaret - 32 entries so far!! Brownies, Rotary, the school, Co-op, Hendersons funeral "
               "directors (tasteful pls). trees set up thurs 2nd from 9, judging sat 2pm"),
    (20381020, AWAY),
    (20381110, "2038-11-10T19:45 Pauline (stewards) - rota's up in the porch: 2 stewards on the door 10-4, 1 on the "
               "tea urn. church unlocked by the verger as usual, 9ish, don't come b4 that pls"),
    (20381124, "Weds 24 Nov Margaret - brownies tree is by the font this yr, extension reels in the vestry cupboard. "
               "NO real candles on anything"),
    (20381127, "Sat 27th Pauline - need 2 more stewards for sun 12-4, Ann's poorly. tea urn needs descaling"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-michaels-tree-festival-2038",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"tf-{i:02d}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"posted": p} for p, _ in NOTES])

question = "who's opening up thurs? I'm bringing the brownies' tree down for 9"
before = notes.query(query_texts=[question], n_results=3)["documents"][0]
assert AWAY in before, before

with fault():
    notes.delete(where={"posted": {"$lt": 20381101}})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=3)["documents"][0]
context = ["Today is Mon 29 November 2038. You are talking to Bev, the Brownie leader, who is setting up the "
           "Brownies' tree at St Michael's on Thu 2 December."] + hits
assert AWAY not in stored and not any("Graham" in c or "Tenerife" in c for c in stored + context), stored
assert any("church unlocked by the verger as usual" in c for c in context), context
reply = answer(question, context, mock="Ray, the verger - he unlocks about 9, so don't get there before then.")
finish(question, expected="Graham, the churchwarden - Ray the verger's away in Tenerife till the 10th", actual=reply)
