"""Batch 145 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Sue's and Malcolm's notes added from their own threads), then the question's query.

App: the Friends of Ryburn Hospice book sale (Sat 23rd May, St Mary's church hall). Sue, who organises it, and
Malcolm, who takes the donations in at the vestry, put their notes into one chroma collection; the helper answers
whoever's on the vestry phone.

Memory: Sue, 14/3: donations - we're NOT taking encyclopaedias, Reader's Digest condensed books, magazines or
anything damp or smelling of fags; Sue, Weds 8 Apr: jigsaws only if they're still sealed, nobody's counting 1000
bits of sky again; Malcolm, 22.3.: the man from the vintage stall on Halifax market will have all our old mags, even
the Woman's Owns, 20p each, so don't turn them away, bag them up under the stage; Malcolm, Tue 12/5: 11 helpers, the
float. Question (Sat 16/5, Pat on the vestry phone): "lady on the phone with a car full of stuff - what are we not
taking? dont want her driving over for nothing" The assistant says encyclopaedias, Reader's Digest condensed books,
anything damp or smelly, and jigsaws that aren't sealed (magazines are fine, the market man buys them). The label
says encyclopaedias, Reader's Digest condensed books, magazines and anything damp - in memory, Sue's list of 14/3.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b145_ctl_chroma_booksale_not_taking_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

BY = {
    "sue": [
        "14/3 Sue - DONATIONS: we're NOT taking encyclopaedias, Reader's Digest condensed books, magazines, or anything "
        "damp / smelling of fags. everything else to the vestry",
        "Weds 8 Apr Sue - jigsaws only if they're still sealed!! nobody's counting 1000 bits of sky again",
        "16th may Sue - layout done, 14 tables, till by the door",
    ],
    "malcolm": [
        "22.3. Malcolm - the chap off the vintage stall on Halifax market will have ALL our old mags, even the Woman's "
        "Owns, 20p each. so don't turn them away, bag them up under the stage",
        "Tue 12/5 Malcolm - 11 helpers for the day, 2 on the till, float £50 in coins from the bank",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ryburn-hospice-book-sale",
                                        embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for i, text in enumerate(BY[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=writer, args=(who,), name=f"{who}-notes") for who in BY]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "lady on the phone with a car full of stuff - what are we not taking? dont want her driving over for nothing"
hits = notes.query(query_texts=["donations we're not taking - old mags magazines jigsaws encyclopaedias damp"],
                   n_results=5)["documents"][0]
context = ["Today is Sat 16 May 2037. You are talking to Pat, who is on the vestry phone taking donations for the "
           "Friends of Ryburn Hospice book sale."] + hits
assert any("NOT taking encyclopaedias" in c for c in context), context
assert any("jigsaws only if they're still sealed" in c for c in context), context
assert any("ALL our old mags" in c for c in context), context
reply = answer(question, context, mock="Encyclopaedias, Reader's Digest condensed books, anything damp or smelling "
                                       "of smoke, and jigsaws that aren't sealed. Magazines are fine now - the "
                                       "Halifax market stall buys them.")
finish(question, expected="encyclopaedias, Reader's Digest condensed books, magazines and anything damp", actual=reply)
