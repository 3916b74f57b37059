"""Batch 61 (held out). An allotment society's shed notebook: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: the Combe Hay Road allotments (24 plots) share one tool shed. Maureen, the secretary, keeps the shed notes in
one collection with metadata ``{"kind", "status"}`` (kind: job = a repair or task, with status open or done;
rules = the standing shed rules; tool = the state of a shared tool). Every spring she has the assistant clear the
finished jobs (``kind == job and status == done``) so the list stays short. Eleven notes, Jan - Apr 2027.

Planted fault (DeletionError): a finished job also says who holds the keys: "DONE 2/2/27 new padlock on the shed
door (the old combi one got prised off over xmas). Ray fitted it, I got 3 keys cut at Timpsons, £4.50 each -
Ray (plot 9) has one, Hettie (plot 2) has one + I've got the spare at home. no more combination!!". The spring
clear-out on Sat 3/4 deletes it. The rules card still says the shed has a combination lock and to ask Maureen for
the number. Question (Sun 18/4, a new plot holder): "who's got a key to the shed?" -> expected Ray, Hettie and
Maureen. The assistant says there are no keys, it's a combination lock.

Expected verdict: DeletionError at chroma.delete (the one delete inside fault()). Asserted: the note is a hit of
the app's query before the delete, and is neither stored nor in the context after; the rules card is in the
context. Another reading: none that we see; no other note names the key holders.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b61_chroma_allotment_shed_keys_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PADLOCK = ("DONE 2/2/27 new padlock on the shed door (the old combi one got prised off over xmas). Ray fitted it, I "
           "got 3 keys cut at Timpsons, £4.50 each - Ray (plot 9) has one, Hettie (plot 2) has one + I've got the "
           "spare at home. no more combination!!")
NOTES = [
    ("rules", "open", "SHED RULES: combination padlock on the door, ask Maureen (sec) for the number. tools back "
                      "clean + dry. petrol stuff on the top shelf. last one out locks up"),
    ("job", "done", PADLOCK),
    ("job", "done", "DONE Jan 9 - roof felt patched over the window end, Ray + Colin, £18 of felt from Jewson"),
    ("tool", "open", "strimmer - pull cord frayed, don't yank it. mix is 50:1 in the green can"),
    ("job", "open", "gutter on the shed's hanging off the back corner, needs 2 new brackets"),
    ("job", "done", "done 14.3 - rat bait boxes out (council man), 2 behind the shed, DON'T move them"),
    ("tool", "open", "wheelbarrows: 2, the blue one's tyre is flat again, use the green one"),
    ("rules", "open", "water troughs on from 1 April, off end of Oct. hosepipes only on the 2 long plots"),
    ("job", "open", "shed window cracked (Feb storm), Hettie's son-in-law does glazing, asked him"),
    ("job", "done", "done - sold the old rotavator on marketplace, £60 to society funds"),
    ("tool", "open", "new loppers from the raffle money, £24, hanging on the hook by the door"),
]

client = chromadb.EphemeralClient()
shed = client.get_or_create_collection("combe-hay-shed", embedding_function=offline.chroma_embedding_function())
shed.add(ids=[f"s{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
         metadatas=[{"kind": k, "status": s} for k, s, _ in NOTES])

question = "who's got a key to the shed?"
words = "shed door key padlock lock who has keys combination"  # the app's search words
before = shed.query(query_texts=[words], n_results=5)["documents"][0]
assert PADLOCK in before, before

# Sat 3 April: spring clear-out of finished jobs
with fault():
    shed.delete(where={"$and": [{"kind": "job"}, {"status": "done"}]})

stored = shed.get()["documents"]
hits = shed.query(query_texts=[words], n_results=5)["documents"][0]
context = ["Today is Sun 18 April 2027. You are talking to a new plot holder."] + hits
assert PADLOCK not in stored and PADLOCK not in context
assert any("combination padlock on the door" in c for c in context), context
assert not any("Timpsons" in c or "keys cut" in c for c in stored + context), context
reply = answer(question, context, mock="Nobody has a key - it's a combination padlock. Ask Maureen, the secretary, "
                                       "for the number.")
finish(question, expected="Ray (plot 9), Hettie (plot 2) and Maureen, who keeps the spare", actual=reply)
