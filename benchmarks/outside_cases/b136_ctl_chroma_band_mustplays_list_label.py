"""Batch 136 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection written by two band members
in threads (Claire, who does the bookings, and Dan, the band leader), then the guitarist's question.

App: Silver Lining, a five-piece wedding band, keeps one chroma collection for its notes (couples' requests, gig
sheets, the van); Claire files what the couples email and Dan posts the running orders. The helper answers the band
from a search.

Memory: Claire 2037-02-10: Hannah & Josh's must-plays - Mr Brightside, Valerie, Dancing in the Moonlight, first dance
Perfect (Ed Sheeran, they'll do the first verse on their own); Claire 2037-04-30: Hannah emailed, can we take Valerie
out - Josh's mum can't stand it since his cousin's do, she walked off the dance floor - and put Shut Up and Dance in
instead; Dan: the running order and the van. Question (Weds 13/5, Ash, guitar): "what are hannah + josh's must plays
for sat? want to run them tmrw night" The assistant says Mr Brightside, Shut Up and Dance and Dancing in the
Moonlight (first dance Perfect). The label says Mr Brightside, Valerie and Dancing in the Moonlight - in memory, the
couple's first list, before they took Valerie out.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b136_ctl_chroma_band_mustplays_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "claire": [
        ("requests", "2037-02-10 Claire - Hannah & Josh (Swinton 16/5) must plays: Mr Brightside, Valerie, Dancing "
                     "in the Moonlight. first dance Perfect (Ed Sheeran), they want to do the 1st verse on their own "
                     "then everyone up"),
        ("requests", "2037-04-30 Claire - Hannah emailed, can we take Valerie out - Josh's mum cant stand it since "
                     "his cousin's do, walked off the dance floor apparently!! - and put Shut Up and Dance in "
                     "instead. rest the same"),
        ("requests", "2037-03-15 Claire - the Patels want Bhangra medley in set 2 + no Sweet Caroline pls"),
    ],
    "dan": [
        ("gig", "2037-05-11 Dan - running order sat 16th: set 1 8.30 opens w Uptown Funk, first dance straight "
                "after the speeches, set 2 10-11.30 ends w Mr Brightside as per"),
        ("van", "2037-05-11 Dan - Rob's getting the van, leaving mine 1pm, Ash + Priya in the car"),
    ],
}

client = chromadb.EphemeralClient()
log = client.get_or_create_collection("silver-lining-notes", embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for i, (kind, text) in enumerate(NOTES[who], 1):
        log.add(ids=[f"{who}-{i:02d}"], documents=[text], metadatas=[{"kind": kind, "by": who}])


threads = [threading.Thread(target=writer, args=(who,), name=f"writer-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what are hannah + josh's must plays for sat? want to run them tmrw night"
hits = log.query(query_texts=["Hannah Josh must plays songs requests Valerie"], n_results=4)["documents"][0]
context = ["Today is Weds 13 May 2037. You are talking to Ash, the guitarist in Silver Lining (a wedding band)."] + hits
assert any("must plays: Mr Brightside, Valerie, Dancing in the Moonlight" in c for c in context), context
assert any("can we take Valerie out" in c and "Shut Up and Dance in instead" in c for c in context), context
reply = answer(question, context, mock="Mr Brightside, Shut Up and Dance and Dancing in the Moonlight - Valerie's "
                                       "out (Josh's mum). First dance is Perfect, they do the first verse on their "
                                       "own.")
finish(question, expected="Mr Brightside, Valerie and Dancing in the Moonlight", actual=reply)
