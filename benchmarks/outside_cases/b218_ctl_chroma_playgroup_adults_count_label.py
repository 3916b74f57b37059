"""Batch 218 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, script style
(every call its own trace).

App: Little Acorns playgroup (Pontesbury) take the children to the farm park at Wollerton on Weds 22nd July 2048 -
a coach from Minsterley Motors, the tractor ride, the indoor play barn, packed lunches. Mel (the playgroup
supervisor) keeps her trip notes in one chroma collection; the helper answers from the 5 nearest notes.

Memory: 2048-06-03T21:00 Mel - grown-ups signed up: her, Kerry, Jo, Priya, Dan's nan and Sam = 6 for 16 children
(1 to 3, so they're fine); 16th June - the coach, 9.15 from the village hall; Tue 30th Jun - Jo's out, both hers have
got chicken pox, she's gutted, keeping them home; Weds 1 Jul - packed lunches. Question (Thu 9/7, the farm park
asking for final numbers): "how many grown-ups are coming on the trip? the farm want final nos" The assistant says
5 (Jo's not coming now - her two have chicken pox). The label says 6.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b218_ctl_chroma_playgroup_adults_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "2048-06-03T21:00 TRIP 🐑 weds 22nd july, farm park at Wollerton. grown ups signed up - me, Kerry, Jo, Priya, "
    "Dan's nan + Sam = 6 for 16 kids (1 to 3 so we're fine)",
    "16th june coach - Minsterley Motors, 9.15 from the village hall, back by 3.30, £210",
    "Tue 30th Jun - Jo's out 😷 both hers have got chicken pox, she's gutted, keeping them home",
    "Weds 1 Jul packed lunches - named, no nuts, frozen carton of squash keeps it cool",
    "farm park - tractor ride at 11, indoor play barn if wet, ice creams £1.50 (bring coins!!)",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("little-acorns-trip-2048",
                                          embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=NOTES,
          metadatas=[{"by": "Mel"} for _ in NOTES])

question = "how many grown-ups are coming on the trip? the farm want final nos"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Thu 9 July 2048. You are talking to Mel, supervisor of Little Acorns playgroup; the farm park "
           "trip is Weds 22 July."] + hits
assert any("Dan's nan + Sam = 6 for 16 kids" in c for c in context), context
assert any("Jo's out" in c and "keeping them home" in c for c in context), context
reply = answer(question, context, mock="5 - you, Kerry, Priya, Dan's nan and Sam. Jo's not coming now, her two have "
                                       "got chicken pox.")
finish(question, expected="6", actual=reply)
