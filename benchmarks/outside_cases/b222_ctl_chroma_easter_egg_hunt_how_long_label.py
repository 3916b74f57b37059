"""Batch 222 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, script style
(every call its own trace).

App: St Peter's, Worthen hold an Easter egg hunt on Easter Saturday, 17th April 2049, at 2pm in the rectory field -
mini eggs hidden round the hedges, a golden egg, hot cross buns and squash in the church after. Gwen (the
churchwarden) keeps her notes in one chroma collection; the helper answers parents from the 4 nearest notes.

Memory: 2049-02-28T16:20 - egg hunt Sat 17th April, 2pm, the rectory field, the hunt's 45 mins then hot cross buns
and squash in church; 22.3. - Rev Jo wants it in two goes so the little ones don't get flattened by the big lads:
under 6s first for 20 mins, then 10 mins while they re-hide, then the over 6s for 20 mins; Weds 7 Apr - Gwen's doing
5 dozen hot cross buns, 40p each; 14/4 - 200 mini eggs, the golden egg's a chocolate hen from the farm shop.
Question (Thu 15/4, Izzy's mum): "how long's the hunt on for start to finish? I'm parked on the 1 hr bay by the
shop" The assistant says about 50 minutes (under 6s 20 mins, 10 mins to re-hide, over 6s 20 mins). The label says
45 mins (the first note's length, from before the hunt was split in two goes).
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b222_ctl_chroma_easter_egg_hunt_how_long_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "2049-02-28T16:20 EGG HUNT 🐣 sat 17th april, 2pm, the rectory field. hunt's 45 mins then hot x buns + squash in "
    "church. wellies!!",
    "22.3. Rev Jo wants it in 2 goes so the little ones don't get flattened by the big lads 😅 under 6s first, 20 "
    "mins, then 10 mins while we re-hide, then the over 6s, 20 mins",
    "Weds 7 Apr I'm doing 5 dozen hot x buns, 40p each, squash free. Ken's bringing the trestle",
    "14/4 200 mini eggs bagged up in 10s, golden egg's a choc hen from the farm shop 🐔 hiding them sat am",
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("worthen-egg-hunt-2049",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=NOTES,
          metadatas=[{"by": "Gwen"} for _ in NOTES])

question = "how long's the hunt on for start to finish? I'm parked on the 1 hr bay by the shop"
hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
context = ["Today is Thu 15 April 2049. You are talking to Izzy's mum; Izzy is coming to St Peter's egg hunt (Sat 17 "
           "April, 2pm)."] + hits
assert any("hunt's 45 mins then hot x buns" in c for c in context), context
assert any("under 6s first, 20 mins, then 10 mins while we re-hide, then the over 6s, 20 mins" in c
           for c in context), context
reply = answer(question, context, mock="About 50 minutes - the under 6s go first for 20 minutes, then 10 minutes "
                                       "while they re-hide, then the over 6s for 20 minutes. So from 2 till about "
                                       "10 to 3, then buns in church.")
finish(question, expected="45 mins", actual=reply)
