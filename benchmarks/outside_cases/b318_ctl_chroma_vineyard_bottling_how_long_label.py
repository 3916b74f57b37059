"""Batch 318 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the vineyard manager and the volunteer who deals with the winery each file their own notes), then the question's
query.

App: Luddenden Community Vineyard bottle their 2051 Solaris on Sat 6th Dec at the winery in Holmfirth, with a
mobile bottling truck and the volunteers. Ruth (the vineyard manager) and Dave (who deals with the winery) file
notes into one chroma collection; the helper answers volunteers' questions from the 4 nearest.

Memory: Dave, 2051-11-02T19:00 - bottling Sat 6th Dec at the winery, 10 till 4, need 8 volunteers, bring a packed
lunch; Ruth, 14/11 - the labels are printed, the kids' drawing competition winner's on the front; Dave, Thu 27th
Nov - the mobile bottling lot can only do the morning now, the truck's got another job at 2, so it's 10 till 1,
done by lunch, no need for a packed lunch, Margaret's doing bacon butties at 10; Ruth, 1/12 - share bottles from
the shed after Christmas, 6 a share. Question (Tue 2/12, Sue, a volunteer): "how long's the bottling on saturday?
trying to work out if I can get to my daughter's in Leeds after" The assistant says about 3 hours, 10 till 1. The
label says 6 hours, 10 till 4.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b318_ctl_chroma_vineyard_bottling_how_long_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "dave": [
        "2051-11-02T19:00 BOTTLING 🍾 sat 6th dec at the winery in Holmfirth, 10 till 4. need 8 volunteers, bring a "
        "packed lunch, it's cold in there so layers",
        "Thu 27th Nov - the mobile bottling lot can only do us the morning now, the truck's got another job at 2 🙄 "
        "so it's 10 till 1, done by lunch. no need for a packed lunch, Margaret's doing bacon butties at 10",
    ],
    "ruth": [
        "14/11 labels are printed!! the kids' drawing competition winner's on the front (Lily, age 8, a hedgehog "
        "eating a grape)",
        "1/12 share bottles to collect from the shed after xmas, 6 a share, I'll put a list up",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("luddenden-vineyard-notes-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long's the bottling on saturday? trying to work out if I can get to my daughter's in Leeds after"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 2 December 2051. You are talking to Sue, a volunteer at Luddenden Community Vineyard "
           "(bottling Sat 6 Dec)."] + hits
assert any("at the winery in Holmfirth, 10 till 4" in c for c in context), context
assert any("can only do us the morning now" in c and "so it's 10 till 1" in c for c in context), context
reply = answer(question, context, mock="About 3 hours - it's 10 till 1 now, the bottling truck has to leave for "
                                       "another job, so you'll be done by lunch.")
finish(question, expected="6 hours - 10 till 4", actual=reply)
