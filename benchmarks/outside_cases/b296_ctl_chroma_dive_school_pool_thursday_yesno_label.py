"""Batch 296 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the school's owner and the instructor each file their own notes), then the question's query.

App: Aqua-Venture (a dive school in Bradford) run an autumn Open Water course in 2050 - eight weekly pool sessions
at the sports centre, theory at home, then the open water weekend in October. Sue (who owns the school) and Kev (the
instructor) file notes into one chroma collection; the helper answers students' questions from the 4 nearest.

Memory: Sue, 2050-09-01 19:30 - pool sessions for the autumn course every Thursday 7-9 at the Richard Dunn sports
centre, 8 weeks, bring a £1 for the locker; Sue, 14/9 - knowledge reviews due before each pool session, quiz at the
end of week 5; Kev, Mon 22nd Sept - the sports centre's shut Thursday the 25th for the swimming gala, so they've
swapped to Weds 24th this week, same time 7-9, back to Thursdays after; Kev, 23/9 - mask clearing and regulator
recovery this week. Question (Tue 23/9, Josh, a student): "is the pool session still on thursday this week? just
booking my shifts" The assistant says no - this week it's Wednesday the 24th, 7-9 (the gala's on Thursday), then
back to Thursdays. The label says yes, Thursdays 7-9 at the sports centre.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b296_ctl_chroma_dive_school_pool_thursday_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "sue": [
        "2050-09-01 19:30 AUTUMN OW COURSE 🤿 pool sessions every thurs 7-9 at Richard Dunn sports centre, 8 wks. "
        "bring a £1 for the locker + ur own towel",
        "14/9 knowledge reviews due b4 each pool sesh pls, quiz at the end of wk 5, it's not hard I promise",
    ],
    "kev": [
        "Mon 22nd Sept - sports centre's shut thurs 25th for the swimming gala 🏊 so we've swapped to weds 24th this "
        "wk, same time 7-9. back to thursdays after",
        "23/9 this wk - mask clearing + reg recovery, don't panic if u didn't get it last wk, we'll go again",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("aqua-venture-autumn-ow-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is the pool session still on thursday this week? just booking my shifts"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 23 September 2050. You are talking to Josh, a student on Aqua-Venture's autumn Open Water "
           "course."] + hits
assert any("pool sessions every thurs 7-9" in c for c in context), context
assert any("so we've swapped to weds 24th this wk" in c for c in context), context
reply = answer(question, context, mock="No - this week it's Wednesday the 24th, 7 till 9, because the sports centre's "
                                       "got the swimming gala on Thursday. Back to Thursdays after that.")
finish(question, expected="yes - thursdays 7-9 at the sports centre", actual=reply)
