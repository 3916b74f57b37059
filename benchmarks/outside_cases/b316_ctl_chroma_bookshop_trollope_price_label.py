"""Batch 316 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the two partners each file their own notes), then the question's query.

App: Lister's Books is a second-hand bookshop in Halifax's Borough Market, run by Pat and Graham - house clearances,
Folio Society sets, a cheap box outside. Each of them files notes into one chroma collection; the helper answers
from the 4 nearest.

Memory: Pat, 2051-09-18T16:00 - the Folio Society stuff from the Skircoat clearance priced up: the Trollope
Palliser set, 6 vols, all slipcases, very good, £120; the Austen set £75; on the Folio shelf by the stairs; Pat,
Sat 7th Oct - the market's dead when it rains, £46 all day; Graham, 14/10 - nobody's looked twice at the Trollope
in a month, he's knocked it down to £90 and put it in the window, new sticker on; Graham, 19.10. - the Austen's gone,
lady from Sowerby, cash. Question (Mon 23/10, Pat): "chap's emailed asking what we want for the Folio Trollope set
- what shall I tell him?" The assistant says £90 (Graham knocked it down from £120 and it's in the window). The
label says £120.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b316_ctl_chroma_bookshop_trollope_price_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "pat": [
        "2051-09-18T16:00 Folio Soc stuff from the Skircoat clearance priced up 📚 Trollope Palliser set, 6 vols, all "
        "slipcases, VGC - £120. Austen set £75. on the Folio shelf by the stairs",
        "Sat 7th Oct - market's dead when it rains, £46 all day 😩 the cheap box outside got soaked, my fault",
    ],
    "graham": [
        "14/10 nobody's looked twice at the Trollope in a month so I've knocked it down to £90 + put it in the window, "
        "new sticker on 🤞",
        "19.10. Austen's gone! lady from Sowerby, paid cash, wants to know if we get any Folio Brontës",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("listers-books-2051", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "chap's emailed asking what we want for the Folio Trollope set - what shall I tell him?"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 23 October 2051. You are talking to Pat, who runs Lister's Books in Halifax Borough Market "
           "with Graham."] + hits
assert any("Trollope Palliser set" in c and "£120" in c for c in context), context
assert any("knocked it down to £90" in c for c in context), context
reply = answer(question, context, mock="£90 - Graham knocked it down from £120 last week and it's in the window now.")
finish(question, expected="£120", actual=reply)
