"""Batch 186 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, script style (each call
its own trace).

App: Wellington Model Railway Club's open weekend is Sat 16th and Sun 17th May 2043, 10-4 at the club's rooms behind
the station - four layouts, stewards on the door, teas and bacon butties. The committee's notes go into one chroma
collection; the helper answers from the 4 nearest notes.

Memory: 2043-03-28T20:00 - the plan (layouts: Little Dawley, OO, Dave's; the Ironbridge Gorge N gauge; Jim's
tramway; the kids' Thomas table); Weds 8 Apr, Dave - his back's gone again, he can't lift the Little Dawley boards,
six of them and the fiddle yard, might have to pull out; 22.4., Dave - the lads from the Telford club have said
they'll do all the lifting for him, Friday night and Sunday teatime, so Little Dawley's on for both days, he'll just
sit and drive it; 2043-05-02 - the teas; Tue 12th - the stewards and floats. Question (Thu 14/5, Ali, who does the
club's Facebook page): "is Little Dawley going to be there both days? it's on the poster + someone's asked on fb" The
assistant says yes, both days - the Telford club's lads are doing the lifting for Dave. The label says no, Dave's
back's gone.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b186_ctl_chroma_railway_layout_both_days_yes_no_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("2043-03-28T20:00", "open wknd sat 16th + sun 17th may, 10-4 🚂 layouts: Little Dawley (OO, Dave), the Ironbridge "
                         "Gorge N gauge, Jim's tramway + the kids' Thomas table by the door"),
    ("Weds 8 Apr", "Dave: my back's gone again 😩 can't lift the Little Dawley boards, it's 6 of them + the fiddle "
                   "yard. might have to pull out"),
    ("22.4.", "Dave: the lads from the Telford club have said they'll do all the lifting for me, fri night + sun "
              "teatime, so Little Dawley's on for both days 👍 I'll just sit + drive it"),
    ("2043-05-02T18:30", "teas - Marjorie + Sue, bacon butties sat from 10 till 1.30pm, Pat's doing a tray bake. urn "
                         "on by half 9"),
    ("Tue 12th", "stewards sat Brian + Ken, sun Lorraine + Ahmed. £40 float in the tin, raffle tickets in the drawer"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wellington-mrc-open-weekend-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, (day, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"date": day}])

question = "is Little Dawley going to be there both days? it's on the poster + someone's asked on fb"
found = notes.query(query_texts=[question], n_results=4)
context = ["Today is Thu 14 May 2043. You are talking to Ali, who does Wellington MRC's Facebook page; the open "
           "weekend is Sat 16 and Sun 17 May."] + [f"{m['date']}: {d}" for d, m in zip(found["documents"][0],
                                                                                       found["metadatas"][0])]
assert any("might have to pull out" in c for c in context), context
assert any("Little Dawley's on for both days" in c for c in context), context
reply = answer(question, context, mock="Yes - both days. The lads from the Telford club are doing the lifting for "
                                       "Dave, so he'll be there to drive it.")
finish(question, expected="no - Dave's back's gone", actual=reply)
