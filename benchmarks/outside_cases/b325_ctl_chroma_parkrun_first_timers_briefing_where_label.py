"""Batch 325 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the volunteer coordinator and the run director each file their own notes), then the question's query.

App: Greenhead parkrun (Saturdays at 9, three laps of the park) have a first timers' briefing before every run.
Lorraine (the volunteer coordinator) and Helen (a run director) file notes into one chroma collection; the helper
answers from the 4 nearest.

Memory: Lorraine, 2051-01-10T19:00 - the first timers' briefing is by the café at 8.50, hi-vis on, Lorraine or Pat
doing it; Lorraine, 21/1 - the new first timers' sign from parkrun HQ has come; Helen, Weds 8th Feb - the café's
getting its front redone so it's all fenced off for a month, so from this Sat the briefing's by the big oak at the
start, and the bag drop's moved there too; Helen, Thu 16/2 - course check done, a big puddle at the bottom of the
hill, marshal there please. Question (Fri 17/2, Pat): "where's the first timers briefing these days? my neighbour's
coming for her first one tmrw" The assistant says by the big oak at the start (the café's fenced off), 8.50. The
label says by the café.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b325_ctl_chroma_parkrun_first_timers_briefing_where_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "lorraine": [
        "2051-01-10T19:00 first timers' briefing is by the café at 8.50 👋 hi vis on, me or Pat doing it, keep it "
        "under 3 mins pls",
        "21/1 the new first timers' sign from parkrun HQ came!! it's in the container with the funnel flags",
    ],
    "helen": [
        "Weds 8th Feb - café's getting its front redone so it's all fenced off for a month 🚧 from this sat the "
        "briefing's by the big oak at the start, bag drop's moved there too",
        "Thu 16/2 course check done, BIG puddle at the bottom of the hill, marshal there pls + cones",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("greenhead-parkrun-notes",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where's the first timers briefing these days? my neighbour's coming for her first one tmrw"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 17 February 2051. You are talking to Pat, a volunteer at Greenhead parkrun (Sat 18 Feb)."] \
    + hits
assert any("first timers' briefing is by the café at 8.50" in c for c in context), context
assert any("briefing's by the big oak at the start" in c for c in context), context
reply = answer(question, context, mock="By the big oak at the start, 8.50 - the café's fenced off while its front's "
                                       "redone, so the briefing (and the bag drop) moved there.")
finish(question, expected="by the café, at 8.50", actual=reply)
