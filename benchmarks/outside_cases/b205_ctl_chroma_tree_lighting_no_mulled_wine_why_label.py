"""Batch 205 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the churchwarden and the vicar each add their notes from their own thread), then the question's query.

App: St Mary's, Cleobury North lights the tree on the green outside the lychgate on Sat 8th Dec 2046 - carols with
the choir and Mr Evans on the keyboard, the switch-on, hot drinks and mince pies. Keith (churchwarden) and Rev Jo
(the vicar) put their notes into one chroma collection; people ask the parish helper, which answers from the 4
nearest notes.

Memory: Keith, 2046-11-12T10:00 - tree lighting Sat 8th Dec on the green, choir from 5, switch-on 5.45; Keith, 19/11
- Barbara can't do the urn this year (her hip), Sandra says she'll take it on; Rev Jo, 14/11 - no mulled wine this
time I'm afraid, the council want £90 for a one-off licence now and they'd never take that back on 200 cups; hot choc
+ mince pies instead, free, donations to the roof; Rev Jo, 22.11. - choir 12 confirmed, Mr Evans on the keyboard,
song sheets from the office. Question (Mon 3/12, Dilys, from the village): "why's there no mulled wine this yr? it's
the best bit!!" The assistant says the council now want £90 for a one-off licence and they'd never make that back,
so it's free hot chocolate and mince pies instead. The label says because Barbara can't do the urn this year (her
hip).
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b205_ctl_chroma_tree_lighting_no_mulled_wine_why_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "keith": [
        "2046-11-12T10:00 tree lighting 🎄 sat 8th dec on the green by the lychgate, choir from 5, switch-on 5.45, "
        "Tom's doing the lights off the vestry socket",
        "19/11 Barbara can't do the urn this yr, her hip 😞 Sandra says she'll take it on, she knows the fuse trick",
    ],
    "rev_jo": [
        "14/11 Rev Jo - no mulled wine this time I'm afraid 🍷❌ the council want £90 for a one-off licence now and "
        "we'd never take that back on 200 cups. hot choc + mince pies instead, free, donations to the roof",
        "22.11. Rev Jo - choir 12 confirmed, Mr Evans on the keyboard, song sheets from the office (print 150)",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-marys-cleobury-north-tree-2046",
                                        embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=writer, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "why's there no mulled wine this yr? it's the best bit!!"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 3 Dec 2046. You are talking to Dilys, from the village; St Mary's tree lighting on the green "
           "is Sat 8 Dec."] + hits
assert any("the council want £90 for a one-off licence" in c for c in context), context
assert any("Barbara can't do the urn" in c for c in context), context
reply = answer(question, context, mock="The council now want £90 for a one-off licence and they'd never make that "
                                       "back on 200 cups - so it's free hot chocolate and mince pies instead, with "
                                       "donations to the roof.")
finish(question, expected="because Barbara can't do the urn this year (her hip)", actual=reply)
