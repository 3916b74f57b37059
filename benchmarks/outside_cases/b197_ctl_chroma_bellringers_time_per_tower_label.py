"""Batch 197 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the tower captain and the secretary each file their own notes), then the question's query.

App: the ringers at St Michael's, Munslow have their summer outing on Sat 13th June 2043 - a Whittles coach round
the towers south of Ludlow, a pub lunch at the Clive in Bromfield, learners welcome. Geoff (the tower captain) and Sue
(the band's secretary) file their notes in one chroma collection; ringers ask the helper, which answers from the 4
nearest notes.

Memory: Geoff, 2043-04-02T21:00 - five towers (Bromfield, Stanton Lacy, Onibury, Stokesay, Culmington), 45 mins at
each, lunch at the Clive 12.30; Geoff, Tue 9th June - coach 8.30-5 from the lychgate; Sue, 22.5. - lunch choices to
her by 1st June, £14.95; Sue, 16th May - with 28 coming everyone wants a proper go and 45 mins is no good for the
learners, so she and Geoff have left Culmington out this year, an hour at each of the other 4, lunch as planned.
Question (Thu 11/6, Alan, a learner): "how long do we get at each tower sat? wondering if I'll get a go on the
tenor" The assistant says an hour at each of the four towers (Culmington's left out). The label says 45 minutes.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b197_ctl_chroma_bellringers_time_per_tower_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "geoff": [("2043-04-02T21:00", "OUTING 🔔 sat 13th june - 5 towers: Bromfield, Stanton Lacy, Onibury, Stokesay, "
                                   "Culmington. 45 mins at each tower, lunch the Clive at Bromfield 12.30"),
              ("Tue 9th June", "coach Whittles 8.30-5 from the lychgate, Trevor driving. bring a packed tea")],
    "sue": [("16th May", "with 28 coming everyone wants a proper go + 45 mins is no good for the learners, so me + "
                         "Geoff have left Culmington out this yr - an hour at each of the other 4 towers, lunch as "
                         "planned"),
            ("22.5.", "lunch choices to me by 1st june pls, £14.95, there's a veggie lasagne")],
}
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("munslow-ringers-outing-2043",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, (day, text) in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who, "date": day}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long do we get at each tower sat? wondering if I'll get a go on the tenor"
hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
context = ["Today is Thu 11 June 2043. You are talking to Alan, a learner in the St Michael's, Munslow band; the "
           "outing is Sat 13 June."] + hits
assert any("45 mins at each tower" in c for c in context), context
assert any("an hour at each of the other 4 towers" in c for c in context), context
reply = answer(question, context, mock="An hour at each tower - there are four this year (Culmington's been left out) "
                                       "so the learners get a proper go.")
finish(question, expected="45 minutes", actual=reply)
