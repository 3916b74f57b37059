"""Batch 327 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the owner and the shop assistant each file their own notes), then the question's query.

App: Barrel & Bung Home Brew in Todmorden - kits, grain, hops, yeast, kegging kit, and help for people going all
grain. Dave (the owner) and Sue (on the till) file shop notes into one chroma collection; the helper answers
customers from the 4 nearest.

Memory: Dave, 2050-08-30T17:00 - water testing free with any purchase, bring 250ml in a clean bottle, results while
you wait (alkalinity, calcium, chloride, sulphate); Dave, 12/9 - closed Sat 17th for the trade day, Sue opening the
Sunday instead 11-3; Sue, Weds 5 Oct - the test kit reagents were all out of date so Dave's binned the lot, not
worth buying again for what they use it, they're sending samples off to Murphy's now, £9.50, results by email in
about a week; Sue, 18/10 - Campden tablets back in, 50p a strip. Question (Mon 24/10, Callum): "do u still do the
free water testing? was going to bring a sample in thurs before my first all grain" The assistant says no - samples
go off to Murphy's now, £9.50, results by email in about a week. The label says yes, free with any purchase,
results while you wait.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b327_ctl_chroma_homebrew_water_test_free_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "dave": [
        "2050-08-30T17:00 WATER TESTING 💧 free w/ any purchase!! bring 250ml in a clean bottle (not a pop bottle "
        "pls), results while u wait - alkalinity, calcium, chloride, sulphate",
        "12/9 closed sat 17th for the Malt Miller trade day, Sue's opening sun instead 11-3",
    ],
    "sue": [
        "Weds 5 Oct - the test kit reagents were all out of date so Dave's binned the lot, not worth buying again for "
        "what we use it 🤷 we're sending samples off to Murphy's now, £9.50, results by email in about a wk",
        "18/10 campden tablets back in stock, 50p a strip. star san's on order",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("barrel-and-bung-shop-notes",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "do u still do the free water testing? was going to bring a sample in thurs before my first all grain"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 24 October 2050. You are talking to Callum, a customer of Barrel & Bung Home Brew."] + hits
assert any("free w/ any purchase" in c and "results while u wait" in c for c in context), context
assert any("Dave's binned the lot" in c and "sending samples off to Murphy's" in c for c in context), context
reply = answer(question, context, mock="Not any more, sorry - the test kit's gone, so samples get sent off to "
                                       "Murphy's now: £9.50, results by email in about a week. Might be worth "
                                       "bringing it in sooner than Thursday.")
finish(question, expected="yes - free with any purchase, results while you wait", actual=reply)
