"""Batch 195 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the sailing secretary and the race officer each add their own notes), then the question's query.

App: Mawddach Sailing Club's regatta is Sat 21st May 2044 off the club at Penmaenpool - handicap races in the morning,
a pursuit race after lunch (slowest boats off first, whoever's in front at the end wins), safety boats, a BBQ. Eirlys
(the sailing secretary) and Tony (the race officer) put their notes in one chroma collection; the helper answers
members from the 5 nearest notes.

Memory: Eirlys 2044-05-02T20:00 - regatta sat 21st may, 2 handicap races am, pursuit after lunch, 90 mins, slowest off
first; Eirlys 9/5 - BBQ £7, 5.30ish; Tony 16th May - walked the shore at low water sun: it's neaps that weekend, not
much water over the bar after 3 and the moorings off the point will be sticking out, 90 mins is asking for trouble
for the Toppers, so an hour and a quarter, start sheet redone; Tony Tue 17 May - first start 1.30pm, Toppers off
first, Lasers 4 mins later. Question (Thu 19/5, Gwil, who crews on a Wayfarer): "how long's the pursuit race sat?
need to tell the missus when I'll be back" The assistant says an hour and a quarter (75 mins; Tony cut it from 90
because of the neaps and the moorings). The label says 90 minutes.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b195_ctl_chroma_regatta_pursuit_how_long_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "eirlys": [("2044-05-02T20:00", "REGATTA ⛵ sat 21st may - 2 handicap races am, pursuit race after lunch, 90 mins, "
                                    "slowest boats off first, first across at the end wins"),
               ("9/5", "BBQ after - £7, burgers + Welsh lamb sausages, 5.30ish, Ffion doing the bar")],
    "tony": [("16th May", "walked the shore at low water sun - it's neaps that wkend so not much water over the bar "
                          "after 3 + the moorings off the point will be sticking out. 90 mins is asking for trouble "
                          "for the Toppers, so we're doing an hour and a quarter. start sheet redone"),
             ("Tue 17 May", "pursuit start sheet - first start 1.30pm, Toppers off first, Lasers 4 mins later, "
                            "Wayfarers 6 after that. RS200s last")],
}
TOP_K = 5

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("mawddach-sc-regatta-2044",
                                        embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for i, (day, text) in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who, "date": day}])


threads = [threading.Thread(target=post, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long's the pursuit race sat? need to tell the missus when I'll be back"
hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
context = ["Today is Thu 19 May 2044. You are talking to Gwil, who crews on a Wayfarer at Mawddach Sailing Club; the "
           "regatta is Sat 21 May."] + hits
assert any("pursuit race after lunch, 90 mins" in c for c in context), context
assert any("so we're doing an hour and a quarter" in c for c in context), context
reply = answer(question, context, mock="An hour and a quarter - Tony's cut it down from 90 minutes because it's neaps "
                                       "and the moorings off the point will be showing. First start's 1.30pm.")
finish(question, expected="90 minutes", actual=reply)
